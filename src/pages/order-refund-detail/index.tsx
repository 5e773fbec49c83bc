import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderRefundDetailPage() {
  return (
    <PageLayout title='退款详情'>
      <ComingSoon />
    </PageLayout>
  )
}
