import { Text, View } from '@tarojs/components'
import SafeRichText from '@/components/rich-text'
import type { ArticleDetail } from '@contract/schemas/article'
import { formatTime } from '@/utils/format'

export interface ArticleViewProps {
  article: Pick<ArticleDetail, 'title' | 'updated_at' | 'content'>
  /** The class block of the page that styles it (`terms` gives terms, terms__title, terms__time, terms__body). */
  block: string
}

/** An article as a page shows it: its title as the page heading, when it was updated, the sanitised body. */
export default function ArticleView({ article, block }: ArticleViewProps) {
  return (
    <View className={block}>
      <View className={`${block}__title`} role='heading' aria-level={1}>
        {article.title}
      </View>
      <Text className={`${block}__time`}>更新于 {formatTime(article.updated_at, 'YYYY-MM-DD')}</Text>
      <SafeRichText className={`${block}__body`} html={article.content} />
    </View>
  )
}
