import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { orderItems, orders, reviews, skus, uploads, users } from '../db/schema'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import type { Ctx } from '../lib/context'
import { absolute } from '../lib/image-urls'
import { pictureFields } from '../lib/pictures'
import { REVIEW_LIMITS } from '@contract/rules'
import type {
  OrderReviewState,
  Review,
  ReviewCreateInput,
  ReviewListResult,
  ReviewSummary
} from '@contract/schemas/review'
import { ORDER_STATUS } from '@contract/enums'

/**
 * Reviews (评价), docs/decisions/0024-reviews.md: a shopper reviews each line of their own received order once;
 * goods-info shows the visible reviews of the goods (every SKU of its SPU). Text with markup is refused, not
 * cleaned: what a shopper wrote is shown exactly as written or not at all.
 */

const RECEIVED: number[] = [ORDER_STATUS.delivered, ORDER_STATUS.completed]
const UPLOAD_PATH = '/api/service/image/'
/** An address the upload answered (absolute under any host, or the site path): the stored name is what counts. */
const UPLOAD_URL = /^(?:https?:\/\/[^/\s]+)?\/api\/service\/image\/([a-f0-9]{32}\.(?:jpg|png|webp|gif))$/
/** An HTML tag or comment opening (<script, </div, <!--, <img ...): "价格<100" or "<3" are still plain text. */
const MARKUP = /<\s*[a-zA-Z!/?]|javascript:/i

/** The shopper's order, visible to them (not deleted), else "not found": another shopper's order is not theirs. */
async function ownVisibleOrder(ctx: Ctx, userId: number, orderId: number) {
  const [o] = await ctx.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNull(orders.userDeletedAt)))
  if (!o) throw notFound('订单')
  return o
}

/** Checks the text: trimmed, not empty, at most the limit, no markup. Returns what is stored. */
export function checkContent(raw: string) {
  const content = raw.trim()
  if (!content) throw invalid('content', '不能为空，请写下您的评价')
  if ([...content].length > REVIEW_LIMITS.contentMax)
    throw invalid('content', `不能超过 ${REVIEW_LIMITS.contentMax} 字`)
  if (MARKUP.test(content)) throw invalid('content', '不能包含 HTML 标签或脚本')
  return content
}

/** Each image must be an upload this shopper made (the upload checked its bytes were an image). */
async function checkImages(ctx: Ctx, userId: number, images: string[]) {
  if (images.length > REVIEW_LIMITS.images) throw invalid('images', `最多 ${REVIEW_LIMITS.images} 张`)
  const names = images.map((url, i) => {
    const m = UPLOAD_URL.exec(url)
    if (!m) throw invalid(`images[${i}]`, '不是本站上传的图片')
    return m[1]
  })
  if (new Set(names).size !== names.length) throw invalid('images', '有重复的图片')
  if (!names.length) return []
  const own = await ctx.db
    .select({ name: uploads.name })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.name, names)))
  const mine = new Set(own.map((r) => r.name))
  const bad = names.findIndex((n) => !mine.has(n))
  if (bad >= 0) throw invalid(`images[${bad}]`, '不是您上传的图片')
  return names.map((n) => `${UPLOAD_PATH}${n}`)
}

/** /review/create: one review of one line of the shopper's received order. */
export async function createReview(ctx: Ctx, userId: number, input: ReviewCreateInput) {
  const content = checkContent(input.content)
  const o = await ownVisibleOrder(ctx, userId, input.order_id)
  const [line] = await ctx.db
    .select({ skuId: orderItems.skuId, spuId: orderItems.spuId, spec: orderItems.spec })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, o.id), eq(orderItems.skuId, input.sku_id)))
  if (!line) throw notFound('订单商品')
  if (!RECEIVED.includes(o.status)) throw new AppError(ERRNO.REVIEW_NOT_RECEIVED, '确认收货后才能评价')
  const images = await checkImages(ctx, userId, input.images ?? [])
  const [row] = await ctx.db
    .insert(reviews)
    .values({
      userId,
      orderId: o.id,
      skuId: line.skuId,
      spuId: line.spuId,
      spec: line.spec,
      stars: input.stars,
      content,
      images,
      anonymous: input.anonymous ?? false
    })
    // Two taps at once: the unique (order, sku) index keeps one, the other is told it was already reviewed.
    .onConflictDoNothing()
    .returning({ id: reviews.id })
  if (!row) throw new AppError(ERRNO.REVIEW_EXISTS, '该商品已评价，不能重复评价')
  return { id: row.id }
}

/** /review/order: the order's lines and which the shopper has reviewed. */
export async function orderReviewState(ctx: Ctx, userId: number, orderId: number): Promise<OrderReviewState> {
  const o = await ownVisibleOrder(ctx, userId, orderId)
  const [lines, done] = await Promise.all([
    ctx.db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(orderItems.id),
    ctx.db.select({ skuId: reviews.skuId }).from(reviews).where(eq(reviews.orderId, o.id))
  ])
  const reviewed = new Set(done.map((r) => r.skuId))
  return {
    order_id: o.id,
    can_review: RECEIVED.includes(o.status),
    lines: lines.map((l) => ({
      sku_id: l.skuId,
      title: l.title,
      ...pictureFields(ctx.config.publicUrl, l.image),
      spec: l.spec,
      reviewed: reviewed.has(l.skuId)
    }))
  }
}

/** 张** style: the first character and stars, so an anonymous review names nobody. */
const maskNick = (nick: string) => `${[...(nick || '匿名')][0]}***`

async function spuOf(ctx: Ctx, skuId: number) {
  const [s] = await ctx.db.select({ spuId: skus.spuId }).from(skus).where(eq(skus.id, skuId))
  if (!s) throw notFound('商品')
  return s.spuId
}

async function summaryOf(ctx: Ctx, spuId: number): Promise<ReviewSummary> {
  const [r] = await ctx.db
    .select({
      n: count(),
      avg: sql<string | null>`avg(${reviews.stars})`,
      good: sql<number>`count(*) filter (where ${reviews.stars} >= 4)`.mapWith(Number)
    })
    .from(reviews)
    .where(and(eq(reviews.spuId, spuId), isNull(reviews.hiddenAt)))
  return {
    count: r.n,
    rating: r.avg === null ? 0 : Math.round(Number(r.avg) * 10) / 10,
    good_rate: r.n ? Math.round((r.good / r.n) * 100) : 0
  }
}

/** /review/list: the goods' visible reviews, newest first, with the summary (goods-info and 全部评价). */
export async function listReviews(
  ctx: Ctx,
  skuId: number,
  page: { page: number; size: number; offset: number }
): Promise<ReviewListResult> {
  const spuId = await spuOf(ctx, skuId)
  const [rows, summary] = await Promise.all([
    ctx.db
      .select({ r: reviews, nick: users.nick, head: users.head })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.spuId, spuId), isNull(reviews.hiddenAt)))
      .orderBy(desc(reviews.id))
      .limit(page.size)
      .offset(page.offset),
    summaryOf(ctx, spuId)
  ])
  const list = rows.map(({ r, nick, head }): Review => ({
    id: r.id,
    stars: r.stars as Review['stars'],
    content: r.content,
    images: r.images.map((p) => absolute(ctx, p)),
    nick: r.anonymous ? maskNick(nick) : nick || `用户${r.userId}`,
    head: r.anonymous ? '' : head,
    anonymous: r.anonymous,
    spec: r.spec,
    create_time: Math.floor(r.createdAt.getTime() / 1000)
  }))
  return { list, total: summary.count, page: page.page, page_size: page.size, summary }
}
