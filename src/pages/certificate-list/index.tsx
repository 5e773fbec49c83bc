import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function CertificateListPage() {
  return (
    <PageLayout page='certificate-list'>
      <ComingSoon />
    </PageLayout>
  )
}
