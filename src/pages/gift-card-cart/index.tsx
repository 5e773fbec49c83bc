import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function GiftCardCartPage() {
  return (
    <PageLayout title='购物卡购物车'>
      <ComingSoon />
    </PageLayout>
  )
}
