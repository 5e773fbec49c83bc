import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function GoodsCategoryPage() {
  return (
    <PageLayout page='goods-category'>
      <ComingSoon />
    </PageLayout>
  )
}
