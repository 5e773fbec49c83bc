import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function PointsRedemptionPage() {
  return (
    <PageLayout title='积分兑换'>
      <ComingSoon />
    </PageLayout>
  )
}
