import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function UserConfigPage() {
  return (
    <PageLayout title='我的' tabBar>
      <ComingSoon />
    </PageLayout>
  )
}
