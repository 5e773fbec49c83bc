import ArticleView from '@/components/article-view'
import EmptyState from '@/components/empty-state'
import LoadState from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { getArticleInfo } from '@/services/api/article'
import { goHome } from '@/utils/route'
import './index.scss'

/** An article or terms page: `?id=<number>` or `?key=service-terms`; the content is sanitised server HTML. */
export default function ArticleDetailPage() {
  const { id, key } = usePageParams<'article-detail'>()
  const ref = id || key || ''
  const article = usePageData(() => getArticleInfo({ id: ref }, { noTip: true }), [ref], { enabled: Boolean(ref) })
  return (
    <PageLayout page='article-detail'>
      {ref ? (
        <LoadState of={article}>{(a) => <ArticleView article={a} block='article' />}</LoadState>
      ) : (
        <EmptyState title='文章不存在或已下线' actionText='返回首页' onAction={() => void goHome()} />
      )}
    </PageLayout>
  )
}
