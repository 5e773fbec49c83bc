import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useRef, useState } from 'react'
import { handBackAddress } from '@/components/address-card'
import Check from '@/components/check'
import { confirmAction } from '@/components/confirm'
import DistrictPicker, {
  districtCodes,
  districtFromAddress,
  districtText,
  type DistrictValue
} from '@/features/address/district-picker'
import AddressImport, { type ImportedAddress } from '@/features/address/address-import'
import FormField, { useForm } from '@/components/form-field'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import PickerField from '@/components/picker-field'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { deleteAddress, getAddressInfo, saveAddress } from '@/services/api/address'
import type { Address } from '@contract/schemas/address'
import { toast } from '@/utils/feedback'
import { goBack } from '@/utils/route'
import { ADDRESS_RULES, ADDRESS_TEXT, type AddressField } from './rules'
import PasteBox from './paste-box'
import type { PasteFill } from './paste'
import './index.scss'

export { ADDRESS_RULES, ADDRESS_TEXT } from './rules'
export { PASTE_TEXT, planFill } from './paste'

/**
 * Add (no id) or edit (?id=) a delivery address. Opened by a page that asks for an address (?from=<page>, &back=2
 * from choose-address), the saved address is handed back to it; otherwise the page just goes back.
 */
export default function AddressActionPage() {
  const { id, from, back } = usePageParams<'address-action'>()
  const editing = Boolean(id)
  const form = useForm<AddressField>({
    initial: { name: '', phone: '', district: '', detail: '' },
    rules: ADDRESS_RULES
  })
  const [district, setDistrict] = useState<DistrictValue | null>(null)
  const [isDefault, setIsDefault] = useState(false)
  const [wasDefault, setWasDefault] = useState(false)
  const [picking, setPicking] = useState(false)
  const filled = useRef(false)

  // Edit: fill the form once; a later reload (the page shown again) must not overwrite what is being typed.
  const info = usePageData(
    async () => {
      const a = await getAddressInfo({ id: Number(id) })
      if (!filled.current) {
        filled.current = true
        const d = districtFromAddress(a)
        setDistrict(d)
        setIsDefault(a.is_default)
        setWasDefault(a.is_default)
        form.reset({ name: a.name, phone: a.phone, district: districtText(d), detail: a.detail })
      }
      return a
    },
    [id],
    { enabled: editing }
  )

  const pickDistrict = (value: DistrictValue) => {
    setDistrict(value)
    form.setValue('district', districtText(value))
  }

  // An address from WeChat or Alipay fills the form; what did not map stays empty for the shopper to fill.
  const fill = (a: ImportedAddress) => {
    setDistrict(a.district)
    form.reset({ name: a.name, phone: a.phone, district: a.district ? districtText(a.district) : '', detail: a.detail })
  }

  // 智能识别: only what the paste recognised (or had to clear) changes; the shopper checks and saves as usual.
  const paste = (f: PasteFill) => {
    for (const key of ['name', 'phone', 'detail'] as const) if (f[key] !== undefined) form.setValue(key, f[key])
    if (f.district !== undefined) {
      setDistrict(f.district)
      form.setValue('district', districtText(f.district))
    }
  }

  const submit = useSingleFlight(async () => {
    const problem = form.validate()
    if (problem || !district) return void toast(problem?.message ?? ADDRESS_TEXT.districtRequired)
    const v = form.values
    let saved: Address
    try {
      saved = await saveAddress({
        ...(editing ? { id: Number(id) } : {}),
        name: v.name.trim(),
        phone: v.phone.trim(),
        ...districtCodes(district),
        detail: v.detail.trim(),
        is_default: isDefault
      })
    } catch {
      // The server's message is on screen; everything typed stays for another try.
      return
    }
    void toast(ADDRESS_TEXT.saved, { icon: 'success' })
    if (from) await handBackAddress(saved, Number(back) || 1)
    else await goBack()
  })

  const remove = useSingleFlight(async () => {
    const sure = await confirmAction({ content: ADDRESS_TEXT.deleteAsk, confirmText: '删除', danger: true })
    if (!sure) return
    try {
      await deleteAddress({ addr_id: Number(id) })
    } catch {
      return
    }
    void toast(ADDRESS_TEXT.deleted, { icon: 'success' })
    await goBack()
  })

  const body = (
    <View className='addr-form'>
      <AddressImport onImport={fill} />
      <PasteBox onFill={paste} />
      <View className='addr-form__card'>
        <FormField label='收货人' placeholder='请填写收货人姓名' maxLength={20} required {...form.field('name')} />
        <FormField
          label='手机号码'
          placeholder='请填写收货人手机号'
          keyboard='number'
          maxLength={11}
          required
          {...form.field('phone')}
        />
        <PickerField
          label='所在地区'
          placeholder='请选择省 / 市 / 区'
          value={form.values.district}
          error={form.errors.district}
          required
          onOpen={() => setPicking(true)}
        />
        <FormField label='详细地址' placeholder='街道、楼牌号等' maxLength={120} required {...form.field('detail')} />
      </View>
      <View className='addr-form__card addr-form__default'>
        <Check
          checked={isDefault}
          // The server keeps a default once there is one: the default address cannot be unset here.
          disabled={wasDefault}
          onChange={setIsDefault}
          label={ADDRESS_TEXT.setDefault}
        />
      </View>
      <View className='addr-form__actions'>
        <Button
          className='addr-form__submit'
          type='primary'
          block
          loading={submit.busy}
          onClick={() => void submit.run()}
        >
          {ADDRESS_TEXT.save}
        </Button>
        {editing && (
          <Button
            className='addr-form__delete'
            fill='outline'
            block
            disabled={remove.busy}
            onClick={() => void remove.run()}
          >
            {ADDRESS_TEXT.delete}
          </Button>
        )}
      </View>
      <DistrictPicker
        visible={picking}
        value={district}
        title='选择所在地区'
        onConfirm={pickDistrict}
        onClose={() => setPicking(false)}
      />
    </View>
  )

  return (
    <PageLayout page='address-action' className='address-action'>
      {editing ? <LoadState of={info}>{() => body}</LoadState> : body}
    </PageLayout>
  )
}
