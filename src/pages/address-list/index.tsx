import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function AddressListPage() {
  return (
    <PageLayout page='address-list'>
      <ComingSoon />
    </PageLayout>
  )
}
