import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BindPensionCardnoPage() {
  return (
    <PageLayout page='bind-pension-cardno'>
      <ComingSoon />
    </PageLayout>
  )
}
