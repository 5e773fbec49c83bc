import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderPayPage() {
  return (
    <PageLayout title='订单支付'>
      <ComingSoon />
    </PageLayout>
  )
}
