import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BindBankAccountPhonePage() {
  return (
    <PageLayout page='bind-bank-account-phone'>
      <ComingSoon />
    </PageLayout>
  )
}
