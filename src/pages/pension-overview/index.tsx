import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function PensionOverviewPage() {
  return (
    <PageLayout title='养老金账户' requireLogin>
      <ComingSoon />
    </PageLayout>
  )
}
