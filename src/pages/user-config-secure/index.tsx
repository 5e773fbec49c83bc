import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function UserConfigSecurePage() {
  return (
    <PageLayout page='user-config-secure'>
      <ComingSoon />
    </PageLayout>
  )
}
