import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function PensionWithdrawalDetailPage() {
  return (
    <PageLayout page='pension-withdrawal-detail'>
      <ComingSoon />
    </PageLayout>
  )
}
