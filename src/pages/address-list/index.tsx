import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function AddressListPage() {
  return (
    <PageLayout title='收货地址' requireLogin>
      <ComingSoon />
    </PageLayout>
  )
}
