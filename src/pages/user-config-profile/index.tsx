import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function UserConfigProfilePage() {
  return (
    <PageLayout title='个人资料'>
      <ComingSoon />
    </PageLayout>
  )
}
