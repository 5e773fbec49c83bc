import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ScanForPensionPage() {
  return (
    <PageLayout title='扫码领养老金'>
      <ComingSoon />
    </PageLayout>
  )
}
