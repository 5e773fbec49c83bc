import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MyOrderPage() {
  return (
    <PageLayout title='我的订单' requireLogin>
      <ComingSoon />
    </PageLayout>
  )
}
