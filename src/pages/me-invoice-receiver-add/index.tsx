import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useRef, useState } from 'react'
import Check from '@/components/check'
import ChoiceChips from '@/components/choice-chips'
import FormField, { useForm } from '@/components/form-field'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { INVOICE_KIND_LABEL } from '@/constants/invoice'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { getInvoiceReceiverList, saveInvoiceReceiver } from '@/services/api/invoice'
import type { InvoiceReceiverKind } from '@contract/schemas/invoice'
import { toast } from '@/utils/feedback'
import { goBack } from '@/utils/route'
import { RECEIVER_TEXT, receiverRules, type ReceiverField } from './rules'
import './index.scss'

export { RECEIVER_TEXT, receiverRules } from './rules'

const EMPTY: Record<ReceiverField, string> = {
  title: '',
  tax_no: '',
  email: '',
  address: '',
  phone: '',
  bank_name: '',
  bank_account: ''
}
const KINDS: InvoiceReceiverKind[] = [1, 2]

/** Add (or edit, ?id=) an invoice title and where its invoices go: an e-mail, a postal address, or both. */
export default function MeInvoiceReceiverAddPage() {
  const { id } = usePageParams<'me-invoice-receiver-add'>()
  const editing = Boolean(id)
  const [kind, setKind] = useState<InvoiceReceiverKind>(1)
  const [isDefault, setIsDefault] = useState(false)
  const current = useRef<Partial<Record<ReceiverField, string>>>({})
  const form = useForm<ReceiverField>({ initial: EMPTY, rules: receiverRules(kind, () => current.current) })
  current.current = form.values
  const filled = useRef(false)

  // There is no single-title call: the list has it. Filled once, so a reload never overwrites what is typed.
  const info = usePageData(
    async () => {
      const { list } = await getInvoiceReceiverList()
      const r = list.find((x) => String(x.id) === id) ?? null
      if (r && !filled.current) {
        filled.current = true
        setKind(r.kind)
        setIsDefault(r.is_default)
        form.reset({
          title: r.title,
          tax_no: r.tax_no,
          email: r.email,
          address: r.address,
          phone: r.phone,
          bank_name: r.bank_name,
          bank_account: r.bank_account
        })
      }
      return r
    },
    [id],
    { enabled: editing }
  )

  const submit = useSingleFlight(async () => {
    const problem = form.validate()
    if (problem) return void toast(problem.message)
    const v = form.values
    const company = kind === 2
    try {
      await saveInvoiceReceiver({
        ...(editing ? { id: Number(id) } : {}),
        kind,
        title: v.title.trim(),
        tax_no: company ? v.tax_no.trim().toUpperCase() : '',
        email: v.email.trim(),
        address: v.address.trim(),
        phone: v.phone.trim(),
        bank_name: company ? v.bank_name.trim() : '',
        bank_account: company ? v.bank_account.trim() : '',
        is_default: isDefault
      })
    } catch {
      // The server's message is on screen; everything typed stays for another try.
      return
    }
    void toast(RECEIVER_TEXT.saved, { icon: 'success' })
    await goBack()
  })

  const body = (
    <View className='receiver-form'>
      <View className='receiver-form__card'>
        <ChoiceChips
          label={RECEIVER_TEXT.kindLabel}
          options={KINDS.map((k) => ({ value: k, label: INVOICE_KIND_LABEL[k] }))}
          value={kind}
          onChange={setKind}
        />
      </View>
      <View className='receiver-form__card'>
        <FormField
          label={RECEIVER_TEXT.titleLabel}
          placeholder={kind === 2 ? RECEIVER_TEXT.titleCompany : RECEIVER_TEXT.titlePersonal}
          maxLength={100}
          required
          {...form.field('title')}
        />
        {kind === 2 && (
          <FormField
            label={RECEIVER_TEXT.taxNoLabel}
            placeholder={RECEIVER_TEXT.taxNoPlaceholder}
            maxLength={20}
            required
            {...form.field('tax_no')}
          />
        )}
        <FormField
          label={RECEIVER_TEXT.emailLabel}
          placeholder={RECEIVER_TEXT.emailPlaceholder}
          maxLength={100}
          {...form.field('email')}
        />
        <FormField
          label={RECEIVER_TEXT.addressLabel}
          placeholder={RECEIVER_TEXT.addressPlaceholder}
          maxLength={200}
          {...form.field('address')}
        />
        <FormField
          label={RECEIVER_TEXT.phoneLabel}
          placeholder={RECEIVER_TEXT.phonePlaceholder}
          keyboard='number'
          maxLength={11}
          {...form.field('phone')}
        />
        {kind === 2 && (
          <>
            <FormField
              label={RECEIVER_TEXT.bankNameLabel}
              placeholder={RECEIVER_TEXT.optional}
              maxLength={100}
              {...form.field('bank_name')}
            />
            <FormField
              label={RECEIVER_TEXT.bankAccountLabel}
              placeholder={RECEIVER_TEXT.optional}
              keyboard='number'
              maxLength={40}
              {...form.field('bank_account')}
            />
          </>
        )}
      </View>
      <View className='receiver-form__card receiver-form__default'>
        <Check checked={isDefault} onChange={setIsDefault} label={RECEIVER_TEXT.setDefault} />
      </View>
      <View className='receiver-form__actions'>
        <Button
          className='receiver-form__submit'
          type='primary'
          block
          loading={submit.busy}
          onClick={() => void submit.run()}
        >
          {RECEIVER_TEXT.save}
        </Button>
      </View>
    </View>
  )

  return (
    <PageLayout page='me-invoice-receiver-add' className='me-invoice-receiver-add'>
      {editing ? (
        <LoadState of={info} empty={{ title: '发票抬头不存在' }}>
          {() => body}
        </LoadState>
      ) : (
        body
      )}
    </PageLayout>
  )
}
