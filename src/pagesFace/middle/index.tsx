import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MiddlePage() {
  return (
    <PageLayout page='pagesFace/middle'>
      <ComingSoon />
    </PageLayout>
  )
}
