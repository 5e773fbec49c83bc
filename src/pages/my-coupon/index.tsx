import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MyCouponPage() {
  return (
    <PageLayout page='my-coupon'>
      <ComingSoon />
    </PageLayout>
  )
}
