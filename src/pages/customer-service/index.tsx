import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function CustomerServicePage() {
  return (
    <PageLayout page='customer-service'>
      <ComingSoon />
    </PageLayout>
  )
}
