import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MessageListPage() {
  return (
    <PageLayout title='消息中心'>
      <ComingSoon />
    </PageLayout>
  )
}
