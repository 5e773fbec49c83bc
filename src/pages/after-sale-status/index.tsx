import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function AfterSaleStatusPage() {
  return (
    <PageLayout title='售后进度'>
      <ComingSoon />
    </PageLayout>
  )
}
