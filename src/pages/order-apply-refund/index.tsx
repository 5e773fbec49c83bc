import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderApplyRefundPage() {
  return (
    <PageLayout title='申请退款'>
      <ComingSoon />
    </PageLayout>
  )
}
