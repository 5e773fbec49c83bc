import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function GoodsInfoPage() {
  return (
    <PageLayout title='商品详情'>
      <ComingSoon />
    </PageLayout>
  )
}
