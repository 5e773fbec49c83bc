import { count } from 'drizzle-orm'
import type { Db } from '../../client'
import { homeTemplates, themeConfigs } from '../../schema'
import type { HomeGlobalStyle, ThemeConfig } from '@contract/schemas/home'

/**
 * theme.config with the defaults of spec section 3; the footer is the app's tab bar. Written as a new shop's first
 * theme, and the fallback for any key a stored theme leaves out (catalogue/home.ts).
 */
export const DEFAULT_THEME: ThemeConfig = {
  primary_color: '#D4AC52',
  my_page_theme: 1,
  price_color: '#E5412F',
  submit_btn_color: '#D4AC52',
  pension_visible: true,
  pension_tag_theme: 2,
  gift_card_visible: true,
  gift_card_name: '购物卡',
  gift_card_name_suffix: '余额',
  pension_position: 1,
  supplier_visible: true,
  footer: [
    { text: '首页', page_path: 'pages/home/index', icon: 'home' },
    { text: '分类', page_path: 'pages/goods-category/index', icon: 'category' },
    { text: '购物车', page_path: 'pages/shopping-cart/index', icon: 'cart' },
    { text: '我的', page_path: 'pages/user-config/index', icon: 'my' }
  ]
}

/** The page style every home template carries (the console's 首页装修 starts from it). */
export const HOME_STYLE: HomeGlobalStyle = { pageConf: { bgColor: '#F6F6F6' }, useFooter: true, useHeader: true }

/** A new shop's home: no section at all, so the app shows its empty state until an operator publishes one. */
export const EMPTY_HOME = { name: '空白首页', globalStyle: JSON.stringify(HOME_STYLE), data: '{"components":[]}' }

/** Reference data of the site: the default theme and an empty home page. Idempotent: each only into an empty table. */
export async function seedSite(db: Db) {
  const [themes] = await db.select({ n: count() }).from(themeConfigs)
  if (Number(themes.n) === 0) await db.insert(themeConfigs).values({ config: DEFAULT_THEME, active: true })
  const [homes] = await db.select({ n: count() }).from(homeTemplates)
  if (Number(homes.n) === 0) await db.insert(homeTemplates).values({ ...EMPTY_HOME, active: true })
}
