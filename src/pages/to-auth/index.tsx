import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ToAuthPage() {
  return (
    <PageLayout page='to-auth'>
      <ComingSoon />
    </PageLayout>
  )
}
