import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function UserConfigSecurePhonePage() {
  return (
    <PageLayout title='更换手机号'>
      <ComingSoon />
    </PageLayout>
  )
}
