import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import EmptyState from '@/components/empty-state'
import GoodsCard from '@/components/goods-card'
import { ListState, LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import Price from '@/components/price'
import SkuSheet from '@/components/sku-sheet'
import { useGiftCardName } from '@/hooks/use-gift-card-name'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { usePagedList } from '@/hooks/use-paged-list'
import { navigate, redirectTo } from '@/navigation'
import { getGiftCardGoodsList, getGoodsInfo } from '@/services/api/catalogue'
import { getGiftCardInfo } from '@/services/api/giftcard'
import type { GoodsInfo, GoodsListItem } from '@contract/schemas/goods'
import { hideLoading, showLoading } from '@/utils/feedback'
import { goHome } from '@/utils/route'
import { addLine, cardTotals, itemsParam, setLineQty, type CardLine } from './cart-logic'
import { CheckoutBar, PickedLines } from './parts'
import './index.scss'

const TAB_STOP = { tabindex: 0 } as Record<string, number>

// A card pays the SKU's own price: activity prices and badges would promise what checkout does not give.
const toCard = (g: GoodsListItem) => ({ ...g, kind: null, activity_price: null })

/** 购物卡购物车 (`?user_freeca_id=`): the goods the card buys, quantities, the total against its balance, checkout. */
export default function GiftCardCartPage() {
  const { user_freeca_id: raw } = usePageParams<'gift-card-cart'>()
  const cardId = /^\d{1,10}$/.test(raw ?? '') ? Number(raw) : 0
  const { name, visible } = useGiftCardName()
  const card = usePageData(() => getGiftCardInfo({ user_freeca_id: cardId }), [cardId], {
    refreshOnShow: true,
    enabled: visible && cardId > 0
  })
  const goods = usePagedList((q) => getGiftCardGoodsList({ user_freeca_id: cardId, ...q }), [cardId], {
    pageSize: 10,
    enabled: visible && cardId > 0
  })
  const [lines, setLines] = useState<CardLine[]>([])
  const [sheet, setSheet] = useState<GoodsInfo | null>(null)

  const choose = async (g: GoodsListItem) => {
    void showLoading()
    try {
      setSheet(await getGoodsInfo({ sku_id: g.sku_id }))
    } catch {
      // The server's message is on screen.
    } finally {
      hideLoading()
    }
  }

  const toCardList = () => void redirectTo('gift-card-list')
  if (!visible || !cardId)
    return (
      <PageLayout page='gift-card-cart'>
        {visible ? (
          <EmptyState title={`请先选择${name}`} actionText={`我的${name}`} onAction={toCardList} />
        ) : (
          <EmptyState title={`${name}功能暂未开放`} description='敬请期待' actionText='返回首页' onAction={goHome} />
        )}
      </PageLayout>
    )
  return (
    <PageLayout page='gift-card-cart' className='gift-card-cart'>
      <LoadState of={card}>
        {(c) => {
          if (c.status !== 1)
            return (
              <EmptyState
                title={`该${name}${c.status_text}`}
                description='请换一张可用的卡'
                actionText={`我的${name}`}
                onAction={toCardList}
              />
            )
          const totals = cardTotals(lines, c.balance)
          const checkout = () =>
            void navigate('order-confirm', { items: itemsParam(lines), from: 'buy', user_freeca_id: cardId })
          return (
            <View>
              <View className='gcc-card'>
                <Text className='gcc-card__name'>{name}</Text>
                <Text className='gcc-card__balance'>
                  可用余额 <Price cents={c.balance} size='large' />
                </Text>
                <Text className='gcc-card__scope'>{c.scope_text}，以下商品可用本卡支付</Text>
              </View>
              <PickedLines lines={lines} onQty={(id, q) => setLines((ls) => setLineQty(ls, id, q))} />
              <Text className='gcc-section'>可购商品</Text>
              <View className='gcc-goods-list'>
                <ListState of={goods} empty={{ title: `暂无可用${name}购买的商品` }}>
                  {(items) =>
                    items.map((g) => (
                      <View key={g.sku_id} className='gcc-goods'>
                        <GoodsCard goods={toCard(g)} onClick={() => void choose(g)} />
                        <View
                          className='gcc-goods__add'
                          role='button'
                          {...TAB_STOP}
                          aria-label={`选购 ${g.title}`}
                          onClick={() => void choose(g)}
                        >
                          <Text aria-hidden='true'>选购</Text>
                        </View>
                      </View>
                    ))
                  }
                </ListState>
              </View>
              <CheckoutBar totals={totals} balance={c.balance} onCheckout={checkout} />
            </View>
          )
        }}
      </LoadState>
      {sheet && (
        <SkuSheet
          visible
          goods={sheet}
          onClose={() => setSheet(null)}
          actions={[
            {
              text: '加入已选',
              onClick: (sku, qty) => {
                setLines((ls) => addLine(ls, sku, sheet.title, qty))
                setSheet(null)
              }
            }
          ]}
        />
      )}
    </PageLayout>
  )
}
