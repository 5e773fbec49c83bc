import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MeInvoiceReceiverPage() {
  return (
    <PageLayout title='收票人信息'>
      <ComingSoon />
    </PageLayout>
  )
}
