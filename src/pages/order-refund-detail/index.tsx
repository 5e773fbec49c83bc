import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderRefundDetailPage() {
  return (
    <PageLayout page='order-refund-detail'>
      <ComingSoon />
    </PageLayout>
  )
}
