import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function SdkBridgePage() {
  return (
    <PageLayout title='应用跳转'>
      <ComingSoon />
    </PageLayout>
  )
}
