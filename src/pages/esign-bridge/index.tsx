import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function EsignBridgePage() {
  return (
    <PageLayout title='电子签约结果'>
      <ComingSoon />
    </PageLayout>
  )
}
