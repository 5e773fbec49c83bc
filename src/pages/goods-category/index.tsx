import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function GoodsCategoryPage() {
  return (
    <PageLayout title='商品分类' tabBar>
      <ComingSoon />
    </PageLayout>
  )
}
