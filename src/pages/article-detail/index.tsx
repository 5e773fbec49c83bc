import { Text, View } from '@tarojs/components'
import EmptyState from '@/components/empty-state'
import LoadState from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import SafeRichText from '@/components/rich-text'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { getArticleInfo } from '@/services/api/article'
import { formatTime } from '@/utils/format'
import { goHome } from '@/utils/route'
import './index.scss'

/** An article or terms page: `?id=<number>` or `?key=service-terms`; the content is sanitised server HTML. */
export default function ArticleDetailPage() {
  const { id, key } = usePageParams()
  const ref = id || key || ''
  const article = usePageData(() => getArticleInfo({ id: ref }, { noTip: true }), [ref], { enabled: Boolean(ref) })
  return (
    <PageLayout page='article-detail'>
      {ref ? (
        <LoadState of={article}>
          {(a) => (
            <View className='article'>
              <View className='article__title' role='heading' aria-level={1}>
                {a.title}
              </View>
              <Text className='article__time'>更新于 {formatTime(a.updated_at, 'YYYY-MM-DD')}</Text>
              <SafeRichText className='article__body' html={a.content} />
            </View>
          )}
        </LoadState>
      ) : (
        <EmptyState title='文章不存在或已下线' actionText='返回首页' onAction={() => void goHome()} />
      )}
    </PageLayout>
  )
}
