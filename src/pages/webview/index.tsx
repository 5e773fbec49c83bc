import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function WebviewPage() {
  return (
    <PageLayout page='webview'>
      <ComingSoon />
    </PageLayout>
  )
}
