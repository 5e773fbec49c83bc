import { Type, type Static } from '@sinclair/typebox'
import { Picture } from './picture'

export type CollectItem = Static<typeof CollectItem>
export const CollectItem = Type.Object({
  id: Type.Number(),
  spu_id: Type.Number(),
  sku_id: Type.Number(),
  title: Type.String(),
  image: Type.String(),
  picture: Picture,
  spec_text: Type.String(),
  price: Type.Number(),
  market_price: Type.Number(),
  /** false when the goods went off shelf or sold out; kept in the list so the shopper sees why. */
  valid: Type.Boolean(),
  collected_time: Type.Number()
})

export type CollectListResponse = Static<typeof CollectListResponse>
export const CollectListResponse = Type.Object({
  list: Type.Array(CollectItem),
  total: Type.Number(),
  page: Type.Number(),
  page_size: Type.Number()
})

export type CollectStateResponse = Static<typeof CollectStateResponse>
export const CollectStateResponse = Type.Object({
  collected: Type.Boolean()
})
