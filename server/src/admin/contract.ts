import { Type, type Static } from '@sinclair/typebox'

// The console's request bodies (TypeBox): the routes validate with them and the console (admin/) imports their
// static types, so both sides agree on every field. Money is integer cents; the console shows yuan.

const Cents = Type.Integer({ minimum: 0, maximum: 100_000_000 })
const Count = Type.Integer({ minimum: 0, maximum: 10_000_000 })

export const Id = Type.Object({ id: Type.Integer({ minimum: 1 }) })

export const Login = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 32 }),
  password: Type.String({ minLength: 1, maxLength: 64 })
})
export const PasswordChange = Type.Object({
  old_password: Type.String({ minLength: 1, maxLength: 64 }),
  new_password: Type.String({ minLength: 1, maxLength: 64 })
})
export const StaffCreate = Type.Object({
  username: Type.String({ minLength: 3, maxLength: 32 }),
  name: Type.String({ minLength: 1, maxLength: 32 }),
  role: Type.String({ minLength: 1, maxLength: 16 }),
  password: Type.String({ minLength: 8, maxLength: 64 })
})

export const GoodsQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 60 })),
  category_id: Type.Optional(Type.Integer({ minimum: 1 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }))
})

export const RegionStock = Type.Object({ warehouse_id: Type.Integer({ minimum: 1 }), stock: Count })

export const SkuInput = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  specs: Type.Array(
    Type.Object({
      name: Type.String({ minLength: 1, maxLength: 10 }),
      value: Type.String({ minLength: 1, maxLength: 20 })
    }),
    { maxItems: 3 }
  ),
  price: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  market_price: Cents,
  cashback: Cents,
  limit_per_user: Type.Integer({ minimum: 0, maximum: 9999 }),
  stock: Count,
  /** Stock by warehouse; when given, the SKU ships only where these warehouses ship, and stock is their sum. */
  region_stock: Type.Array(RegionStock, { maxItems: 50 })
})

export const GoodsInput = Type.Object({
  category_id: Type.Integer({ minimum: 1 }),
  title: Type.String({ minLength: 1, maxLength: 60 }),
  subtitle: Type.String({ maxLength: 120 }),
  supplier: Type.String({ maxLength: 40 }),
  images: Type.Array(Type.String({ minLength: 1, maxLength: 300 }), { maxItems: 9 }),
  detail: Type.String({ maxLength: 50_000 }),
  status: Type.Integer({ minimum: 0, maximum: 1 }),
  skus: Type.Array(SkuInput, { minItems: 1, maxItems: 50 }),
  /** The revision the edit started from (0 for goods never saved by the console); a save from an older one is stale. */
  revision: Type.Optional(Type.Integer({ minimum: 0 }))
})

/** The warehouse's edit: stock only, per SKU, from the revision it read. */
export const StockInput = Type.Object({
  skus: Type.Array(
    Type.Object({
      id: Type.Integer({ minimum: 1 }),
      stock: Count,
      region_stock: Type.Array(RegionStock, { maxItems: 50 })
    }),
    { minItems: 1, maxItems: 50 }
  ),
  revision: Type.Integer({ minimum: 0 })
})

export const Shelf = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200 }),
  status: Type.Integer({ minimum: 0, maximum: 1 })
})

export const CategoryInput = Type.Object({
  parent_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  name: Type.String({ minLength: 1, maxLength: 20 }),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  color: Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' })
})

export const ActivityInput = Type.Object({
  sku_id: Type.Integer({ minimum: 1 }),
  kind: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(4)]),
  title: Type.String({ minLength: 1, maxLength: 40 }),
  price: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  start_at: Type.String({ format: 'date-time' }),
  end_at: Type.String({ format: 'date-time' }),
  stock: Type.Union([Count, Type.Null()]),
  limit_per_user: Type.Integer({ minimum: 0, maximum: 9999 }),
  group_size: Type.Union([Type.Integer({ minimum: 2, maximum: 100 }), Type.Null()]),
  group_seconds: Type.Union([Type.Integer({ minimum: 60, maximum: 7 * 24 * 3600 }), Type.Null()]),
  items: Type.Union([
    Type.Array(Type.Object({ sku_id: Type.Integer({ minimum: 1 }), qty: Type.Integer({ minimum: 1, maximum: 99 }) }), {
      maxItems: 10
    }),
    Type.Null()
  ]),
  status: Type.Integer({ minimum: 0, maximum: 1 })
})

const Color = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' })
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

export type GoodsInputT = Static<typeof GoodsInput>
export type SkuInputT = Static<typeof SkuInput>
export type StockInputT = Static<typeof StockInput>
export type GoodsQueryT = Static<typeof GoodsQuery>
export type CategoryInputT = Static<typeof CategoryInput>
export type ActivityInputT = Static<typeof ActivityInput>
export type ThemeInputT = Static<typeof ThemeInput>
export type HomeInputT = Static<typeof HomeInput>
export type ArticleInputT = Static<typeof ArticleInput>
export type MessageInputT = Static<typeof MessageInput>
