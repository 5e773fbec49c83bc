import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function AddressActionPage() {
  return (
    <PageLayout page='address-action'>
      <ComingSoon />
    </PageLayout>
  )
}
