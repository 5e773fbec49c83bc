import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function PensionTermsPage() {
  return (
    <PageLayout title='养老金服务协议'>
      <ComingSoon />
    </PageLayout>
  )
}
