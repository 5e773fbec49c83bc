import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function PensionWithdrawalExceptionPage() {
  return (
    <PageLayout page='pension-withdrawal-exception'>
      <ComingSoon />
    </PageLayout>
  )
}
