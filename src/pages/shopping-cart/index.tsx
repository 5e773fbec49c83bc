import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ShoppingCartPage() {
  return (
    <PageLayout page='shopping-cart'>
      <ComingSoon />
    </PageLayout>
  )
}
