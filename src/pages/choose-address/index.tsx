import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import AddressCard, { handBackAddress } from '@/components/address-card'
import BottomBar from '@/components/bottom-bar'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { navigate } from '@/navigation'
import { getAddressList } from '@/services/api/address'
import type { Address } from '@contract/schemas/address'
import './index.scss'

export const CHOOSE_ADDRESS_TEXT = {
  empty: '还没有收货地址',
  emptyHint: '新增一个地址后即可选择',
  add: '新增地址',
  edit: '编辑'
} as const

/**
 * Picks a delivery address for the page that asked (?from=<its page key>, &id=<the current one>): the choice goes
 * back through the address hand-over (constants/order.ts). 新增地址 saves and hands back in one go.
 */
export default function ChooseAddressPage() {
  const { from = '', id } = usePageParams<'choose-address'>()
  const list = usePageData(() => getAddressList(), [], { refreshOnShow: true })
  const pick = useSingleFlight((a: Address) => handBackAddress(a))
  const add = () =>
    // back=2: the new address is the choice, so after saving go past this page straight to the page that asked.
    void navigate('address-action', from ? { from, back: 2 } : {})
  const edit = (a: Address) => void navigate('address-action', { id: a.id })

  return (
    <PageLayout page='choose-address' className='choose-address'>
      <LoadState
        of={list}
        skeleton='list'
        empty={{
          title: CHOOSE_ADDRESS_TEXT.empty,
          description: CHOOSE_ADDRESS_TEXT.emptyHint,
          actionText: CHOOSE_ADDRESS_TEXT.add,
          onAction: add
        }}
      >
        {(items) => (
          <View role='list' aria-label='选择收货地址'>
            {items.map((a) => (
              <View key={a.id} role='listitem'>
                <AddressCard address={a} selected={String(a.id) === id} onPick={() => void pick.run(a)}>
                  <Text className='choose-address__hint'>{a.is_default ? '默认地址' : ''}</Text>
                  <Button className='choose-address__edit' size='small' fill='outline' onClick={() => edit(a)}>
                    {CHOOSE_ADDRESS_TEXT.edit}
                  </Button>
                </AddressCard>
              </View>
            ))}
          </View>
        )}
      </LoadState>
      <BottomBar>
        <Button className='choose-address__add' type='primary' block onClick={add}>
          {CHOOSE_ADDRESS_TEXT.add}
        </Button>
      </BottomBar>
    </PageLayout>
  )
}
