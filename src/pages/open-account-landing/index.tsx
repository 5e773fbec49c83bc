import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OpenAccountLandingPage() {
  return (
    <PageLayout page='open-account-landing'>
      <ComingSoon />
    </PageLayout>
  )
}
