import type { SkuActivities } from './goods'

/** One tab of the footer (tab bar). page_path has no leading slash, as in app.config. */
export interface FooterTab {
  text: string
  page_path: string
  /** NutUI icon name. */
  icon: string
}

/** theme.config of spec section 3. Colours are # plus 6 hex digits. */
export interface ThemeConfig {
  primary_color: string
  my_page_theme: number
  price_color: string
  submit_btn_color: string
  pension_visible: boolean
  pension_tag_theme: number
  gift_card_visible: boolean
  gift_card_name: string
  gift_card_name_suffix: string
  pension_position: number
  supplier_visible: boolean
  footer: FooterTab[]
}

/** A list component's options hold the sku_id values it shows. */
export interface HomeGoodsOption {
  sku_id: number
}

export interface HomeSpuListComponent {
  type: 'spu-list'
  inputProps: { title: string; more_text?: string; more_link?: string; kind?: number; options: HomeGoodsOption[] }
}

export interface HomeWaterfallComponent {
  type: 'goods-waterfall'
  inputProps: { title: string; options: HomeGoodsOption[] }
}

export interface HomeSwiperNavComponent {
  type: 'home-swiper-nav'
  inputProps: {
    theme: number
    banners: Array<{ image: string; link: string; title: string; enabled?: boolean }>
    navs: Array<{ title: string; icon: string; link: string }>
  }
}

export type HomeComponent = HomeSpuListComponent | HomeWaterfallComponent | HomeSwiperNavComponent

/** What global_style holds once parsed (the homeConf fields besides components). */
export interface HomeGlobalStyle {
  pageConf: { bgColor: string }
  useFooter: boolean
  useHeader: boolean
}

/** What data holds once parsed. */
export interface HomeTemplateData {
  components: HomeComponent[]
}

/** /app/home: the template as stored (two JSON strings), the theme, and the goods its lists show. */
export interface AppHomeResponse {
  global_style: string
  data: string
  theme: ThemeConfig
  /** Same entries as /goods/activities for every sku_id the template names, so the first screen needs one call. */
  goods_activities: SkuActivities[]
}
