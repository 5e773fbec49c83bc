import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ScanForPensionPage() {
  return (
    <PageLayout page='scan-for-pension'>
      <ComingSoon />
    </PageLayout>
  )
}
