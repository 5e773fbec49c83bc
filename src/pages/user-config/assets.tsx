import { Text, View } from '@tarojs/components'
import type { ComponentType, ReactNode } from 'react'
import { Articles, Coupon, Gift, Heart, Location, Prices } from '@nutui/icons-react-taro'
import MenuRow, { MenuGroup, tapProps } from '@/components/menu-row'
import Price from '@/components/price'
import { type PageArgs, type PageName, navigate } from '@/navigation'
import type { MySummary } from './use-my-summary'

interface AssetItem {
  key: string
  label: string
  page: 'gift-card-list' | 'my-coupon' | 'points-redemption' | 'my-favorite' | 'address-list' | 'me-invoice'
  icon: ComponentType<{ className?: string }>
  /** Under the label in the grid, when there is a number. */
  value?: ReactNode
  /** The same number on its own, for the assets bar. */
  big?: ReactNode
}

const go = <N extends PageName>(name: N, ...args: PageArgs<N>) => void navigate(name, ...args)

/** The shopper's assets and personal lists; gift cards carry the theme's name and hide when the theme says so. */
export function assetItems(summary: MySummary, giftCard: { visible: boolean; name: string }): AssetItem[] {
  const { giftBalance: gift, coupons, points } = summary
  const items: AssetItem[] = [
    {
      key: 'gift',
      label: giftCard.name,
      page: 'gift-card-list',
      icon: Gift,
      value: gift === null ? undefined : <Price cents={gift} size='small' />,
      big: gift === null ? undefined : <Price cents={gift} />
    },
    {
      key: 'coupon',
      label: '优惠券',
      page: 'my-coupon',
      icon: Coupon,
      value: coupons === null ? undefined : `${coupons} 张`,
      big: coupons ?? undefined
    },
    {
      key: 'points',
      label: '积分',
      page: 'points-redemption',
      icon: Prices,
      value: points ?? undefined,
      big: points ?? undefined
    },
    { key: 'favorite', label: '我的收藏', page: 'my-favorite', icon: Heart },
    { key: 'address', label: '收货地址', page: 'address-list', icon: Location },
    { key: 'invoice', label: '我的发票', page: 'me-invoice', icon: Articles }
  ]
  return giftCard.visible ? items : items.filter((i) => i.key !== 'gift')
}

/** Layout 1: every asset as an icon tile in one grid. */
export function AssetGrid({ items }: { items: AssetItem[] }) {
  return (
    <View className='my-assets-grid'>
      {items.map((i) => {
        const Glyph = i.icon
        return (
          <View key={i.key} className='my-assets-grid__item' {...tapProps()} onClick={() => go(i.page)}>
            <Glyph className='my-assets-grid__icon' />
            <Text className='my-assets-grid__label'>{i.label}</Text>
            {i.value !== undefined && <View className='my-assets-grid__value'>{i.value}</View>}
          </View>
        )
      })}
    </View>
  )
}

export const COUNTED = ['gift', 'coupon', 'points']

/** Layout 2: the counted assets (gift cards, coupons, points) as big numbers in one bar. */
export function AssetBar({ items }: { items: AssetItem[] }) {
  return (
    <View className='my-assets-bar'>
      {items
        .filter((i) => COUNTED.includes(i.key))
        .map((i) => (
          <View key={i.key} className='my-assets-bar__item' {...tapProps()} onClick={() => go(i.page)}>
            <View className='my-assets-bar__value'>{i.big ?? '-'}</View>
            <Text className='my-assets-bar__label'>{i.label}</Text>
          </View>
        ))}
    </View>
  )
}

/** Layout 2: the personal lists (favourites, addresses, invoices) as rows. */
export function AssetRows({ items }: { items: AssetItem[] }) {
  return (
    <MenuGroup>
      {items
        .filter((i) => !COUNTED.includes(i.key))
        .map((i) => (
          <MenuRow key={i.key} title={i.label} onClick={() => go(i.page)} />
        ))}
    </MenuGroup>
  )
}
