import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MiddlePage() {
  return (
    <PageLayout title='身份核验'>
      <ComingSoon />
    </PageLayout>
  )
}
