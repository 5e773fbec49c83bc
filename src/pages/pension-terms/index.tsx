import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function PensionTermsPage() {
  return (
    <PageLayout page='pension-terms'>
      <ComingSoon />
    </PageLayout>
  )
}
