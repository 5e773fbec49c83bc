import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ApplyPensionWithdrawalPage() {
  return (
    <PageLayout title='申请养老金提取'>
      <ComingSoon />
    </PageLayout>
  )
}
