import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ServiceFeedbackPage() {
  return (
    <PageLayout title='意见反馈'>
      <ComingSoon />
    </PageLayout>
  )
}
