import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function PensionOverviewPage() {
  return (
    <PageLayout page='pension-overview'>
      <ComingSoon />
    </PageLayout>
  )
}
