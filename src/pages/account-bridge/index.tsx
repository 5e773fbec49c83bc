import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function AccountBridgePage() {
  return (
    <PageLayout title='账户跳转'>
      <ComingSoon />
    </PageLayout>
  )
}
