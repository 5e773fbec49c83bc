import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderDetailPage() {
  return (
    <PageLayout page='order-detail'>
      <ComingSoon />
    </PageLayout>
  )
}
