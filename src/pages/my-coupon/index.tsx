import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { ListState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { usePageParams } from '@/hooks/use-page-params'
import { usePagedList } from '@/hooks/use-paged-list'
import { navigate } from '@/navigation'
import { getCouponList } from '@/services/api/coupon'
import type { CouponListStatus, UserCoupon } from '@contract/schemas/coupon'
import { goHome } from '@/utils/route'
import CouponCenter from '@/features/wallet/coupon-center'
import { isCouponTab } from '@/features/wallet/coupon-center/coupon-logic'
import { CouponCard, CouponTabs } from './parts'
import './index.scss'

const EMPTY: Record<CouponListStatus, string> = {
  unused: '暂无可用的优惠券',
  used: '还没有用过优惠券',
  expired: '没有过期的优惠券'
}

/** 我的优惠券: 可使用 / 已使用 / 已过期 (`?tab=`), paged, rules on each; 领券中心 (`?center=1` opens it) to claim more. */
export default function MyCouponPage() {
  const params = usePageParams<'my-coupon'>()
  const [tab, setTab] = useState<CouponListStatus>(isCouponTab(params.tab) ? params.tab : 'unused')
  const [counts, setCounts] = useState<Record<CouponListStatus, number>>()
  const [centerOpen, setCenterOpen] = useState(params.center === '1')
  const list = usePagedList(
    async (q) => {
      const res = await getCouponList({ status: tab, ...q })
      setCounts(res.counts)
      return res
    },
    [tab],
    // A coupon used or given back by an order elsewhere moves tabs on return.
    { pageSize: 10, refreshOnShow: true }
  )

  const use = (c: UserCoupon) => {
    if (c.category_id === null) return void goHome()
    void navigate('goods-search-result', {
      category_id: c.category_id,
      title: c.scope_text.replace(/^仅限|商品$/g, '')
    })
  }

  const received = () => {
    if (tab === 'unused') void list.reload()
    else setTab('unused')
  }

  return (
    <PageLayout page='my-coupon' className='my-coupon'>
      <View className='mc-entry' role='button' {...{ tabindex: 0 }} onClick={() => setCenterOpen(true)}>
        <Text className='mc-entry__title'>领券中心</Text>
        <Text className='mc-entry__desc'>好券天天领，下单更省钱</Text>
        <Text className='mc-entry__more' aria-hidden='true'>
          ›
        </Text>
      </View>
      <CouponTabs active={tab} counts={counts} onChange={setTab} />
      <View className='my-coupon__list'>
        <ListState
          of={list}
          empty={{
            title: EMPTY[tab],
            ...(tab === 'unused' ? { actionText: '去领券', onAction: () => setCenterOpen(true) } : {})
          }}
        >
          {(items) => items.map((c) => <CouponCard key={c.id} coupon={c} onUse={use} />)}
        </ListState>
      </View>
      <CouponCenter visible={centerOpen} onClose={() => setCenterOpen(false)} onReceived={received} />
    </PageLayout>
  )
}
