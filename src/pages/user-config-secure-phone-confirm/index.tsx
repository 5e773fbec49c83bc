import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function UserConfigSecurePhoneConfirmPage() {
  return (
    <PageLayout page='user-config-secure-phone-confirm'>
      <ComingSoon />
    </PageLayout>
  )
}
