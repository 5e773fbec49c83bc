import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function GiftCardListPage() {
  return (
    <PageLayout page='gift-card-list'>
      <ComingSoon />
    </PageLayout>
  )
}
