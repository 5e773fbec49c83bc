import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function AuthBridgePage() {
  return (
    <PageLayout page='auth-bridge'>
      <ComingSoon />
    </PageLayout>
  )
}
