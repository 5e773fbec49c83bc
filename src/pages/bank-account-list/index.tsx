import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BankAccountListPage() {
  return (
    <PageLayout page='bank-account-list'>
      <ComingSoon />
    </PageLayout>
  )
}
