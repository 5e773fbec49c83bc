import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function OpenedAnAccountLotteryPage() {
  return (
    <PageLayout page='opened-an-account-lottery'>
      <ComingSoon />
    </PageLayout>
  )
}
