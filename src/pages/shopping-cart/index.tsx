import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ShoppingCartPage() {
  return (
    <PageLayout title='购物车' tabBar>
      <ComingSoon />
    </PageLayout>
  )
}
