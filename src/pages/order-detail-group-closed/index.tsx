import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderDetailGroupClosedPage() {
  return (
    <PageLayout page='order-detail-group-closed'>
      <ComingSoon />
    </PageLayout>
  )
}
