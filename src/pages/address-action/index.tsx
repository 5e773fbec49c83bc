import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function AddressActionPage() {
  return (
    <PageLayout title='编辑收货地址'>
      <ComingSoon />
    </PageLayout>
  )
}
