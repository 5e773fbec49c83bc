import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function GiftCardCartPage() {
  return (
    <PageLayout page='gift-card-cart'>
      <ComingSoon />
    </PageLayout>
  )
}
