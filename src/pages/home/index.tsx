import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function HomePage() {
  return (
    <PageLayout page='home'>
      <ComingSoon showHome={false} />
    </PageLayout>
  )
}
