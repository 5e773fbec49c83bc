import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function WebviewPage() {
  return (
    <PageLayout title='身份核验'>
      <ComingSoon />
    </PageLayout>
  )
}
