import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MeInvoiceReceiverAddPage() {
  return (
    <PageLayout title='添加收票人'>
      <ComingSoon />
    </PageLayout>
  )
}
