import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function WechatBridgePage() {
  return (
    <PageLayout title='微信授权'>
      <ComingSoon />
    </PageLayout>
  )
}
