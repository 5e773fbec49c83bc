import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { ComponentType } from 'react'
import { Articles, Coupon, Gift, Heart, Location, Prices } from '@nutui/icons-react-taro'
import MenuRow, { MenuGroup } from '@/components/menu-row'
import { PAGES } from '@/constants/pages'
import type { MySummary } from './use-my-summary'

interface AssetItem {
  key: string
  label: string
  url: string
  icon: ComponentType<{ className?: string }>
  /** The number under the label, when there is one. */
  value?: string
}

const go = (url: string) => void Taro.navigateTo({ url })
const num = (v: number | null, unit = '') => (v === null ? undefined : `${v}${unit}`)

/** The shopper's assets and personal lists; gift cards carry the theme's name and hide when the theme says so. */
export function assetItems(summary: MySummary, giftCard: { visible: boolean; name: string }): AssetItem[] {
  const items: AssetItem[] = [
    { key: 'gift', label: giftCard.name, url: PAGES.giftCardList, icon: Gift, value: num(summary.giftCards, ' 张') },
    { key: 'coupon', label: '优惠券', url: PAGES.myCoupon, icon: Coupon, value: num(summary.coupons, ' 张') },
    { key: 'points', label: '积分', url: PAGES.pointsRedemption, icon: Prices, value: num(summary.points) },
    { key: 'favorite', label: '我的收藏', url: PAGES.myFavorite, icon: Heart },
    { key: 'address', label: '收货地址', url: PAGES.addressList, icon: Location },
    { key: 'invoice', label: '我的发票', url: PAGES.meInvoice, icon: Articles }
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
          <View
            key={i.key}
            className='my-assets-grid__item'
            role='link'
            aria-label={i.value ? `${i.label}，${i.value}` : i.label}
            onClick={() => go(i.url)}
          >
            <Glyph className='my-assets-grid__icon' />
            <Text className='my-assets-grid__label'>{i.label}</Text>
            {i.value && <Text className='my-assets-grid__value'>{i.value}</Text>}
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
          <View
            key={i.key}
            className='my-assets-bar__item'
            role='link'
            aria-label={i.value ? `${i.label}，${i.value}` : i.label}
            onClick={() => go(i.url)}
          >
            <Text className='my-assets-bar__value'>{i.value?.replace(' 张', '') ?? '-'}</Text>
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
          <MenuRow key={i.key} title={i.label} onClick={() => go(i.url)} />
        ))}
    </MenuGroup>
  )
}
