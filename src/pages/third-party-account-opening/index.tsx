import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ThirdPartyAccountOpeningPage() {
  return (
    <PageLayout page='third-party-account-opening'>
      <ComingSoon />
    </PageLayout>
  )
}
