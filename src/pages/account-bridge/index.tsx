import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function AccountBridgePage() {
  return (
    <PageLayout page='account-bridge'>
      <ComingSoon />
    </PageLayout>
  )
}
