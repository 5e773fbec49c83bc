import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ChoosePensionBankPage() {
  return (
    <PageLayout page='choose-pension-bank'>
      <ComingSoon />
    </PageLayout>
  )
}
