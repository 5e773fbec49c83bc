import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MiliSdkBridgePage() {
  return (
    <PageLayout page='mili-sdk-bridge'>
      <ComingSoon />
    </PageLayout>
  )
}
