import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function UserConfigSecureWechatPage() {
  return (
    <PageLayout page='user-config-secure-wechat'>
      <ComingSoon />
    </PageLayout>
  )
}
