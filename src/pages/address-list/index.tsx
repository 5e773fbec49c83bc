import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import AddressCard from '@/components/address-card'
import BottomBar from '@/components/bottom-bar'
import Check from '@/components/check'
import { confirmAction } from '@/components/confirm'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { usePageData } from '@/hooks/use-page-data'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { navigate } from '@/navigation'
import { deleteAddress, getAddressList, saveAddress } from '@/services/api/address'
import type { Address } from '@contract/schemas/address'
import { toast } from '@/utils/feedback'
import './index.scss'

export const ADDRESS_LIST_TEXT = {
  empty: '还没有收货地址',
  emptyHint: '添加一个地址，下单时就不用再填了',
  add: '新增收货地址',
  isDefault: '默认地址',
  setDefault: '设为默认',
  defaultSet: '已设为默认地址',
  deleteAsk: '确定要删除该收货地址吗？',
  deleted: '删除成功'
} as const

const openForm = (id?: number) => void navigate('address-action', id ? { id } : {})

/** My delivery addresses, the default first: set the default, edit, delete (after a confirm), add. */
export default function AddressListPage() {
  const list = usePageData(() => getAddressList(), [], { refreshOnShow: true })

  const act = useSingleFlight(async (kind: 'default' | 'delete', a: Address) => {
    try {
      if (kind === 'default') {
        const { id, name, phone, province_code, city_code, area_code, detail } = a
        await saveAddress({ id, name, phone, province_code, city_code, area_code, detail, is_default: true })
        void toast(ADDRESS_LIST_TEXT.defaultSet, { icon: 'success' })
      } else {
        const sure = await confirmAction({ content: ADDRESS_LIST_TEXT.deleteAsk, confirmText: '删除', danger: true })
        if (!sure) return
        await deleteAddress({ addr_id: a.id })
        void toast(ADDRESS_LIST_TEXT.deleted, { icon: 'success' })
      }
    } catch {
      // The request layer has shown the server's message.
    }
    await list.reload()
  })

  return (
    <PageLayout page='address-list' className='address-list'>
      <LoadState
        of={list}
        skeleton='list'
        empty={{ title: ADDRESS_LIST_TEXT.empty, description: ADDRESS_LIST_TEXT.emptyHint }}
      >
        {(items) => (
          <View role='list' aria-label='收货地址'>
            {items.map((a) => (
              <View key={a.id} role='listitem'>
                <AddressCard address={a}>
                  {a.is_default ? (
                    // The server keeps one default: it moves by choosing another, never by unticking this one.
                    <Text className='address-list__default address-list__default--on'>
                      {ADDRESS_LIST_TEXT.isDefault}
                    </Text>
                  ) : (
                    <Check
                      className='address-list__default'
                      checked={false}
                      disabled={act.busy}
                      label={ADDRESS_LIST_TEXT.setDefault}
                      onChange={() => void act.run('default', a)}
                    />
                  )}
                  <Button className='address-list__btn' size='small' fill='outline' onClick={() => openForm(a.id)}>
                    编辑
                  </Button>
                  <Button
                    className='address-list__btn address-list__btn--danger'
                    size='small'
                    fill='outline'
                    disabled={act.busy}
                    onClick={() => void act.run('delete', a)}
                  >
                    删除
                  </Button>
                </AddressCard>
              </View>
            ))}
          </View>
        )}
      </LoadState>
      <BottomBar>
        <Button className='address-list__add' type='primary' block onClick={() => openForm()}>
          {ADDRESS_LIST_TEXT.add}
        </Button>
      </BottomBar>
    </PageLayout>
  )
}
