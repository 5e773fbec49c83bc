import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ServiceFeedbackPage() {
  return (
    <PageLayout page='service-feedback'>
      <ComingSoon />
    </PageLayout>
  )
}
