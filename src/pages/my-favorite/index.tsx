import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MyFavoritePage() {
  return (
    <PageLayout title='我的收藏' requireLogin>
      <ComingSoon />
    </PageLayout>
  )
}
