import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function CustomerServicePage() {
  return (
    <PageLayout title='联系客服'>
      <ComingSoon />
    </PageLayout>
  )
}
