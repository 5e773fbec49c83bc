import { Type } from '@sinclair/typebox'
import { PRODUCT_KIND } from '../enums'
import { Address, ParsedAddress } from '../schemas/address'
import { CartListResponse, CartNumResponse, CartRemovedResponse } from '../schemas/cart'
import { CollectListResponse, CollectStateResponse } from '../schemas/collect'
import { Enum } from '../schemas/common'
import {
  ActivityInfo,
  CategoryNode,
  GoodsInfo,
  GoodsListItem,
  GoodsSearchResult,
  GoodsSort,
  HotWord,
  SkuActivities
} from '../schemas/goods'
import { GoodsStockResult } from '../schemas/stock'
import { Empty, Id, IdList, Paging, PagingFields, Phone } from '../schemas/request'
import { route } from './route'
import { ADDRESS_PARSE_MAX } from '../rules'

const Money = Type.Integer({ minimum: 0, maximum: 100_000_000 })

const SearchBody = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  category_id: Type.Optional(Id),
  sort: Type.Optional(GoodsSort),
  price_min: Type.Optional(Money),
  price_max: Type.Optional(Money),
  kind: Type.Optional(Enum(PRODUCT_KIND)),
  ...PagingFields
})

/** A page of goods: the search's list and a shopping card's goods. */
const GoodsPage = Type.Object({
  list: Type.Array(GoodsListItem),
  total: Type.Number(),
  page: Type.Number(),
  page_size: Type.Number()
})

/** The catalogue: public but a gift card's goods; prefix /api/v1. */
export const catalogueRoutes = {
  '/category/list': route(Type.Array(CategoryNode), { body: Empty }),
  '/goods/hotwords': route(Type.Object({ list: Type.Array(HotWord) }), { body: Empty }),
  '/goods/search': route(GoodsSearchResult, { body: SearchBody }),
  '/goods/info': route(GoodsInfo, { body: Type.Object({ sku_id: Id }) }),
  '/activity/info': route(ActivityInfo, { body: Type.Object({ sku_id: Id, activity_id: Id }) }),
  '/goods/activities': route(Type.Array(SkuActivities), { body: Type.Object({ sku_ids: IdList }) }),
  // Stock by region: the province asked for, else the one nearest a position (0,0: none), else nationwide.
  '/goods/stock': route(GoodsStockResult, {
    body: Type.Object({
      sku_ids: IdList,
      province: Type.Optional(Type.String({ pattern: '^\\d{6}$' })),
      longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
      latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 }))
    })
  }),
  '/freeca/goodslist': route(GoodsPage, {
    body: Type.Object({ user_freeca_id: Id, keyword: Type.Optional(Type.String({ maxLength: 50 })), ...PagingFields })
  })
}

/** One cart line holds at most 99. */
export const CART_MAX_QTY = 99
const Qty = Type.Integer({ minimum: 1, maximum: CART_MAX_QTY })
const CartLineSaved = Type.Object({ cart_id: Type.Number(), qty: Type.Number() })

/** The cart: every call needs a login; prefix /api/v1. */
export const cartRoutes = {
  '/cart/add': route(CartLineSaved, { body: Type.Object({ sku_id: Id, qty: Qty }) }),
  '/cart/list': route(CartListResponse, { body: Empty }),
  '/cart/clean': route(CartRemovedResponse, { body: Empty }),
  '/cart/del': route(CartRemovedResponse, { body: Type.Object({ cart_ids: IdList }) }),
  '/cart/edit': route(CartLineSaved, { body: Type.Object({ cart_id: Id, qty: Qty }) }),
  '/cart/num': route(CartNumResponse, { body: Empty })
}

/** Favourites: every call needs a login; prefix /api/v1. */
export const collectRoutes = {
  '/collect/list': route(CollectListResponse, { body: Paging }),
  '/collect/usercoll': route(CollectStateResponse, { body: Type.Object({ sku_id: Id }) }),
  '/collect/clear': route(CartRemovedResponse, { body: Empty }),
  '/collect/add': route(CollectStateResponse, { body: Type.Object({ spu_id: Id, sku_id: Id }) }),
  '/collect/del': route(CartRemovedResponse, { body: Type.Object({ sku_ids: IdList }) })
}

/** GB/T 2260 codes: 6 digits for province, city and area (9 or 12 for towns). */
const Code = Type.String({ pattern: '^\\d{6}(\\d{3}){0,2}$' })

export const AddressBody = Type.Object({
  id: Type.Optional(Id),
  name: Type.String({ minLength: 1, maxLength: 20 }),
  phone: Phone,
  province_code: Code,
  city_code: Code,
  area_code: Code,
  detail: Type.String({ minLength: 1, maxLength: 120 }),
  is_default: Type.Optional(Type.Boolean())
})

/** Addresses: every call needs a login; prefix /api/v1. */
export const addressRoutes = {
  '/addr/list': route(Type.Array(Address), { body: Empty }),
  '/addr/info': route(Address, { body: Type.Object({ id: Id }) }),
  '/addr/add': route(Address, { body: AddressBody }),
  '/addr/del': route(Type.Object({ deleted: Type.Boolean() }), { body: Type.Object({ addr_id: Id }) }),
  /** 智能识别: reads a pasted address into the form's fields; nothing is saved. */
  '/addr/parse': route(ParsedAddress, {
    body: Type.Object({ text: Type.String({ minLength: 1, maxLength: ADDRESS_PARSE_MAX }) })
  })
}
