import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ApplyPensionWithdrawalPage() {
  return (
    <PageLayout page='apply-pension-withdrawal'>
      <ComingSoon />
    </PageLayout>
  )
}
