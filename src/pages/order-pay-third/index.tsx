import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderPayThirdPage() {
  return (
    <PageLayout page='order-pay-third'>
      <ComingSoon />
    </PageLayout>
  )
}
