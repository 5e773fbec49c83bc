import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function PensionWithdrawStatusPage() {
  return (
    <PageLayout title='提取结果'>
      <ComingSoon />
    </PageLayout>
  )
}
