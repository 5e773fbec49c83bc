import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OpenAccountLandingPage() {
  return (
    <PageLayout title='银行开户'>
      <ComingSoon />
    </PageLayout>
  )
}
