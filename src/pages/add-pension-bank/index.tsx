import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function AddPensionBankPage() {
  return (
    <PageLayout page='add-pension-bank'>
      <ComingSoon />
    </PageLayout>
  )
}
