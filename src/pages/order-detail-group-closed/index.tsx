import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderDetailGroupClosedPage() {
  return (
    <PageLayout title='拼团已结束'>
      <ComingSoon />
    </PageLayout>
  )
}
