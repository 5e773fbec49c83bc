import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MyCouponPage() {
  return (
    <PageLayout title='我的优惠券' requireLogin>
      <ComingSoon />
    </PageLayout>
  )
}
