import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ServiceTermsPage() {
  return (
    <PageLayout page='service-terms'>
      <ComingSoon />
    </PageLayout>
  )
}
