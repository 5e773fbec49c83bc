import { Text, View } from '@tarojs/components'
import EmptyState from '@/components/empty-state'
import { usePageData } from '@/hooks/use-page-data'
import { redirectTo } from '@/navigation'
import { getCategoryList } from '@/services/api/catalogue'

interface NoResultsProps {
  filtered: boolean
  onClearFilters: () => void
  onSearchAgain: () => void
}

/** Nothing found: say so, offer to drop the filters or search again, and suggest categories to browse. */
export default function NoResults({ filtered, onClearFilters, onSearchAgain }: NoResultsProps) {
  const tree = usePageData(() => getCategoryList({ noTip: true }), [])
  const tops = (tree.data ?? []).filter((c) => c && c.name).slice(0, 8)
  return (
    <View className='goods-result__empty'>
      <EmptyState
        title='没有找到相关商品'
        description={filtered ? '试试放宽筛选条件' : '换个关键词试试，或看看这些分类'}
        actionText={filtered ? '清除筛选' : '重新搜索'}
        onAction={filtered ? onClearFilters : onSearchAgain}
      />
      {tops.length > 0 && (
        <View className='goods-result__suggest' role='region' aria-label='推荐分类'>
          <Text className='goods-result__suggest-title'>大家都在逛</Text>
          <View className='goods-result__chips'>
            {tops.map((c) => (
              <View
                key={c.id}
                className='goods-result__chip'
                role='link'
                onClick={() =>
                  void Promise.resolve(redirectTo('goods-search-result', { category_id: c.id, title: c.name })).catch(
                    () => undefined
                  )
                }
              >
                <Text>{c.name}</Text>
              </View>
            ))}
          </View>
        </View>
      )}
    </View>
  )
}
