import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function EncryptedEntryPage() {
  return (
    <PageLayout page='encrypted-entry'>
      <ComingSoon />
    </PageLayout>
  )
}
