import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function UserConfigSecureWechatPage() {
  return (
    <PageLayout title='微信绑定'>
      <ComingSoon />
    </PageLayout>
  )
}
