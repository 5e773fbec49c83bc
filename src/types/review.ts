/** Reviews (评价) of received goods: written from order-detail, shown on goods-info (docs/decisions/0024-reviews.md). */

/** One review as goods-info shows it; an anonymous one carries a masked nick and no avatar. */
export interface Review {
  id: number
  stars: 1 | 2 | 3 | 4 | 5
  content: string
  images: string[]
  nick: string
  head: string
  anonymous: boolean
  spec: string
  create_time: number
}

/** The goods' rating over its visible reviews: average stars to one decimal, share of 4-5 stars in percent. */
export interface ReviewSummary {
  count: number
  rating: number
  good_rate: number
}

export interface ReviewListResult {
  list: Review[]
  total: number
  page: number
  page_size: number
  summary: ReviewSummary
}

/** An order's lines and whether each has the shopper's review. */
export interface OrderReviewLine {
  sku_id: number
  title: string
  image: string
  spec: string
  reviewed: boolean
}
export interface OrderReviewState {
  order_id: number
  /** Received or completed: reviews may be written. */
  can_review: boolean
  lines: OrderReviewLine[]
}

export interface ReviewCreateInput {
  order_id: number
  sku_id: number
  stars: number
  content: string
  images?: string[]
  anonymous?: boolean
}
