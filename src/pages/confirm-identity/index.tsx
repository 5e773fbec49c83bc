import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ConfirmIdentityPage() {
  return (
    <PageLayout page='confirm-identity'>
      <ComingSoon />
    </PageLayout>
  )
}
