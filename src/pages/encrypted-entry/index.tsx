import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function EncryptedEntryPage() {
  return (
    <PageLayout title='安全入口'>
      <ComingSoon />
    </PageLayout>
  )
}
