import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderDetailPage() {
  return (
    <PageLayout title='订单详情'>
      <ComingSoon />
    </PageLayout>
  )
}
