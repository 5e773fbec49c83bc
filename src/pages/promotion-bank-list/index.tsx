import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function PromotionBankListPage() {
  return (
    <PageLayout page='promotion-bank-list'>
      <ComingSoon />
    </PageLayout>
  )
}
