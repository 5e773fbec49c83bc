import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function GoodsSearchPage() {
  return (
    <PageLayout page='goods-search'>
      <ComingSoon />
    </PageLayout>
  )
}
