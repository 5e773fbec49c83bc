import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MeInvoiceReceiverAddPage() {
  return (
    <PageLayout page='me-invoice-receiver-add'>
      <ComingSoon />
    </PageLayout>
  )
}
