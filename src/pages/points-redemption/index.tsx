import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function PointsRedemptionPage() {
  return (
    <PageLayout page='points-redemption'>
      <ComingSoon />
    </PageLayout>
  )
}
