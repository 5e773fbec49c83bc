import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function PensionWithdrawalExceptionPage() {
  return (
    <PageLayout title='提取异常'>
      <ComingSoon />
    </PageLayout>
  )
}
