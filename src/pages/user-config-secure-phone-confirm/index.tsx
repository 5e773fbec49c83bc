import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function UserConfigSecurePhoneConfirmPage() {
  return (
    <PageLayout title='验证新手机号'>
      <ComingSoon />
    </PageLayout>
  )
}
