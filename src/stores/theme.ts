import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { pagePath } from '@/navigation'
import { STORE_KEYS } from '../constants/storage-keys'
import { getAppHome, getAppTheme } from '../services/api/app'
import { getGoodsActivities } from '../services/api/catalogue'
import type { SkuActivities } from '@contract/schemas/goods'
import type { FooterTab, HomeComponent, HomeGlobalStyle, ThemeConfig } from '@contract/schemas/home'
import { deriveThemeColors, readableOn, textOn } from '../utils/color'
import { isColor } from '../utils/validate'
import { pickValid, persistOptions } from './taro-storage'

/**
 * theme slice of spec section 3. Only `config` persists: the colours and footer are needed on the
 * first paint after a reload (no flash of the default gold before /app/home answers), and the CSS
 * variables are derived from it. The home template and its activities are refetched at every start.
 */
export interface HomeConf extends HomeGlobalStyle {
  components: HomeComponent[]
}

export interface ThemeState {
  config: ThemeConfig
  homeConf: HomeConf
  /** Activities of the goods the home template shows, keyed by sku_id. */
  homeConfGoodsActivities: Record<string, SkuActivities>
  /** The theme's CSS variables as one declaration string, for page roots (mini programs have no document). */
  globalCssProperties: string
  cssVars: Record<string, string>
}

interface ThemeActions {
  applyTheme: (config?: Partial<ThemeConfig>) => void
  loadHomeConf: () => Promise<void>
  /** The theme alone (/app/theme), for a launch on any page but home: the template is home's only. */
  loadTheme: () => Promise<void>
  setHomeConf: (globalStyle: unknown, data: unknown) => void
  setGoodsActivities: (list: SkuActivities[]) => void
}

export type ThemeStore = ThemeState & ThemeActions

const tabPath = (path: string) => path.replace(/^\//, '')

export const DEFAULT_FOOTER: FooterTab[] = [
  { text: '首页', page_path: tabPath(pagePath('home')), icon: 'home' },
  { text: '分类', page_path: tabPath(pagePath('goods-category')), icon: 'category' },
  { text: '购物车', page_path: tabPath(pagePath('shopping-cart')), icon: 'cart' },
  { text: '我的', page_path: tabPath(pagePath('user-config')), icon: 'my' }
]

export const THEME_CONFIG_DEFAULTS: ThemeConfig = {
  primary_color: '#D4AC52',
  my_page_theme: 1,
  price_color: '',
  submit_btn_color: '',
  pension_visible: true,
  pension_tag_theme: 2,
  gift_card_visible: true,
  gift_card_name: '购物卡',
  gift_card_name_suffix: '',
  pension_position: 1,
  supplier_visible: true,
  footer: DEFAULT_FOOTER
}

export const HOME_CONF_DEFAULTS: HomeConf = {
  components: [],
  pageConf: { bgColor: '' },
  useFooter: true,
  useHeader: true
}

/** Our variables plus NutUI's, so NutUI components follow the theme without a ConfigProvider. */
export function themeCssVars(config: ThemeConfig): Record<string, string> {
  const c = deriveThemeColors(config.primary_color, THEME_CONFIG_DEFAULTS.primary_color)
  const price = isColor(config.price_color) ? config.price_color : c.primary
  const submit = isColor(config.submit_btn_color) ? config.submit_btn_color : c.primary
  return {
    '--main': c.primary,
    '--primary-color': c.primary,
    '--sub-color': c.sub,
    '--light-color': c.light,
    // Prices and primary-coloured text are small text on white: the theme's hue, darkened to 4.5:1.
    '--price-color': readableOn(price) as string,
    '--primary-text': readableOn(c.primary) as string,
    // Labels on primary fills: the default gold is too light for white text (2.2:1).
    '--on-primary': textOn(c.primary),
    '--nutui-button-primary-color': textOn(c.primary),
    '--submit-btn-color': submit,
    '--nutui-color-primary': c.primary,
    // Outline and text-only primary buttons draw their label in this colour: keep it readable.
    '--nutui-button-primary-border-color': readableOn(c.primary) as string,
    '--nutui-color-primary-stop-1': c.sub,
    '--nutui-color-primary-stop-2': c.primary,
    '--nutui-color-primary-pressed': c.pressed,
    '--nutui-color-primary-light': c.light,
    '--nutui-color-primary-light-pressed': c.light,
    '--nutui-color-primary-disabled-special': c.light
  }
}

export function cssVarsToString(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([k, v]) => `${k}: ${v};`)
    .join(' ')
}

/** H5: the variables go on the document root, so every page and NutUI popup (portals) inherit them. */
function applyToDocument(vars: Record<string, string>): void {
  if (process.env.TARO_ENV === 'h5') {
    if (typeof document === 'undefined') return
    const root = document.documentElement
    for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v)
  }
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return null
  }
}

function derived(config: ThemeConfig): Pick<ThemeState, 'cssVars' | 'globalCssProperties'> {
  const cssVars = themeCssVars(config)
  return { cssVars, globalCssProperties: cssVarsToString(cssVars) }
}

type Persisted = Pick<ThemeState, 'config'>

let homeLoad: Promise<void> | null = null

export const useThemeStore = create<ThemeStore>()(
  persist(
    (set, get) => ({
      config: THEME_CONFIG_DEFAULTS,
      homeConf: HOME_CONF_DEFAULTS,
      homeConfGoodsActivities: {},
      ...derived(THEME_CONFIG_DEFAULTS),
      applyTheme: (patch) => {
        const merged = { ...get().config, ...pickValid(THEME_CONFIG_DEFAULTS, patch ?? {}) }
        if (!isColor(merged.primary_color)) merged.primary_color = THEME_CONFIG_DEFAULTS.primary_color
        const next = derived(merged)
        set({ config: merged, ...next })
        applyToDocument(next.cssVars)
      },
      loadTheme: async () => {
        get().applyTheme(await getAppTheme({ noTip: true, autoAuth: false }))
      },
      setHomeConf: (globalStyle, data) => set({ homeConf: parseHomeConf(globalStyle, data) }),
      setGoodsActivities: (list) => set({ homeConfGoodsActivities: activitiesBySku(list) }),
      loadHomeConf: () => {
        // Startup and the home page both ask at launch: one request serves both.
        homeLoad ??= (async () => {
          const home = await getAppHome({ noTip: true, autoAuth: false })
          if (home.theme) get().applyTheme(home.theme)
          get().setHomeConf(home.global_style, home.data)
          if (Array.isArray(home.goods_activities)) {
            get().setGoodsActivities(home.goods_activities)
            return
          }
          const skuIds = homeSkuIds(get().homeConf.components)
          if (skuIds.length)
            get().setGoodsActivities(await getGoodsActivities(skuIds, { noTip: true, autoAuth: false }))
        })().finally(() => (homeLoad = null))
        return homeLoad
      }
    }),
    {
      ...persistOptions<ThemeStore, Persisted>(STORE_KEYS.theme, { config: THEME_CONFIG_DEFAULTS }, (s) => ({
        config: s.config
      })),
      merge: (persisted, current) => {
        const config = {
          ...THEME_CONFIG_DEFAULTS,
          ...pickValid(THEME_CONFIG_DEFAULTS, (persisted as Persisted | null)?.config)
        }
        if (!isColor(config.primary_color)) config.primary_color = THEME_CONFIG_DEFAULTS.primary_color
        return { ...current, config, ...derived(config) }
      }
    }
  )
)

/** A template as stored (two JSON strings, or already parsed) made safe to render: unknown parts dropped. */
export function parseHomeConf(globalStyle: unknown, data: unknown): HomeConf {
  const style = pickValid(HOME_CONF_DEFAULTS, parseJson(globalStyle))
  const parsed = parseJson(data) as { components?: unknown } | null
  const components = Array.isArray(parsed?.components)
    ? (parsed.components as HomeComponent[]).filter((c) => c && typeof c === 'object' && 'type' in c)
    : []
  return { ...HOME_CONF_DEFAULTS, ...style, components }
}

export function activitiesBySku(list: unknown): Record<string, SkuActivities> {
  const map: Record<string, SkuActivities> = {}
  for (const item of Array.isArray(list) ? (list as SkuActivities[]) : [])
    if (item && item.sku_id) map[String(item.sku_id)] = item
  return map
}

/** Every sku_id the template's list components show. */
export function homeSkuIds(components: HomeComponent[]): number[] {
  const ids = new Set<number>()
  for (const c of components) {
    const options = (c as { inputProps?: { options?: unknown } }).inputProps?.options
    if (!Array.isArray(options)) continue
    for (const o of options) {
      const id = Number((o as { sku_id?: unknown })?.sku_id)
      if (Number.isInteger(id) && id > 0) ids.add(id)
    }
  }
  return [...ids]
}

/** Tab bar entries of the theme footer; the tab bar shows only when more than one is configured. */
export function useFooterTabs(): FooterTab[] {
  return useThemeStore((s) => s.config.footer)
}
