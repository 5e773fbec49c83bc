import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderPayPage() {
  return (
    <PageLayout page='order-pay'>
      <ComingSoon />
    </PageLayout>
  )
}
