import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MeInvoiceListPage() {
  return (
    <PageLayout title='发票列表' requireLogin>
      <ComingSoon />
    </PageLayout>
  )
}
