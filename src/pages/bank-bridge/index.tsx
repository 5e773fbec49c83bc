import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BankBridgePage() {
  return (
    <PageLayout title='银行跳转'>
      <ComingSoon />
    </PageLayout>
  )
}
