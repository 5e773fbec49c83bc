import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function GoodsSearchResultPage() {
  return (
    <PageLayout page='goods-search-result'>
      <ComingSoon />
    </PageLayout>
  )
}
