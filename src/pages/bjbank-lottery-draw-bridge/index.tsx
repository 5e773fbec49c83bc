import BridgeState, { useBridge } from '@/components/bridge-runner'
import PageLayout from '@/components/page-layout'
import { pageUrl } from '@/navigation'
import { getPrizeDrawInfo } from '@/services/api/prize'
import { useAuthStore } from '@/stores/auth'
import { type PageParams } from '@/utils/route'

/** The activity the bank's link names (activity_id, activityId or id); 0 means the running one. */
export const activityFromParams = (p: PageParams) => Number(p.activity_id || p.activityId || p.id) || 0

function Runner() {
  const state = useBridge<{ activityId: number }>({
    expectUid: true,
    read: (params) => ({ activityId: activityFromParams(params) }),
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
