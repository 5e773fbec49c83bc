import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function WestdexBridgePage() {
  return (
    <PageLayout title='合作方入口'>
      <ComingSoon />
    </PageLayout>
  )
}
