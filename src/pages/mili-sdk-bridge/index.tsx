import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MiliSdkBridgePage() {
  return (
    <PageLayout title='第三方应用跳转'>
      <ComingSoon />
    </PageLayout>
  )
}
