import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BindPensionAccountPage() {
  return (
    <PageLayout title='绑定养老金账户'>
      <ComingSoon />
    </PageLayout>
  )
}
