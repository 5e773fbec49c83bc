import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MeInvoiceApplyPage() {
  return (
    <PageLayout page='me-invoice-apply'>
      <ComingSoon />
    </PageLayout>
  )
}
