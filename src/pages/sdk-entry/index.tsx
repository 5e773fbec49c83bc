import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function SdkEntryPage() {
  return (
    <PageLayout title='应用入口'>
      <ComingSoon />
    </PageLayout>
  )
}
