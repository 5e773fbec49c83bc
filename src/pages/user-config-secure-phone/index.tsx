import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function UserConfigSecurePhonePage() {
  return (
    <PageLayout page='user-config-secure-phone'>
      <ComingSoon />
    </PageLayout>
  )
}
