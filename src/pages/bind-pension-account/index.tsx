import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BindPensionAccountPage() {
  return (
    <PageLayout page='bind-pension-account'>
      <ComingSoon />
    </PageLayout>
  )
}
