import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { categories, couponTemplates, userCoupons } from '../db/schema'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import { couponRuleFields, ruleText } from '../wallet/coupon'
import { enqueueNotice } from '../lib/notices'
import { audit, type Actor } from './audit'
import { once } from './once'
import { resolveShoppers } from './shopper-ref'
import type { CouponInputT } from '@contract/admin/wallet'
import { COUPON_KIND } from '@contract/enums'

/** 运营's coupons: the rules the shop already applies (wallet/coupon.ts), made, changed, issued and stopped here. */

type Template = typeof couponTemplates.$inferSelect

function view(t: Template) {
  return {
    ...couponRuleFields(t),
    id: t.id,
    total: t.total,
    claimed: t.claimed,
    per_user_limit: t.perUserLimit,
    valid_days: t.validDays,
    starts_at: t.startsAt.toISOString(),
    ends_at: t.endsAt.toISOString(),
    claimable: t.claimable === 1,
    status: t.status
  }
}

export async function listCouponTemplates(
  db: DbOrTx,
  q: { q?: string; status?: number; page?: number; page_size?: number }
) {
  const where: SQL[] = []
  if (q.q?.trim()) where.push(ilike(couponTemplates.name, `%${q.q.trim().replace(/[%_\\]/g, '\\$&')}%`))
  if (q.status !== undefined) where.push(eq(couponTemplates.status, q.status))
  const cond = where.length ? and(...where) : undefined
  const size = q.page_size ?? 20
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(couponTemplates)
      .where(cond)
      .orderBy(desc(couponTemplates.id))
      .limit(size)
      .offset(((q.page ?? 1) - 1) * size),
    db.select({ total: count() }).from(couponTemplates).where(cond)
  ])
  return { list: rows.map(view), total }
}

/** The rules a schema cannot say; each refusal names its field (errno 1001) so the console marks it. */
async function checkRules(db: DbOrTx, b: CouponInputT, claimed = 0) {
  if (b.kind === COUPON_KIND.fullReduction) {
    if (b.amount < 1) throw invalid('amount', '减免金额必须大于 0')
    if (b.threshold > 0 && b.amount > b.threshold) throw invalid('amount', '减免金额不能大于使用门槛')
  } else if (b.rate >= 100) throw invalid('rate', '折扣须在 1% 到 99% 之间')
  if (Date.parse(b.ends_at) <= Date.parse(b.starts_at)) throw invalid('ends_at', '结束时间须晚于开始时间')
  if (b.per_user_limit > b.total) throw invalid('per_user_limit', '每人限领不能大于发放总量')
  if (b.total < claimed) throw invalid('total', `不能少于已发出的 ${claimed} 张`)
  if (b.category_id !== null) {
    const [c] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, b.category_id))
    if (!c) throw invalid('category_id', '分类不存在')
  }
}

const columns = (b: CouponInputT) => ({
  name: b.name.trim(),
  kind: b.kind,
  threshold: b.threshold,
  amount: b.kind === COUPON_KIND.fullReduction ? b.amount : 0,
  rate: b.kind === COUPON_KIND.discount ? b.rate : 100,
  maxDiscount: b.kind === COUPON_KIND.discount ? b.max_discount : 0,
  categoryId: b.category_id,
  total: b.total,
  perUserLimit: b.per_user_limit,
  validDays: b.valid_days,
  startsAt: new Date(b.starts_at),
  endsAt: new Date(b.ends_at),
  claimable: b.claimable ? 1 : 0
})

export async function createCouponTemplate(db: DbOrTx, actor: Actor, b: CouponInputT) {
  if (!b.name.trim()) throw invalid('name', '不能为空')
  await checkRules(db, b)
  return db.transaction(async (tx) => {
    const [t] = await tx.insert(couponTemplates).values(columns(b)).returning()
    await audit(tx, actor, { action: 'coupon.create', entity: 'coupon', entityId: t.id, before: null, after: view(t) })
    return view(t)
  })
}

async function current(db: DbOrTx, id: number) {
  const [t] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, id))
  if (!t) throw notFound('优惠券')
  return t
}

/** Changes the rules; coupons already issued keep their validity window, and the total never drops below them. */
export async function updateCouponTemplate(db: DbOrTx, actor: Actor, id: number, b: CouponInputT) {
  if (!b.name.trim()) throw invalid('name', '不能为空')
  return db.transaction(async (tx) => {
    const before = await current(tx, id)
    await checkRules(tx, b, before.claimed)
    const [t] = await tx
      .update(couponTemplates)
      .set(columns(b))
      .where(and(eq(couponTemplates.id, id), sql`${couponTemplates.claimed} <= ${b.total}`))
      .returning()
    if (!t) throw invalid('total', '不能少于已发出的数量')
    await audit(tx, actor, {
      action: 'coupon.update',
      entity: 'coupon',
      entityId: id,
      before: view(before),
      after: view(t)
    })
    return view(t)
  })
}

/** Stops a coupon: no more claims or issues. Coupons shoppers already hold stay usable until they expire. */
export async function stopCouponTemplate(db: DbOrTx, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const before = await current(tx, id)
    const [t] = await tx.update(couponTemplates).set({ status: 0 }).where(eq(couponTemplates.id, id)).returning()
    await audit(tx, actor, {
      action: 'coupon.stop',
      entity: 'coupon',
      entityId: id,
      before: view(before),
      after: view(t)
    })
    return view(t)
  })
}

/**
 * Issues one coupon to each named shopper, once per request id. Shoppers already holding as many as the per-user
 * limit are skipped and listed; the rest must fit in what the template has left, or nothing is issued.
 */
export async function issueCoupons(db: DbOrTx, actor: Actor, id: number, b: { users: string[]; request_id: string }) {
  return db.transaction(async (tx) =>
    once(
      tx,
      { requestId: b.request_id, action: 'coupon.issue', target: String(id), staffId: actor.staffId },
      async () => {
        const t = await current(tx, id)
        const now = new Date()
        if (t.status !== 1) throw new AppError(ERRNO.COUPON_UNAVAILABLE, '优惠券已停用，不能发放')
        if (t.endsAt <= now) throw new AppError(ERRNO.COUPON_UNAVAILABLE, '优惠券已过期，不能发放')
        const shoppers = await resolveShoppers(tx, b.users, 'users')
        const issueTo: typeof shoppers = []
        const skipped: Array<{ user_id: number; phone: string; reason: string }> = []
        for (const u of shoppers) {
          // The same lock a shopper's claim takes (wallet/coupon.ts), so a claim and an issue cannot both pass the limit.
          await tx.execute(sql`select pg_advisory_xact_lock(${u.id}, ${t.id})`)
          const [{ n }] = await tx
            .select({ n: count() })
            .from(userCoupons)
            .where(and(eq(userCoupons.userId, u.id), eq(userCoupons.templateId, t.id)))
          if (Number(n) >= t.perUserLimit)
            skipped.push({ user_id: u.id, phone: u.phone, reason: `已持有 ${n} 张，达到每人限领` })
          else issueTo.push(u)
        }
        if (issueTo.length) {
          const taken = await tx
            .update(couponTemplates)
            .set({ claimed: sql`${couponTemplates.claimed} + ${issueTo.length}` })
            .where(
              and(
                eq(couponTemplates.id, t.id),
                sql`${couponTemplates.claimed} + ${issueTo.length} <= ${couponTemplates.total}`
              )
            )
            .returning({ id: couponTemplates.id })
          if (!taken.length)
            throw new AppError(
              ERRNO.COUPON_STOCK,
              `优惠券仅剩 ${Math.max(0, t.total - t.claimed)} 张，不够发放 ${issueTo.length} 张`
            )
          const validFrom = t.validDays ? now : t.startsAt
          const validTo = t.validDays ? new Date(now.getTime() + t.validDays * 86400_000) : t.endsAt
          const given = await tx
            .insert(userCoupons)
            .values(issueTo.map((u) => ({ userId: u.id, templateId: t.id, validFrom, validTo })))
            .returning({ id: userCoupons.id, userId: userCoupons.userId })
          // 商家送您优惠券: each shopper told once per coupon given (docs/operations.md, Notices).
          const expires = validTo.toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' })
          for (const c of given)
            await enqueueNotice(tx, {
              userId: c.userId,
              event: 'coupon_issued',
              ref: `coupon:${c.id}`,
              data: { name: t.name, value: ruleText(t), expires }
            })
        }
        const answer = { issued: issueTo.length, issued_to: issueTo.map((u) => u.id), skipped }
        await audit(tx, actor, {
          action: 'coupon.issue',
          entity: 'coupon',
          entityId: t.id,
          before: { claimed: t.claimed },
          after: { ...answer, request_id: b.request_id }
        })
        return answer
      }
    )
  )
}
