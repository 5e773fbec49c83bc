import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MeInvoiceApplyPage() {
  return (
    <PageLayout title='申请开票'>
      <ComingSoon />
    </PageLayout>
  )
}
