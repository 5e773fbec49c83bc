import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Cart, Category, Home, User } from '@nutui/icons-react-taro'
import { useEffect, type ComponentType } from 'react'
import { pagePath } from '@/navigation'
import { cartBadgeText, useCartCountStore } from '@/stores/cart-count'
import { useFooterTabs, useThemeStore } from '@/stores/theme'
import type { FooterTab } from '@contract/schemas/home'
import { getCurrentRoute } from '@/utils/route'
import './index.scss'

type IconComponent = ComponentType<{ size?: number | string; className?: string }>

/** Icon names the theme footer uses; an unknown name shows the text alone rather than a wrong glyph. */
const ICONS: Record<string, IconComponent> = { home: Home, category: Category, cart: Cart, my: User, user: User }

export interface TabBarProps {
  /** Path of the page showing the bar; defaults to the current page. */
  current?: string
  /** Reserve the bar's height at the page's foot (H5 pages, page-layout's padding); mini programs need none. */
  placeholder?: boolean
}

const normalize = (path: string) => `/${path.split('?')[0].replace(/^\/+/, '')}`

/** Footer entries from the API may be partial: keep those that can be drawn and navigated to. */
function usableTabs(tabs: unknown): FooterTab[] {
  if (!Array.isArray(tabs)) return []
  return tabs.filter(
    (t): t is FooterTab => !!t && typeof t.text === 'string' && typeof t.page_path === 'string' && t.page_path !== ''
  )
}

async function openTab(path: string): Promise<void> {
  try {
    await Taro.switchTab({ url: path })
  } catch {
    // The footer may name a page that is not a registered tab page; reLaunch opens any page.
    await Taro.reLaunch({ url: path }).catch(() => undefined)
  }
}

/**
 * The tab bar of the theme's footer, shown only when more than one tab is configured (spec section 2).
 * Used by src/custom-tab-bar in mini programs and by the page layout on H5, which ignores custom-tab-bar.
 * It sets the theme variables itself: in mini programs it is not inside the page's root element.
 */
export default function TabBar({ current, placeholder = false }: TabBarProps) {
  const tabs = usableTabs(useFooterTabs())
  const cssVars = useThemeStore((s) => s.cssVars)
  const badge = cartBadgeText(useCartCountStore((s) => s.num))
  useEffect(() => void useCartCountStore.getState().ensure(), [])
  if (tabs.length <= 1) return null
  const active = normalize(current ?? getCurrentRoute())
  return (
    <View className={placeholder ? 'tab-bar tab-bar--in-page' : 'tab-bar'} style={cssVars}>
      {/* Site navigation: each entry is a link, the page on screen marked aria-current. */}
      <View className='tab-bar__fixed' role='navigation' aria-label='主导航'>
        {tabs.map((tab) => {
          const path = normalize(tab.page_path)
          const selected = path === active
          const Icon = ICONS[tab.icon]
          const count = path === pagePath('shopping-cart') ? badge : ''
          return (
            <View
              key={path}
              className={selected ? 'tab-bar__item tab-bar__item--active' : 'tab-bar__item'}
              role='link'
              aria-current={selected ? 'page' : undefined}
              // The name starts with the words on screen, then the count the badge shows (axe: label in name).
              aria-label={count ? `${tab.text}${count}件商品` : undefined}
              onClick={() => {
                if (!selected) void openTab(path)
              }}
            >
              {Icon && <Icon size={22} className='tab-bar__icon' />}
              <Text className='tab-bar__text'>{tab.text}</Text>
              {count && (
                <Text className='tab-bar__badge' aria-hidden='true'>
                  {count}
                </Text>
              )}
            </View>
          )
        })}
      </View>
    </View>
  )
}
