import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function WechatBridgePage() {
  return (
    <PageLayout page='wechat-bridge'>
      <ComingSoon />
    </PageLayout>
  )
}
