import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BindBankAccountStatusPage() {
  return (
    <PageLayout title='银行账户绑定结果'>
      <ComingSoon />
    </PageLayout>
  )
}
