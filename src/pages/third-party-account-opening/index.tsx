import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ThirdPartyAccountOpeningPage() {
  return (
    <PageLayout title='第三方开户'>
      <ComingSoon />
    </PageLayout>
  )
}
