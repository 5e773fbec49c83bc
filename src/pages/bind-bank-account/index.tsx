import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BindBankAccountPage() {
  return (
    <PageLayout page='bind-bank-account'>
      <ComingSoon />
    </PageLayout>
  )
}
