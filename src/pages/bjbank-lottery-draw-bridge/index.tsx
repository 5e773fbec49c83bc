import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BjbankLotteryDrawBridgePage() {
  return (
    <PageLayout title='北京银行抽奖'>
      <ComingSoon />
    </PageLayout>
  )
}
