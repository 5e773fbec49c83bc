import { View } from '@tarojs/components'
import { useState } from 'react'
import { ListState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { ORDER_TABS } from '@/constants/order'
import { usePageParams } from '@/hooks/use-page-params'
import { usePagedList } from '@/hooks/use-paged-list'
import { relaunch, switchTab } from '@/navigation'
import { getOrderList } from '@/services/api/order'
import type { OrderTab } from '@contract/schemas/order'
import { OrderCard, OrderTabs } from './parts'
import './index.scss'

const isTab = (t?: string): t is OrderTab => ORDER_TABS.some((x) => x.key === t)

/** 我的订单: tabs by status (`?tab=await_pay` opens one), paged, each order with what it allows now. */
export default function MyOrderPage() {
  const params = usePageParams<'my-order'>()
  const [tab, setTab] = useState<OrderTab>(isTab(params.tab) ? params.tab : 'all')
  const list = usePagedList(
    async (q) => getOrderList({ status: tab, ...q }),
    [tab],
    // Paid, shipped or cancelled elsewhere (the detail page, a cashier): the list says so on return.
    { pageSize: 10, refreshOnShow: true }
  )
  const reload = () => void list.reload()
  return (
    <PageLayout page='my-order' className='my-order'>
      <OrderTabs active={tab} onChange={setTab} />
      <View className='my-order__list'>
        <ListState
          of={list}
          empty={{
            title: '暂无相关订单',
            actionText: '去逛逛',
            onAction: () => void switchTab('home').catch(() => relaunch('home'))
          }}
        >
          {(items) => items.map((o) => <OrderCard key={o.id} order={o} onChanged={reload} />)}
        </ListState>
      </View>
    </PageLayout>
  )
}
