import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function PromotionBankListPage() {
  return (
    <PageLayout title='开户银行列表'>
      <ComingSoon />
    </PageLayout>
  )
}
