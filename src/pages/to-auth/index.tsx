import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ToAuthPage() {
  return (
    <PageLayout title='实名认证'>
      <ComingSoon />
    </PageLayout>
  )
}
