import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BindPensionAccountStatusPage() {
  return (
    <PageLayout page='bind-pension-account-status'>
      <ComingSoon />
    </PageLayout>
  )
}
