import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OrderDetailGroupPage() {
  return (
    <PageLayout title='拼团详情'>
      <ComingSoon />
    </PageLayout>
  )
}
