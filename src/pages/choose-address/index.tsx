import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ChooseAddressPage() {
  return (
    <PageLayout title='选择收货地址'>
      <ComingSoon />
    </PageLayout>
  )
}
