import BridgeState, { useBridge } from '@/components/bridge-runner'
import { readBridgeState, saveBridgeState } from '@/components/bridge-runner/bridge-state'
import PageLayout from '@/components/page-layout'
import { pageUrl } from '@/navigation'
import { OPEN_ACCOUNT_KEYS } from '@/constants/storage-keys'
import { getPrizeDrawInfo } from '@/services/api/prize'
import { useAuthStore } from '@/stores/auth'
import { type PageParams } from '@/utils/route'

/** The activity the bank's link names (activity_id, activityId or id); 0 means the running one. */
export const activityFromParams = (p: PageParams) => Number(p.activity_id || p.activityId || p.id) || 0

/** The open-account session key `bjbank info` (spec section 3): what the bank's link carried. */
export interface BjbankInfo {
  activity_id: number
  business_no: string
}

/**
 * The activity to enter: the link's, kept as the session's bjbank info; a link without one (the page reloaded or
 * reopened after the bank's link was cut short) falls back to the bjbank info this session saved for this account.
 */
export function bjbankActivity(params: PageParams, uid: number | null): number {
  const fromLink = activityFromParams(params)
  if (fromLink) {
    const info: BjbankInfo = {
      activity_id: fromLink,
      business_no: String(params.businessNo || params.business_no || '')
    }
    saveBridgeState(OPEN_ACCOUNT_KEYS.bjbankInfo, info)
    return fromLink
  }
  const saved = readBridgeState<BjbankInfo>(OPEN_ACCOUNT_KEYS.bjbankInfo, uid)
  return saved.status === 'ok' ? Number(saved.data.activity_id) || 0 : 0
}

function Runner() {
  const state = useBridge<{ activityId: number }>({
    expectUid: true,
    read: (params) => ({ activityId: bjbankActivity(params, useAuthStore.getState().uid) }),
    run: async ({ activityId }) => {
      // Checked here so an ended or unknown activity stops on this page with the server's reason.
      const info = await getPrizeDrawInfo(activityId ? { activity_id: activityId } : {}, { noTip: true })
      return { target: pageUrl('opened-an-account-lottery', { activity_id: info.activity.id }) }
    }
  })
  return <BridgeState state={state} runningText='正在进入抽奖活动' />
}

/**
 * /bjbank-lottery-draw: where the bank's page sends a customer who opened an account. Visitors log in first
 * (registry `login`), then land on the opened-an-account lottery of the activity the link names.
 */
export default function BjbankLotteryDrawBridgePage() {
  const isLogin = useAuthStore((s) => s.isLogin)
  return <PageLayout page='bjbank-lottery-draw-bridge'>{isLogin && <Runner />}</PageLayout>
}
