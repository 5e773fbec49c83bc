import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderExpressPage() {
  return (
    <PageLayout title='物流详情'>
      <ComingSoon />
    </PageLayout>
  )
}
