import { useDidShow } from '@tarojs/taro'
import { usePageData } from '@/hooks/use-page-data'
import { getCouponList } from '@/services/api/coupon'
import { getGiftCardList } from '@/services/api/giftcard'
import { getUnreadMessageCount } from '@/services/api/message'
import { getOrderCounts } from '@/services/api/order'
import { getPointsInfo } from '@/services/api/points'
import { useAuthStore } from '@/stores/auth'
import { useProfileStore } from '@/stores/profile'
import type { OrderCounts } from '@contract/schemas/order'

/** The numbers on the "my" page; a part that failed to load is null and shows no number. */
export interface MySummary {
  orders: OrderCounts | null
  unread: number
  points: number | null
  coupons: number | null
  /** Usable gift card balance, cents. */
  giftBalance: number | null
}

export const EMPTY_SUMMARY: MySummary = { orders: null, unread: 0, points: null, coupons: null, giftBalance: null }

const quiet = { noTip: true } as const
const value = <T>(r: PromiseSettledResult<T>): T | null => (r.status === 'fulfilled' ? r.value : null)

export async function loadMySummary(): Promise<MySummary> {
  const [orders, unread, points, coupons, cards] = await Promise.allSettled([
    getOrderCounts(quiet),
    getUnreadMessageCount(quiet),
    getPointsInfo(quiet),
    getCouponList({ status: 'unused' }, quiet),
    getGiftCardList(quiet)
  ])
  return {
    orders: value(orders),
    unread: value(unread)?.count ?? 0,
    points: value(points)?.points ?? null,
    coupons: value(coupons)?.counts?.unused ?? null,
    giftBalance: value(cards)?.total_balance ?? null
  }
}

/**
 * The logged-in user's numbers, loaded again whenever the tab is shown (an order paid or a message read
 * elsewhere shows at once), together with the profile and pension totals in the profile store.
 */
export function useMySummary() {
  const isLogin = useAuthStore((s) => s.isLogin)
  const summary = usePageData(loadMySummary, [isLogin], { enabled: isLogin, refreshOnShow: true })
  useDidShow(() => {
    if (useAuthStore.getState().isLogin)
      void useProfileStore
        .getState()
        .loadProfile()
        .catch(() => undefined)
  })
  return { isLogin, summary: isLogin ? (summary.data ?? EMPTY_SUMMARY) : EMPTY_SUMMARY, reload: summary.reload }
}
