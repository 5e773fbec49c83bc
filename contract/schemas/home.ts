import { Type, type Static } from '@sinclair/typebox'
import { SkuActivities } from './goods'

/** One tab of the footer (tab bar). page_path has no leading slash, as in app.config. */
export type FooterTab = Static<typeof FooterTab>
export const FooterTab = Type.Object({
  text: Type.String(),
  page_path: Type.String(),
  /** NutUI icon name. */
  icon: Type.String()
})

/** theme.config of spec section 3. Colours are # plus 6 hex digits. */
export type ThemeConfig = Static<typeof ThemeConfig>
export const ThemeConfig = Type.Object({
  primary_color: Type.String(),
  my_page_theme: Type.Number(),
  price_color: Type.String(),
  submit_btn_color: Type.String(),
  pension_visible: Type.Boolean(),
  pension_tag_theme: Type.Number(),
  gift_card_visible: Type.Boolean(),
  gift_card_name: Type.String(),
  gift_card_name_suffix: Type.String(),
  pension_position: Type.Number(),
  supplier_visible: Type.Boolean(),
  footer: Type.Array(FooterTab)
})

/** A list component's options hold the sku_id values it shows. */
export type HomeGoodsOption = Static<typeof HomeGoodsOption>
export const HomeGoodsOption = Type.Object({
  sku_id: Type.Number()
})

export type HomeSpuListComponent = Static<typeof HomeSpuListComponent>
export const HomeSpuListComponent = Type.Object({
  type: Type.Literal('spu-list'),
  inputProps: Type.Object({
    title: Type.String(),
    more_text: Type.Optional(Type.String()),
    more_link: Type.Optional(Type.String()),
    kind: Type.Optional(Type.Number()),
    options: Type.Array(HomeGoodsOption)
  })
})

export type HomeWaterfallComponent = Static<typeof HomeWaterfallComponent>
export const HomeWaterfallComponent = Type.Object({
  type: Type.Literal('goods-waterfall'),
  inputProps: Type.Object({
    title: Type.String(),
    options: Type.Array(HomeGoodsOption)
  })
})

export type HomeSwiperNavComponent = Static<typeof HomeSwiperNavComponent>
export const HomeSwiperNavComponent = Type.Object({
  type: Type.Literal('home-swiper-nav'),
  inputProps: Type.Object({
    theme: Type.Number(),
    banners: Type.Array(
      Type.Object({
        image: Type.String(),
        link: Type.String(),
        title: Type.String()
      })
    ),
    navs: Type.Array(
      Type.Object({
        title: Type.String(),
        icon: Type.String(),
        link: Type.String()
      })
    )
  })
})

export type HomeComponent = Static<typeof HomeComponent>
export const HomeComponent = Type.Union([HomeSpuListComponent, HomeWaterfallComponent, HomeSwiperNavComponent])

/** What global_style holds once parsed (the homeConf fields besides components). */
export type HomeGlobalStyle = Static<typeof HomeGlobalStyle>
export const HomeGlobalStyle = Type.Object({
  pageConf: Type.Object({
    bgColor: Type.String()
  }),
  useFooter: Type.Boolean(),
  useHeader: Type.Boolean()
})

/** What data holds once parsed. */
export type HomeTemplateData = Static<typeof HomeTemplateData>
export const HomeTemplateData = Type.Object({
  components: Type.Array(HomeComponent)
})

/** /app/home: the template as stored (two JSON strings), the theme, and the goods its lists show. */
export type AppHomeResponse = Static<typeof AppHomeResponse>
export const AppHomeResponse = Type.Object({
  global_style: Type.String(),
  data: Type.String(),
  theme: ThemeConfig,
  /** Same entries as /goods/activities for every sku_id the template names, so the first screen needs one call. */
  goods_activities: Type.Array(SkuActivities)
})
