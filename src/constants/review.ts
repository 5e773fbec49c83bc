/** Limits of a review (评价) that the app shows and the server enforces (docs/decisions/0024-reviews.md). */
export const REVIEW_LIMITS = { contentMax: 500, images: 6 } as const

export const STAR_TEXT = ['', '非常差', '差', '一般', '满意', '非常满意'] as const
