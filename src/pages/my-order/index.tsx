import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MyOrderPage() {
  return (
    <PageLayout page='my-order'>
      <ComingSoon />
    </PageLayout>
  )
}
