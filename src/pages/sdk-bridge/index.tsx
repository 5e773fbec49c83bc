import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function SdkBridgePage() {
  return (
    <PageLayout page='sdk-bridge'>
      <ComingSoon />
    </PageLayout>
  )
}
