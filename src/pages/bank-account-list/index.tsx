import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BankAccountListPage() {
  return (
    <PageLayout title='我的银行账户'>
      <ComingSoon />
    </PageLayout>
  )
}
