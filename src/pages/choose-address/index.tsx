import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ChooseAddressPage() {
  return (
    <PageLayout page='choose-address'>
      <ComingSoon />
    </PageLayout>
  )
}
