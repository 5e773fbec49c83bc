import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function ArticleDetailPage() {
  return (
    <PageLayout page='article-detail'>
      <ComingSoon />
    </PageLayout>
  )
}
