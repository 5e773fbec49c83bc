import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BindPensionAccountStatusPage() {
  return (
    <PageLayout title='养老金账户绑定结果'>
      <ComingSoon />
    </PageLayout>
  )
}
