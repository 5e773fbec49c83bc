import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function GiftCardListPage() {
  return (
    <PageLayout title='我的购物卡'>
      <ComingSoon />
    </PageLayout>
  )
}
