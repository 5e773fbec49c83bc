import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function UserConfigProfilePage() {
  return (
    <PageLayout page='user-config-profile'>
      <ComingSoon />
    </PageLayout>
  )
}
