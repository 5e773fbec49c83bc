import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function UserConfigSecurePage() {
  return (
    <PageLayout title='账户与安全'>
      <ComingSoon />
    </PageLayout>
  )
}
