import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function PointsRedemptionStatusPage() {
  return (
    <PageLayout page='points-redemption-status'>
      <ComingSoon />
    </PageLayout>
  )
}
