import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderConfirmPage() {
  return (
    <PageLayout page='order-confirm'>
      <ComingSoon />
    </PageLayout>
  )
}
