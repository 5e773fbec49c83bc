import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ChoosePensionBankPage() {
  return (
    <PageLayout title='选择养老金银行'>
      <ComingSoon />
    </PageLayout>
  )
}
