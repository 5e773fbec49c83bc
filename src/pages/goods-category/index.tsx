import { ScrollView, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import CategoryIcon from '@/components/category-icon'
import { SHOP_PREPARING } from '@/components/empty-state'
import GoodsCard from '@/components/goods-card'
import { ListState, LoadState } from '@/components/load-state'
import Loading from '@/components/loading'
import PageLayout from '@/components/page-layout'
import SearchEntry, { stickyTop } from '@/components/search-entry'
import { usePageData } from '@/hooks/use-page-data'
import { usePagedList } from '@/hooks/use-paged-list'
import { useShopEmpty } from '@/features/catalogue/shop-empty'
import { navigate } from '@/navigation'
import { getCategoryList, searchGoods } from '@/services/api/catalogue'
import { imageUrl } from '@/utils/image'
import type { CategoryNode } from '@contract/schemas/goods'
import './index.scss'

/** The uploaded icon at the size the side column shows it ('' for none: the placeholder). */
const iconUrl = (c: CategoryNode) => imageUrl({ picture: c.picture, image: c.icon }, 'icon')

const openGoods = (skuId: number) => void navigate('goods-info', { sku_id: skuId }).catch(() => undefined)

function CategoryGoods({ top }: { top: CategoryNode }) {
  // The top category itself means all of its sub-categories (the server includes them).
  const [sub, setSub] = useState<number>(top.id)
  const categoryId = top.children.some((c) => c.id === sub) ? sub : top.id
  const list = usePagedList((page) => searchGoods({ category_id: categoryId, ...page }, { noTip: true }), [categoryId])
  const choose = (id: number) => {
    setSub(id)
    void Promise.resolve(Taro.pageScrollTo({ scrollTop: 0, duration: 0 })).catch(() => undefined)
  }
  const chips = [{ id: top.id, name: '全部' }, ...top.children]
  // An empty category of a shop that sells nothing at all is the shop's empty state, not the category's.
  const shopEmpty = useShopEmpty(list.loaded && list.items.length === 0 && !list.error)
  return (
    <View className='goods-category__main'>
      {top.children.length > 0 && (
        <View className='goods-category__subs' role='radiogroup' aria-label={`${top.name}的子分类`}>
          {chips.map((c) => (
            <View
              key={c.id}
              className={c.id === categoryId ? 'goods-category__sub goods-category__sub--on' : 'goods-category__sub'}
              role='radio'
              aria-checked={c.id === categoryId ? 'true' : 'false'}
              onClick={() => choose(c.id)}
            >
              <Text>{c.name}</Text>
            </View>
          ))}
        </View>
      )}
      {shopEmpty === undefined ? (
        <Loading block />
      ) : (
        <ListState
          of={list}
          empty={
            shopEmpty
              ? SHOP_PREPARING
              : {
                  title: '该分类暂无商品',
                  description: '看看其他分类吧',
                  actionText: '去搜索',
                  onAction: () => void navigate('goods-search').catch(() => undefined)
                }
          }
        >
          {(items) =>
            items.map((g) => (
              <GoodsCard
                key={g.spu_id}
                className='goods-category__card'
                goods={g}
                onClick={() => openGoods(g.sku_id)}
              />
            ))
          }
        </ListState>
      )}
    </View>
  )
}

export default function GoodsCategoryPage() {
  const tree = usePageData(() => getCategoryList({ noTip: true }), [])
  const [chosen, setChosen] = useState<number | null>(null)
  return (
    <PageLayout page='goods-category'>
      <SearchEntry sticky />
      {/* No category yet (a new shop): the shop's empty state, not an empty side bar. */}
      <LoadState of={tree} isEmpty={(tops) => !tops.some((c) => c && c.name)} empty={SHOP_PREPARING}>
        {(tops) => {
          const valid = tops.filter((c) => c && c.name)
          const top = valid.find((c) => c.id === chosen) ?? valid[0]
          return (
            <View className='goods-category'>
              <ScrollView
                className='goods-category__side'
                scrollY
                // Below the sticky search box: its height is a tap target plus its padding.
                style={{ top: `calc(${stickyTop()} + var(--tap-min) + 2 * var(--space-sm))` }}
              >
                <View role='tablist' aria-label='商品分类'>
                  {valid.map((c) => (
                    <View
                      key={c.id}
                      className={
                        c.id === top.id ? 'goods-category__top goods-category__top--on' : 'goods-category__top'
                      }
                      role='tab'
                      aria-selected={c.id === top.id ? 'true' : 'false'}
                      // With icons the column scrolls on a phone: each tab is a keyboard stop, so it can be reached.
                      {...({ tabindex: 0 } as Record<string, number>)}
                      onClick={() => {
                        setChosen(c.id)
                        void Promise.resolve(Taro.pageScrollTo({ scrollTop: 0, duration: 0 })).catch(() => undefined)
                      }}
                    >
                      <CategoryIcon className='goods-category__icon' src={iconUrl(c)} name={c.name} />
                      <Text className='goods-category__name'>{c.name}</Text>
                    </View>
                  ))}
                </View>
              </ScrollView>
              {top && <CategoryGoods key={top.id} top={{ ...top, children: top.children ?? [] }} />}
            </View>
          )
        }}
      </LoadState>
    </PageLayout>
  )
}
