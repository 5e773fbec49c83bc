import { Type, type Static } from '@sinclair/typebox'
import { Picture } from './picture'

/** Reviews (评价) of received goods: written from order-detail, shown on goods-info (docs/decisions/0024-reviews.md). */

/** One review as goods-info shows it; an anonymous one carries a masked nick and no avatar. */
export type Review = Static<typeof Review>
export const Review = Type.Object({
  id: Type.Number(),
  stars: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)]),
  content: Type.String(),
  images: Type.Array(Type.String()),
  nick: Type.String(),
  head: Type.String(),
  anonymous: Type.Boolean(),
  spec: Type.String(),
  create_time: Type.Number()
})

/** The goods' rating over its visible reviews: average stars to one decimal, share of 4-5 stars in percent. */
export type ReviewSummary = Static<typeof ReviewSummary>
export const ReviewSummary = Type.Object({ count: Type.Number(), rating: Type.Number(), good_rate: Type.Number() })

export type ReviewListResult = Static<typeof ReviewListResult>
export const ReviewListResult = Type.Object({
  list: Type.Array(Review),
  total: Type.Number(),
  page: Type.Number(),
  page_size: Type.Number(),
  summary: ReviewSummary
})

/** An order's lines and whether each has the shopper's review. */
export type OrderReviewLine = Static<typeof OrderReviewLine>
export const OrderReviewLine = Type.Object({
  sku_id: Type.Number(),
  title: Type.String(),
  image: Type.String(),
  picture: Picture,
  spec: Type.String(),
  reviewed: Type.Boolean()
})

export type OrderReviewState = Static<typeof OrderReviewState>
export const OrderReviewState = Type.Object({
  order_id: Type.Number(),
  /** Received or completed: reviews may be written. */
  can_review: Type.Boolean(),
  lines: Type.Array(OrderReviewLine)
})

export interface ReviewCreateInput {
  order_id: number
  sku_id: number
  stars: number
  content: string
  images?: string[]
  anonymous?: boolean
}
