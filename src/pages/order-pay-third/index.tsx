import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderPayThirdPage() {
  return (
    <PageLayout title='第三方支付'>
      <ComingSoon />
    </PageLayout>
  )
}
