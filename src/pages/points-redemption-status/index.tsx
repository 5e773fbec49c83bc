import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function PointsRedemptionStatusPage() {
  return (
    <PageLayout title='兑换结果'>
      <ComingSoon />
    </PageLayout>
  )
}
