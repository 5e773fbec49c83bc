import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ArticleDetailPage() {
  return (
    <PageLayout title='文章详情'>
      <ComingSoon />
    </PageLayout>
  )
}
