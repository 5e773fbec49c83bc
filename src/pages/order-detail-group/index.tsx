import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderDetailGroupPage() {
  return (
    <PageLayout page='order-detail-group'>
      <ComingSoon />
    </PageLayout>
  )
}
