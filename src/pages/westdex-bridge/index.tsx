import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function WestdexBridgePage() {
  return (
    <PageLayout page='westdex-bridge'>
      <ComingSoon />
    </PageLayout>
  )
}
