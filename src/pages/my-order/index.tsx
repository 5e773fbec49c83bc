import { View } from '@tarojs/components'
import { useState } from 'react'
import { ListState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import ContactService from '@/features/order/contact-service'
import { ORDER_TABS } from '@/constants/order'
import { usePageParams } from '@/hooks/use-page-params'
import { usePagedList } from '@/hooks/use-paged-list'
import { relaunch, switchTab } from '@/navigation'
import { getOrderList } from '@/services/api/order'
import SearchBox from '@/components/search-box'
import { useDebounced } from '@/hooks/use-debounced'
import { ORDER_KEYWORD_MAX } from '@contract/rules'
import type { OrderTab } from '@contract/schemas/order'
import { OrderCard, OrderTabs } from './parts'
import './index.scss'

const isTab = (t?: string): t is OrderTab => ORDER_TABS.some((x) => x.key === t)

export const MY_ORDER_TEXT = {
  search: '搜索商品名称或订单号',
  empty: '暂无相关订单',
  noMatch: '没有找到相关订单',
  clear: '清除搜索'
} as const

/**
 * 我的订单: tabs by status (`?tab=await_pay` opens one), 订单搜索 by goods name or order number (the server searches,
 * paged and indexed; asked once typing pauses), each order with what it allows now.
 */
export default function MyOrderPage() {
  const params = usePageParams<'my-order'>()
  const [tab, setTab] = useState<OrderTab>(isTab(params.tab) ? params.tab : 'all')
  const [typed, setTyped] = useState('')
  const keyword = useDebounced(typed.trim(), 300)
  const list = usePagedList(
    async (q) => getOrderList({ status: tab, ...q, ...(keyword ? { keyword } : {}) }),
    [tab, keyword],
    // Paid, shipped or cancelled elsewhere (the detail page, a cashier): the list says so on return.
    { pageSize: 10, refreshOnShow: true }
  )
  const reload = () => void list.reload()
  return (
    <PageLayout page='my-order' className='my-order'>
      <View className='my-order__search'>
        <SearchBox value={typed} maxlength={ORDER_KEYWORD_MAX} placeholder={MY_ORDER_TEXT.search} onChange={setTyped} />
      </View>
      <OrderTabs active={tab} onChange={setTab} />
      <View className='my-order__list'>
        <ListState
          of={list}
          empty={
            keyword
              ? { title: MY_ORDER_TEXT.noMatch, actionText: MY_ORDER_TEXT.clear, onAction: () => setTyped('') }
              : {
                  title: MY_ORDER_TEXT.empty,
                  actionText: '去逛逛',
                  onAction: () => void switchTab('home').catch(() => relaunch('home'))
                }
          }
        >
          {(items) => items.map((o) => <OrderCard key={o.id} order={o} onChanged={reload} />)}
        </ListState>
      </View>
      <ContactService hint='订单遇到问题？' className='my-order__contact' />
    </PageLayout>
  )
}
