import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MeInvoicePage() {
  return (
    <PageLayout page='me-invoice'>
      <ComingSoon />
    </PageLayout>
  )
}
