import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MessageListPage() {
  return (
    <PageLayout page='message-list'>
      <ComingSoon />
    </PageLayout>
  )
}
