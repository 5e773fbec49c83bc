import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderApplyRefundPage() {
  return (
    <PageLayout page='order-apply-refund'>
      <ComingSoon />
    </PageLayout>
  )
}
