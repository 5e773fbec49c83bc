import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function GoodsInfoPage() {
  return (
    <PageLayout page='goods-info'>
      <ComingSoon />
    </PageLayout>
  )
}
