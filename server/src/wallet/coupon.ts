import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { categories, couponTemplates, skus, spus, userCoupons } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type {
  CouponCenterItem,
  CouponKind,
  CouponListResult,
  CouponListStatus,
  CouponTemplateView,
  UsableCoupon,
  UserCoupon
} from '@contract/schemas/coupon'
import { inScope, loadCategoryParents, type ScopedLine } from '../lib/category-tree'
import { COUPON_KIND, unreachable } from '@contract/enums'

/** Coupons: claimable templates, the user's coupons, and their life with orders (locked, used, returned). */

type Template = typeof couponTemplates.$inferSelect
type Owned = typeof userCoupons.$inferSelect
const seconds = (d: Date) => Math.floor(d.getTime() / 1000)
const yuan = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2))

export function ruleText(t: Template): string {
  const kind = t.kind as CouponKind
  switch (kind) {
    case COUPON_KIND.fullReduction:
      return t.threshold > 0 ? `满${yuan(t.threshold)}减${yuan(t.amount)}` : `无门槛减${yuan(t.amount)}`
    case COUPON_KIND.discount: {
      const rate = t.rate % 10 === 0 ? String(t.rate / 10) : (t.rate / 10).toFixed(1)
      const head = t.threshold > 0 ? `满${yuan(t.threshold)}享${rate}折` : `${rate}折`
      return t.maxDiscount > 0 ? `${head}，最高减${yuan(t.maxDiscount)}` : head
    }
    default:
      return unreachable(kind)
  }
}

/** What a coupon takes off goods worth `eligible` cents before the cap: its amount, or the part the rate leaves. */
function couponOff(t: Template, eligible: number): number {
  const kind = t.kind as CouponKind
  switch (kind) {
    case COUPON_KIND.fullReduction:
      return t.amount
    case COUPON_KIND.discount: {
      const off = Math.floor((eligible * (100 - t.rate)) / 100)
      return t.maxDiscount > 0 ? Math.min(off, t.maxDiscount) : off
    }
    default:
      return unreachable(kind)
  }
}

/** What a coupon takes off goods worth `eligible` cents; never more than the goods themselves. */
export function couponDiscount(t: Template, eligible: number): number {
  if (eligible <= 0 || eligible < t.threshold) return 0
  return Math.max(0, Math.min(couponOff(t, eligible), eligible))
}

async function categoryName(db: DbOrTx, ids: Array<number | null>) {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))]
  if (!wanted.length) return new Map<number, string>()
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, wanted))
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** A coupon's rule, as the shopper's coupons and the console's coupon list both show it (one mapper for both APIs). */
export function couponRuleFields(t: Template) {
  return {
    name: t.name,
    // Written only from a validated CouponInput (COUPON_KIND).
    kind: t.kind as CouponKind,
    threshold: t.threshold,
    amount: t.amount,
    rate: t.rate,
    max_discount: t.maxDiscount,
    category_id: t.categoryId,
    rule_text: ruleText(t)
  }
}

function templateView(t: Template, names: Map<number, string>): CouponTemplateView {
  return {
    ...couponRuleFields(t),
    coupon_id: t.id,
    scope_text: t.categoryId === null ? '全场通用' : `仅限${names.get(t.categoryId) ?? '指定品类'}商品`
  }
}

function ownedStatus(c: Owned, now: Date): CouponListStatus {
  if (c.status === 2) return 'used'
  return c.validTo <= now ? 'expired' : 'unused'
}

function ownedView(c: Owned, t: Template, names: Map<number, string>, now: Date): UserCoupon {
  return {
    ...templateView(t, names),
    id: c.id,
    status: ownedStatus(c, now),
    locked: c.status === 1,
    valid_from: seconds(c.validFrom),
    valid_to: seconds(c.validTo)
  }
}

async function loadOwned(db: DbOrTx, userId: number) {
  return db
    .select({ c: userCoupons, t: couponTemplates })
    .from(userCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
    .where(eq(userCoupons.userId, userId))
    .orderBy(desc(userCoupons.id))
}

export async function listCoupons(
  db: DbOrTx,
  userId: number,
  status: CouponListStatus = 'unused',
  page?: { size: number; offset: number }
): Promise<CouponListResult> {
  const now = new Date()
  const rows = await loadOwned(db, userId)
  const names = await categoryName(
    db,
    rows.map((r) => r.t.categoryId)
  )
  const all = rows.map((r) => ownedView(r.c, r.t, names, now))
  const counts = { unused: 0, used: 0, expired: 0 }
  for (const c of all) counts[c.status]++
  const tab = all.filter((c) => c.status === status)
  return { list: page ? tab.slice(page.offset, page.offset + page.size) : tab, counts, total: tab.length }
}

/** The goods page's 领券 (issue 20): only templates whose scope takes this SKU's category; an unknown SKU is not found. */
async function scopedTo(db: DbOrTx, skuId: number): Promise<(t: Template) => boolean> {
  const [row] = await db
    .select({ categoryId: spus.categoryId })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(eq(skus.id, skuId))
  if (!row) throw notFound('商品')
  const parents = await loadCategoryParents(db)
  return (t) => inScope(t.categoryId, row.categoryId, parents)
}

/** Templates on offer now, with how many the caller already holds; with `skuId`, those that apply to that SKU. */
export async function couponCenter(db: DbOrTx, userId: number, skuId?: number): Promise<CouponCenterItem[]> {
  const now = new Date()
  const applies = skuId === undefined ? () => true : await scopedTo(db, skuId)
  const offered = await db
    .select()
    .from(couponTemplates)
    .where(
      and(
        eq(couponTemplates.status, 1),
        eq(couponTemplates.claimable, 1),
        lte(couponTemplates.startsAt, now),
        gt(couponTemplates.endsAt, now)
      )
    )
    .orderBy(asc(couponTemplates.id))
  const rows = offered.filter(applies)
  const held = await db
    .select({ templateId: userCoupons.templateId, n: count() })
    .from(userCoupons)
    .where(eq(userCoupons.userId, userId))
    .groupBy(userCoupons.templateId)
  const heldBy = new Map(held.map((h) => [h.templateId, Number(h.n)]))
  const names = await categoryName(
    db,
    rows.map((r) => r.categoryId)
  )
  return rows.map((t) => {
    const received = heldBy.get(t.id) ?? 0
    const remain = Math.max(0, t.total - t.claimed)
    return {
      ...templateView(t, names),
      remain,
      received,
      can_receive: remain > 0 && received < t.perUserLimit,
      valid_text: t.validDays
        ? `领取后${t.validDays}天内有效`
        : `${t.startsAt.toISOString().slice(0, 10)} 至 ${t.endsAt.toISOString().slice(0, 10)}`
    }
  })
}

/** Claims one coupon: once per user per template unless the template allows more, and never past its total. */
export async function receiveCoupon(db: DbOrTx, userId: number, templateId: number): Promise<UserCoupon> {
  return db.transaction(async (tx) => {
    const now = new Date()
    const [t] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, templateId))
    // A coupon the console issues only (claimable 0) cannot be claimed by guessing its id.
    if (!t || t.status !== 1 || t.claimable !== 1 || t.startsAt > now) throw notFound('优惠券')
    if (t.endsAt <= now) throw new AppError(ERRNO.COUPON_UNAVAILABLE, '优惠券活动已结束')
    // Serialises one user's claims on a template so two taps cannot both pass the per-user check.
    await tx.execute(sql`select pg_advisory_xact_lock(${userId}, ${templateId})`)
    const [{ n }] = await tx
      .select({ n: count() })
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, userId), eq(userCoupons.templateId, templateId)))
    if (Number(n) >= t.perUserLimit)
      throw new AppError(
        ERRNO.COUPON_LIMIT,
        t.perUserLimit > 1 ? `每人限领 ${t.perUserLimit} 张` : '您已领取过该优惠券'
      )
    const taken = await tx
      .update(couponTemplates)
      .set({ claimed: sql`${couponTemplates.claimed} + 1` })
      .where(and(eq(couponTemplates.id, templateId), sql`${couponTemplates.claimed} < ${couponTemplates.total}`))
      .returning({ id: couponTemplates.id })
    if (!taken.length) throw new AppError(ERRNO.COUPON_SOLD_OUT, '优惠券已领完')
    const validFrom = t.validDays ? now : t.startsAt
    const validTo = t.validDays ? new Date(now.getTime() + t.validDays * 86400_000) : t.endsAt
    const [c] = await tx.insert(userCoupons).values({ userId, templateId, validFrom, validTo }).returning()
    return ownedView(c, t, await categoryName(tx, [t.categoryId]), now)
  })
}

/**
 * Every unused coupon of the user checked against the goods actually in the order: only lines inside a coupon's
 * category count toward its threshold and its discount. Best saving first.
 */
export async function evaluateCoupons(
  db: DbOrTx,
  userId: number,
  lines: Array<ScopedLine & { amount: number }>,
  activityDiscount: number
): Promise<UsableCoupon[]> {
  const now = new Date()
  const rows = (await loadOwned(db, userId)).filter((r) => r.c.status === 0 && r.c.validTo > now)
  if (!rows.length) return []
  const parents = await loadCategoryParents(db)
  const names = await categoryName(
    db,
    rows.map((r) => r.t.categoryId)
  )
  const goods = lines.reduce((s, l) => s + l.amount, 0)
  const out = rows.map((r): UsableCoupon => {
    const scoped = lines
      .filter((l) => inScope(r.t.categoryId, l.category_id, parents))
      .reduce((s, l) => s + l.amount, 0)
    // A package saving shrinks every line alike, so each scope bears its share of it.
    const eligible = goods > 0 ? scoped - Math.floor((activityDiscount * scoped) / goods) : 0
    const base = ownedView(r.c, r.t, names, now)
    let reason = ''
    if (r.c.validFrom > now) reason = '优惠券尚未生效'
    else if (scoped === 0) reason = '订单中没有适用该券的商品'
    else if (eligible < r.t.threshold) reason = `适用商品未满${yuan(r.t.threshold)}元`
    const discount = reason ? 0 : couponDiscount(r.t, eligible)
    if (!reason && discount === 0) reason = '该券对本订单无优惠'
    return { ...base, usable: !reason, discount, reason }
  })
  return out.sort((a, b) => Number(b.usable) - Number(a.usable) || b.discount - a.discount)
}

/** Holds the coupon for an unpaid order; refuses one that is used, held, expired or not the caller's. */
export async function lockCoupon(tx: DbOrTx, userId: number, userCouponId: number, orderId: number) {
  const now = new Date()
  const rows = await tx
    .update(userCoupons)
    .set({ status: 1, orderId })
    .where(
      and(
        eq(userCoupons.id, userCouponId),
        eq(userCoupons.userId, userId),
        eq(userCoupons.status, 0),
        gt(userCoupons.validTo, now),
        lte(userCoupons.validFrom, now)
      )
    )
    .returning({ id: userCoupons.id })
  if (!rows.length) throw new AppError(ERRNO.COUPON_UNAVAILABLE, '优惠券不可用')
}

export async function markCouponUsed(tx: DbOrTx, orderId: number) {
  await tx
    .update(userCoupons)
    .set({ status: 2, usedAt: new Date() })
    .where(and(eq(userCoupons.orderId, orderId), eq(userCoupons.status, 1)))
}

/** Gives the order's coupon back (cancel, close, refund). An expired one comes back as expired. */
export async function returnCoupon(tx: DbOrTx, orderId: number) {
  await tx
    .update(userCoupons)
    .set({ status: 0, orderId: null, usedAt: null })
    .where(and(eq(userCoupons.orderId, orderId), inArray(userCoupons.status, [1, 2])))
}
