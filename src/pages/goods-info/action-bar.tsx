import { Text, View } from '@tarojs/components'
import { Cart, Heart, HeartFill, Home, Service } from '@nutui/icons-react-taro'
import Price from '@/components/price'
import { usePageParams } from '@/hooks/use-page-params'
import { navigate, switchTab, type TabPageName } from '@/navigation'
import { cartBadgeText, useCartCountStore } from '@/stores/cart-count'
import './action-bar.scss'

export interface BarAction {
  text: string
  /** A price under the words (单独购买 / 发起拼团). */
  cents?: number
  primary?: boolean
  disabled?: boolean
  /** A toggle (到货提醒 / 已设置提醒): whether it is on, for screen readers. */
  pressed?: boolean
  onClick: () => void
}

interface ActionBarProps {
  collected: boolean
  onCollect: () => void
  actions: BarAction[]
}

const openTab = (name: TabPageName) => void switchTab(name).catch(() => undefined)

/** 首页 · 收藏 · 购物车 (with its count), then the page's two actions (加入购物车 / 立即购买 ...). */
export default function ActionBar({ collected, onCollect, actions }: ActionBarProps) {
  const badge = cartBadgeText(useCartCountStore((s) => s.num))
  const { sku_id } = usePageParams<'goods-info'>()
  return (
    <>
      <View className='goods-bar__spacer' aria-hidden='true' />
      <View className='goods-bar'>
        <View className='goods-bar__icon' role='link' onClick={() => openTab('home')}>
          <Home size={22} className='goods-bar__glyph' aria-hidden='true' />
          <Text>首页</Text>
        </View>
        {/* 在线客服, with this goods offered as a card (docs/decisions/0033-support-chat.md). */}
        <View
          className='goods-bar__icon goods-bar__service'
          role='link'
          onClick={() => void navigate('support-chat', sku_id ? { sku_id } : {})}
        >
          <Service size={22} className='goods-bar__glyph' aria-hidden='true' />
          <Text>客服</Text>
        </View>
        <View
          className={collected ? 'goods-bar__icon goods-bar__icon--on' : 'goods-bar__icon'}
          role='button'
          aria-pressed={collected ? 'true' : 'false'}
          aria-label={collected ? '已收藏' : '收藏'}
          onClick={onCollect}
        >
          {collected ? (
            <HeartFill size={22} className='goods-bar__glyph' aria-hidden='true' />
          ) : (
            <Heart size={22} className='goods-bar__glyph' aria-hidden='true' />
          )}
          <Text aria-hidden='true'>{collected ? '已收藏' : '收藏'}</Text>
        </View>
        <View
          className='goods-bar__icon'
          role='link'
          // The words on screen in their order (label, then the badge's count), then what the count means: axe's
          // label-in-name rule wants the visible text inside the name.
          aria-label={badge ? `购物车${badge}件商品` : '购物车'}
          onClick={() => openTab('shopping-cart')}
        >
          <Cart size={22} className='goods-bar__glyph' aria-hidden='true' />
          <Text aria-hidden='true'>购物车</Text>
          {badge && (
            <Text className='goods-bar__badge' aria-hidden='true'>
              {badge}
            </Text>
          )}
        </View>
        <View className='goods-bar__actions'>
          {actions.map((a) => (
            <View
              key={a.text}
              className={[
                'goods-bar__action',
                a.primary ? 'goods-bar__action--primary' : '',
                a.disabled ? 'goods-bar__action--off' : ''
              ]
                .filter(Boolean)
                .join(' ')}
              role='button'
              aria-disabled={a.disabled ? 'true' : undefined}
              aria-pressed={a.pressed === undefined ? undefined : a.pressed ? 'true' : 'false'}
              onClick={() => !a.disabled && a.onClick()}
            >
              {typeof a.cents === 'number' && <Price cents={a.cents} size='small' className='goods-bar__price' />}
              <Text>{a.text}</Text>
            </View>
          ))}
        </View>
      </View>
    </>
  )
}
