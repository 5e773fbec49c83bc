import { Text, View } from '@tarojs/components'
import ArticleView from '@/components/article-view'
import LoadState from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { navigate } from '@/navigation'
import { getArticleInfo, getArticleList } from '@/services/api/article'
import type { ArticleSummary } from '@contract/schemas/article'
import './index.scss'
import { tapProps } from '@/components/menu-row'

/** The service agreement unless a link names another terms article (`?key=privacy-policy` or `?id=3`). */
export const DEFAULT_TERMS_KEY = 'service-terms'
const TERMS_COLUMN = 'terms'

const refOf = (a: ArticleSummary) => a.key ?? String(a.id)

/** Terms (spec: service-terms): the article from the terms column, rendered through the safe rich-text renderer. */
export default function ServiceTermsPage() {
  const params = usePageParams<'service-terms'>()
  const ref = params.key || params.id || DEFAULT_TERMS_KEY
  const article = usePageData(() => getArticleInfo({ id: ref }, { noTip: true }), [ref])
  const others = usePageData(() => getArticleList({ column: TERMS_COLUMN }, { noTip: true }), [])
  const related = (others.data?.list ?? []).filter((a) => refOf(a) !== ref && String(a.id) !== ref)

  const open = (a: ArticleSummary) => void navigate('service-terms', { key: refOf(a) })

  return (
    <PageLayout page='service-terms'>
      <LoadState of={article}>{(a) => <ArticleView article={a} block='terms' />}</LoadState>
      {related.length > 0 && (
        <View className='terms-more'>
          <View className='terms-more__title' role='heading' aria-level={2}>
            其他协议
          </View>
          {related.map((a) => (
            <View key={a.id} className='terms-more__item' {...tapProps()} onClick={() => open(a)}>
              <Text className='terms-more__name'>{a.title}</Text>
              <Text className='terms-more__arrow' aria-hidden='true'>
                ›
              </Text>
            </View>
          ))}
        </View>
      )}
    </PageLayout>
  )
}
