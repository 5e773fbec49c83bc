import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function UserConfigPage() {
  return (
    <PageLayout page='user-config'>
      <ComingSoon />
    </PageLayout>
  )
}
