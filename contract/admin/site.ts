import { Type, type Static } from '@sinclair/typebox'
import { route } from '../api/route'
import { Nullable } from '../schemas/common'
import { ThemeConfig } from '../schemas/home'
import { Color, IdParams, When } from './common'

// What the console publishes to every shopper: the theme, the home page (publish, versions, roll back), articles and
// messages (server/src/admin/site.routes.ts). Requests and answers; the console takes the types (import type).

export const ThemeInput = Type.Object({
  primary_color: Color,
  my_page_theme: Type.Integer({ minimum: 1, maximum: 9 }),
  price_color: Color,
  submit_btn_color: Color,
  pension_visible: Type.Boolean(),
  pension_tag_theme: Type.Integer({ minimum: 1, maximum: 9 }),
  gift_card_visible: Type.Boolean(),
  gift_card_name: Type.String({ minLength: 1, maxLength: 10 }),
  gift_card_name_suffix: Type.String({ maxLength: 10 }),
  pension_position: Type.Integer({ minimum: 0, maximum: 9 }),
  supplier_visible: Type.Boolean(),
  footer: Type.Array(
    Type.Object({
      text: Type.String({ minLength: 1, maxLength: 6 }),
      page_path: Type.String({ pattern: '^pages/[a-z0-9-]+/index$' }),
      icon: Type.String({ minLength: 1, maxLength: 30 })
    }),
    { minItems: 1, maxItems: 5 }
  )
})

const GoodsOptions = Type.Array(Type.Object({ sku_id: Type.Integer({ minimum: 1 }) }), { maxItems: 50 })
export const HomeComponent = Type.Union([
  Type.Object({
    type: Type.Literal('spu-list'),
    inputProps: Type.Object({
      title: Type.String({ minLength: 1, maxLength: 20 }),
      more_text: Type.Optional(Type.String({ maxLength: 10 })),
      more_link: Type.Optional(Type.String({ maxLength: 200 })),
      kind: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })),
      options: GoodsOptions
    })
  }),
  Type.Object({
    type: Type.Literal('goods-waterfall'),
    inputProps: Type.Object({ title: Type.String({ minLength: 1, maxLength: 20 }), options: GoodsOptions })
  }),
  Type.Object({
    type: Type.Literal('home-swiper-nav'),
    inputProps: Type.Object({
      theme: Type.Integer({ minimum: 1, maximum: 9 }),
      banners: Type.Array(
        Type.Object({
          image: Type.String({ maxLength: 300 }),
          link: Type.String({ maxLength: 200 }),
          title: Type.String({ maxLength: 20 }),
          /** false: kept in the template but not shown (the shop's swiper skips it). */
          enabled: Type.Optional(Type.Boolean())
        }),
        { maxItems: 10 }
      ),
      navs: Type.Array(
        Type.Object({
          title: Type.String({ minLength: 1, maxLength: 6 }),
          icon: Type.String({ maxLength: 300 }),
          link: Type.String({ maxLength: 200 })
        }),
        { maxItems: 10 }
      )
    })
  })
])
export const HomeInput = Type.Object({
  components: Type.Array(HomeComponent, { maxItems: 30 }),
  global_style: Type.Object({
    pageConf: Type.Object({ bgColor: Color }),
    useFooter: Type.Boolean(),
    useHeader: Type.Boolean()
  }),
  note: Type.String({ maxLength: 40 })
})

/** Goods the home editor offers or names: on-shelf goods whose title has `q`, or the SKUs a saved list holds. */
export const HomeGoodsQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 60 })),
  /** Comma-separated SKU ids (a saved list's goods, up to 50); with it, `q` is ignored. */
  sku_ids: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,49}$' }))
})

export const ArticleInput = Type.Object({
  column: Type.String({ minLength: 1, maxLength: 32 }),
  title: Type.String({ minLength: 1, maxLength: 100 }),
  summary: Type.String({ maxLength: 200 }),
  content: Type.String({ minLength: 1, maxLength: 100_000 }),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  visible: Type.Boolean()
})
export const MessageInput = Type.Object({
  /** A user id, or null for every user. */
  user_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  title: Type.String({ minLength: 1, maxLength: 100 }),
  content: Type.String({ minLength: 1, maxLength: 2000 })
})

export type ThemeInputT = Static<typeof ThemeInput>
export type HomeInputT = Static<typeof HomeInput>
export type ArticleInputT = Static<typeof ArticleInput>
export type MessageInputT = Static<typeof MessageInput>

// ---- answers

/** A published theme: each publish is a row, the active one is served; the others are versions to roll back to. */
export type ThemeVersion = Static<typeof ThemeVersion>
export const ThemeVersion = Type.Object({
  id: Type.Number(),
  config: ThemeConfig,
  active: Type.Boolean(),
  updatedAt: When
})

/** A published home page; global_style and data are the JSON text the shop's home call serves. */
export type HomeVersion = Static<typeof HomeVersion>
export const HomeVersion = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  globalStyle: Type.String(),
  data: Type.String(),
  active: Type.Boolean(),
  updatedAt: When
})

/** A goods as the home editor shows it: by name and picture, never by SKU number. */
export type HomeGoods = Static<typeof HomeGoods>
export const HomeGoods = Type.Object({
  sku_id: Type.Number(),
  spu_id: Type.Number(),
  title: Type.String(),
  /** The SKU's spec values (`500g 礼盒`), '' for a single-SKU goods. */
  spec_text: Type.String(),
  /** The SKU's or else the goods' main picture key (contract/pictures.ts); '' without one. */
  picture: Type.String(),
  on_shelf: Type.Boolean()
})

export type ArticleRow = Static<typeof ArticleRow>
export const ArticleRow = Type.Object({
  id: Type.Number(),
  /** Names a fixed page (service-terms, privacy-policy ...); null for a help article. */
  key: Nullable(Type.String()),
  column: Type.String(),
  title: Type.String(),
  sort: Type.Number(),
  visible: Type.Boolean(),
  updatedAt: When
})
export type Article = Static<typeof Article>
export const Article = Type.Composite([ArticleRow, Type.Object({ summary: Type.String(), content: Type.String() })])

export type SentMessage = Static<typeof SentMessage>
export const SentMessage = Type.Object({
  id: Type.Number(),
  userId: Type.Number(),
  type: Type.String(),
  title: Type.String(),
  content: Type.String(),
  readAt: Nullable(When),
  createdAt: When
})

/** Prefix /api/admin. */
export const adminSiteRoutes = {
  'GET /theme': route(Type.Object({ current: ThemeConfig, versions: Type.Array(ThemeVersion) })),
  'POST /theme/publish': route(ThemeVersion, { body: ThemeInput }),
  'POST /theme/rollback/:id': route(ThemeVersion, { params: IdParams }),
  'GET /home': route(Type.Array(HomeVersion)),
  'POST /home/publish': route(HomeVersion, { body: HomeInput }),
  'POST /home/rollback/:id': route(HomeVersion, { params: IdParams }),
  'GET /home/goods': route(Type.Array(HomeGoods), { querystring: HomeGoodsQuery }),
  'GET /articles': route(Type.Array(ArticleRow)),
  'GET /articles/:id': route(Article, { params: IdParams }),
  'POST /articles': route(Article, { body: ArticleInput }),
  'PUT /articles/:id': route(Article, { params: IdParams, body: ArticleInput }),
  'GET /messages': route(Type.Array(SentMessage)),
  'POST /messages': route(Type.Object({ sent: Type.Number() }), { body: MessageInput })
}
