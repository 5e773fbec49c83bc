import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderExpressPage() {
  return (
    <PageLayout page='order-express'>
      <ComingSoon />
    </PageLayout>
  )
}
