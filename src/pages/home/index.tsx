import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function HomePage() {
  return (
    <PageLayout title='首页' tabBar>
      <ComingSoon showHome={false} />
    </PageLayout>
  )
}
