import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function GoodsSearchPage() {
  return (
    <PageLayout title='商品搜索'>
      <ComingSoon />
    </PageLayout>
  )
}
