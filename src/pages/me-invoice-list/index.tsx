import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MeInvoiceListPage() {
  return (
    <PageLayout page='me-invoice-list'>
      <ComingSoon />
    </PageLayout>
  )
}
