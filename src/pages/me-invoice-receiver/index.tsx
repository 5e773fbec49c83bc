import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MeInvoiceReceiverPage() {
  return (
    <PageLayout page='me-invoice-receiver'>
      <ComingSoon />
    </PageLayout>
  )
}
