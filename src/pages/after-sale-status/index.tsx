import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function AfterSaleStatusPage() {
  return (
    <PageLayout page='after-sale-status'>
      <ComingSoon />
    </PageLayout>
  )
}
