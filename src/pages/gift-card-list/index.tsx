import { Text, View } from '@tarojs/components'
import EmptyState from '@/components/empty-state'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import Price from '@/components/price'
import { useGiftCardName } from '@/hooks/use-gift-card-name'
import { usePageData } from '@/hooks/use-page-data'
import { navigate } from '@/navigation'
import { getGiftCardList } from '@/services/api/giftcard'
import type { GiftCard } from '@contract/schemas/giftcard'
import { goHome } from '@/utils/route'
import { GiftCardItem } from './parts'
import './index.scss'

/** 我的购物卡: every card with balance, validity and ledger; 去使用 opens the goods the card buys. */
export default function GiftCardListPage() {
  const { name, visible } = useGiftCardName()
  const cards = usePageData(() => getGiftCardList(), [], { refreshOnShow: true, enabled: visible })
  const use = (card: GiftCard) => void navigate('gift-card-cart', { user_freeca_id: card.user_freeca_id })

  if (!visible)
    return (
      <PageLayout page='gift-card-list'>
        <EmptyState title={`${name}功能暂未开放`} description='敬请期待' actionText='返回首页' onAction={goHome} />
      </PageLayout>
    )
  return (
    <PageLayout page='gift-card-list' className='gift-card-list'>
      <LoadState
        of={cards}
        skeleton='list'
        isEmpty={(d) => d.list.length === 0}
        empty={{
          title: `暂无可用的${name}`,
          description: `获得的${name}会显示在这里`,
          actionText: '去逛逛',
          onAction: goHome
        }}
      >
        {(d) => (
          <View>
            <View className='gc-total'>
              <Text className='gc-total__name'>{name}</Text>
              <View className='gc-total__sum'>
                <Text className='gc-total__label'>可用合计</Text>
                <Price cents={d.total_balance} size='large' />
              </View>
              <Text className='gc-total__hint'>
                共 {d.list.length} 张，下单时可选择{name}支付
              </Text>
            </View>
            <View className='gift-card-list__cards'>
              {d.list.map((c) => (
                <GiftCardItem key={c.user_freeca_id} card={c} name={name} onUse={use} />
              ))}
            </View>
          </View>
        )}
      </LoadState>
    </PageLayout>
  )
}
