import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BindBankAccountPage() {
  return (
    <PageLayout title='绑定银行账户'>
      <ComingSoon />
    </PageLayout>
  )
}
