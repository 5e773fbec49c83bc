import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ServiceTermsPage() {
  return (
    <PageLayout title='服务条款'>
      <ComingSoon />
    </PageLayout>
  )
}
