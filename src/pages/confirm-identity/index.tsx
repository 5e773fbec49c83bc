import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ConfirmIdentityPage() {
  return (
    <PageLayout title='确认身份信息'>
      <ComingSoon />
    </PageLayout>
  )
}
