import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BjbankLotteryDrawBridgePage() {
  return (
    <PageLayout page='bjbank-lottery-draw-bridge'>
      <ComingSoon />
    </PageLayout>
  )
}
