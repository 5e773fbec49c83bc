import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BindBankAccountPhonePage() {
  return (
    <PageLayout title='验证银行预留手机号'>
      <ComingSoon />
    </PageLayout>
  )
}
