import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BankBridgePage() {
  return (
    <PageLayout page='bank-bridge'>
      <ComingSoon />
    </PageLayout>
  )
}
