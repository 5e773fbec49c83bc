import { Text, View } from '@tarojs/components'
import type { GoodsSort } from '@contract/schemas/goods'
import type { SortTab } from './query'

interface SortBarProps {
  sort: GoodsSort
  filtered: boolean
  filterOpen: boolean
  onSort: (tab: SortTab) => void
  onFilter: () => void
}

const TABS: Array<{ tab: SortTab; text: string }> = [
  { tab: 'default', text: '综合' },
  { tab: 'sales', text: '销量' },
  { tab: 'price', text: '价格' },
  { tab: 'new', text: '新品' }
]

/** 综合 / 销量 / 价格 (tap again: the other direction) / 新品, and 筛选. */
export default function SortBar({ sort, filtered, filterOpen, onSort, onFilter }: SortBarProps) {
  return (
    <View className='goods-result__sort' role='toolbar' aria-label='排序和筛选'>
      {TABS.map(({ tab, text }) => {
        const active = tab === 'price' ? sort === 'price_asc' || sort === 'price_desc' : sort === tab
        const label =
          tab !== 'price' ? text : sort === 'price_asc' ? '价格从低到高' : sort === 'price_desc' ? '价格从高到低' : text
        return (
          <View
            key={tab}
            className={active ? 'goods-result__tab goods-result__tab--active' : 'goods-result__tab'}
            role='button'
            aria-pressed={active ? 'true' : 'false'}
            aria-label={label}
            onClick={() => onSort(tab)}
          >
            <Text>{text}</Text>
            {tab === 'price' && (
              <View className='goods-result__arrows' aria-hidden='true'>
                <View className={sort === 'price_asc' ? 'goods-result__up goods-result__up--on' : 'goods-result__up'} />
                <View
                  className={sort === 'price_desc' ? 'goods-result__down goods-result__down--on' : 'goods-result__down'}
                />
              </View>
            )}
          </View>
        )
      })}
      <View
        className={filtered ? 'goods-result__tab goods-result__tab--active' : 'goods-result__tab'}
        role='button'
        aria-expanded={filterOpen ? 'true' : 'false'}
        aria-label={filtered ? '筛选（已设置）' : '筛选'}
        onClick={onFilter}
      >
        <Text>筛选</Text>
      </View>
    </View>
  )
}
