import { View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import EmptyState, { SHOP_PREPARING } from '@/components/empty-state'
import GoodsCard from '@/components/goods-card'
import Loading from '@/components/loading'
import { ListState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import SearchEntry, { stickyTop } from '@/components/search-entry'
import { usePageParams } from '@/hooks/use-page-params'
import { usePagedList } from '@/hooks/use-paged-list'
import { useShopEmpty } from '@/features/catalogue/shop-empty'
import { navigate } from '@/navigation'
import { searchGoods } from '@/services/api/catalogue'
import type { GoodsListItem, GoodsSort } from '@contract/schemas/goods'
import FilterPanel from './filter-panel'
import { baseQuery, hasFilters, nextSort, searchParams, type Filters } from './query'
import SortBar from './sort-bar'
import NoResults from './suggestions'
import { GROUP_ID, useWindowedGroups } from './use-windowed-groups'
import { GROUP_SIZE, groupsOf } from './windowing'
import './index.scss'

const openGoods = (g: GoodsListItem) => void navigate('goods-info', { sku_id: g.sku_id }).catch(() => undefined)

export default function GoodsSearchResultPage() {
  const params = usePageParams<'goods-search-result'>()
  const { base, kind } = useMemo(() => baseQuery(params), [params])
  const [sort, setSort] = useState<GoodsSort>('default')
  const [filters, setFilters] = useState<Filters>({ kind })
  const [filterOpen, setFilterOpen] = useState(false)
  const deps = [sort, filters.price_min, filters.price_max, filters.kind]
  const list = usePagedList(
    (page) => searchGoods({ ...searchParams(base, sort, filters), ...page }, { noTip: true }),
    deps,
    { pageSize: GROUP_SIZE }
  )
  const none = list.loaded && list.items.length === 0 && !list.error
  // No match in a shop that sells nothing at all: the shop's empty state, not "try another keyword".
  const shopEmpty = useShopEmpty(none)
  const groups = groupsOf(list.items)
  const win = useWindowedGroups(groups.length, deps)

  const searchAgain = () =>
    void Promise.resolve(navigate('goods-search', base.keyword ? { keyword: base.keyword } : {})).catch(() => undefined)

  return (
    <PageLayout page='goods-search-result'>
      <View className='goods-result__top' style={{ top: stickyTop() }}>
        <SearchEntry keyword={base.keyword} placeholder={base.title || '搜索商品'} />
        <SortBar
          sort={sort}
          filtered={hasFilters(filters)}
          filterOpen={filterOpen}
          onSort={(tab) => setSort((s) => nextSort(s, tab))}
          onFilter={() => setFilterOpen((o) => !o)}
        />
        {filterOpen && (
          <FilterPanel
            filters={filters}
            onApply={(f) => {
              setFilters(f)
              setFilterOpen(false)
            }}
          />
        )}
      </View>
      {filterOpen && <View className='goods-result__mask' aria-hidden='true' onClick={() => setFilterOpen(false)} />}
      {none && shopEmpty === undefined ? (
        <Loading block />
      ) : shopEmpty ? (
        <EmptyState {...SHOP_PREPARING} />
      ) : none ? (
        <NoResults filtered={hasFilters(filters)} onClearFilters={() => setFilters({})} onSearchAgain={searchAgain} />
      ) : (
        <ListState of={list}>
          {() => (
            <View className='goods-result__groups'>
              {groups.map((group, i) =>
                win.drawn(i) ? (
                  <View key={i} id={`${GROUP_ID}${i}`} className='goods-result__group'>
                    {group.map((g) => (
                      <GoodsCard key={g.spu_id} className='goods-result__card' goods={g} onClick={() => openGoods(g)} />
                    ))}
                  </View>
                ) : (
                  <View key={i} className='goods-result__spacer' style={{ height: `${win.height(i)}px` }} />
                )
              )}
            </View>
          )}
        </ListState>
      )}
    </PageLayout>
  )
}
