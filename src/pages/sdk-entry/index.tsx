import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function SdkEntryPage() {
  return (
    <PageLayout page='sdk-entry'>
      <ComingSoon />
    </PageLayout>
  )
}
