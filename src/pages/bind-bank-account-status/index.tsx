import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BindBankAccountStatusPage() {
  return (
    <PageLayout page='bind-bank-account-status'>
      <ComingSoon />
    </PageLayout>
  )
}
