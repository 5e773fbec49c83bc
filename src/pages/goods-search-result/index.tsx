import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function GoodsSearchResultPage() {
  return (
    <PageLayout title='搜索结果'>
      <ComingSoon />
    </PageLayout>
  )
}
