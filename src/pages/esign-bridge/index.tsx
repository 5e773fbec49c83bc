import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function EsignBridgePage() {
  return (
    <PageLayout page='esign-bridge'>
      <ComingSoon />
    </PageLayout>
  )
}
