import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function CertificateListPage() {
  return (
    <PageLayout title='我的证书'>
      <ComingSoon />
    </PageLayout>
  )
}
