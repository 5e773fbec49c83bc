import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function AddPensionBankPage() {
  return (
    <PageLayout title='添加养老金银行卡'>
      <ComingSoon />
    </PageLayout>
  )
}
