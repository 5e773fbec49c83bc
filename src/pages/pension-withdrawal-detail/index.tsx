import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function PensionWithdrawalDetailPage() {
  return (
    <PageLayout title='提取详情'>
      <ComingSoon />
    </PageLayout>
  )
}
