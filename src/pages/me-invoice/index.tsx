import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MeInvoicePage() {
  return (
    <PageLayout title='我的发票'>
      <ComingSoon />
    </PageLayout>
  )
}
