import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function BindPensionCardnoPage() {
  return (
    <PageLayout title='绑定养老金卡号'>
      <ComingSoon />
    </PageLayout>
  )
}
