import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function PensionWithdrawStatusPage() {
  return (
    <PageLayout page='pension-withdraw-status'>
      <ComingSoon />
    </PageLayout>
  )
}
