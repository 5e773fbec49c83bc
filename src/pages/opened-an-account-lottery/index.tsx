import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OpenedAnAccountLotteryPage() {
  return (
    <PageLayout title='开户抽奖'>
      <ComingSoon />
    </PageLayout>
  )
}
