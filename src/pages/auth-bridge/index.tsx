import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function AuthBridgePage() {
  return (
    <PageLayout title='认证结果'>
      <ComingSoon />
    </PageLayout>
  )
}
