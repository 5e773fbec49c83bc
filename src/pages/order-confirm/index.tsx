import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderConfirmPage() {
  return (
    <PageLayout title='确认订单'>
      <ComingSoon />
    </PageLayout>
  )
}
