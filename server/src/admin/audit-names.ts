import { eq, inArray, or, type SQL, and } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import {
  afterSales,
  articles,
  auditLogs,
  categories,
  couponTemplates,
  giftCardBatches,
  giftCards,
  goodsActivities,
  invoices,
  orders,
  pensionFlows,
  pensionWithdrawals,
  reviews,
  skus,
  spus,
  staff,
  users
} from '../db/schema'

/**
 * Objects of the audit log by what people call them: 订单 <订单号>, 用户 138****0000, 商品「标题」. One query per kind
 * of object on the page, not per entry.
 */

const maskPhone = (p: string | null | undefined) => (p ? `${p.slice(0, 3)}****${p.slice(-4)}` : '')
const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`
const ids = (list: string[]) => [...new Set(list.map(Number).filter((n) => Number.isInteger(n) && n > 0))]

type Namer = (db: DbOrTx, ids: number[]) => Promise<Array<[number, string]>>

const phonesOf = async (db: DbOrTx, userIds: number[]) =>
  new Map(
    userIds.length
      ? (await db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.id, userIds))).map(
          (u) => [u.id, maskPhone(u.phone)] as const
        )
      : []
  )

const NAMERS: Record<string, Namer> = {
  order: async (db, list) =>
    (await db.select({ id: orders.id, no: orders.orderNo }).from(orders).where(inArray(orders.id, list))).map((r) => [
      r.id,
      `订单 ${r.no}`
    ]),
  aftersale: async (db, list) =>
    (
      await db
        .select({ id: afterSales.id, no: orders.orderNo })
        .from(afterSales)
        .innerJoin(orders, eq(orders.id, afterSales.orderId))
        .where(inArray(afterSales.id, list))
    ).map((r) => [r.id, `订单 ${r.no} 的售后`]),
  invoice: async (db, list) =>
    (
      await db
        .select({ id: invoices.id, no: orders.orderNo })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(inArray(invoices.id, list))
    ).map((r) => [r.id, `订单 ${r.no} 的发票`]),
  withdrawal: async (db, list) => {
    const rows = await db
      .select({ id: pensionWithdrawals.id, userId: pensionWithdrawals.userId, amount: pensionWithdrawals.amount })
      .from(pensionWithdrawals)
      .where(inArray(pensionWithdrawals.id, list))
    const phones = await phonesOf(db, ids(rows.map((r) => String(r.userId))))
    return rows.map((r) => [r.id, `用户 ${phones.get(r.userId) ?? r.userId} 提现 ${yuan(r.amount)}`])
  },
  cashback: async (db, list) => {
    const rows = await db
      .select({ id: pensionFlows.id, userId: pensionFlows.userId, amount: pensionFlows.amount })
      .from(pensionFlows)
      .where(inArray(pensionFlows.id, list))
    const phones = await phonesOf(db, ids(rows.map((r) => String(r.userId))))
    return rows.map((r) => [r.id, `用户 ${phones.get(r.userId) ?? r.userId} 返现 ${yuan(r.amount)}`])
  },
  shopper: async (db, list) => [...(await phonesOf(db, list)).entries()].map(([id, p]) => [id, `用户 ${p}`]),
  message: async (db, list) => [...(await phonesOf(db, list)).entries()].map(([id, p]) => [id, `用户 ${p}`]),
  staff: async (db, list) =>
    (
      await db.select({ id: staff.id, name: staff.name, u: staff.username }).from(staff).where(inArray(staff.id, list))
    ).map((r) => [r.id, `${r.name}（${r.u}）`]),
  coupon: async (db, list) =>
    (
      await db
        .select({ id: couponTemplates.id, name: couponTemplates.name })
        .from(couponTemplates)
        .where(inArray(couponTemplates.id, list))
    ).map((r) => [r.id, `优惠券「${r.name}」`]),
  card_batch: async (db, list) =>
    (
      await db
        .select({ id: giftCardBatches.id, name: giftCardBatches.name })
        .from(giftCardBatches)
        .where(inArray(giftCardBatches.id, list))
    ).map((r) => [r.id, `购物卡批次「${r.name}」`]),
  gift_card: async (db, list) => {
    const rows = await db
      .select({ id: giftCards.id, no: giftCards.cardNo, userId: giftCards.userId })
      .from(giftCards)
      .where(inArray(giftCards.id, list))
    const phones = await phonesOf(db, ids(rows.map((r) => String(r.userId))))
    return rows.map((r) => [r.id, `购物卡 ${r.no}（${phones.get(r.userId) ?? r.userId}）`])
  },
  goods: async (db, list) =>
    (await db.select({ id: spus.id, title: spus.title }).from(spus).where(inArray(spus.id, list))).map((r) => [
      r.id,
      `商品「${r.title}」`
    ]),
  sku: async (db, list) =>
    (
      await db
        .select({ id: skus.id, title: spus.title, specs: skus.specs })
        .from(skus)
        .innerJoin(spus, eq(spus.id, skus.spuId))
        .where(inArray(skus.id, list))
    ).map((r) => [r.id, `商品「${r.title}」${specText(r.specs)}`]),
  category: async (db, list) =>
    (
      await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, list))
    ).map((r) => [r.id, `分类「${r.name}」`]),
  activity: async (db, list) =>
    (
      await db
        .select({ id: goodsActivities.id, title: goodsActivities.title })
        .from(goodsActivities)
        .where(inArray(goodsActivities.id, list))
    ).map((r) => [r.id, `活动「${r.title}」`]),
  article: async (db, list) =>
    (await db.select({ id: articles.id, title: articles.title }).from(articles).where(inArray(articles.id, list))).map(
      (r) => [r.id, `文章「${r.title}」`]
    ),
  review: async (db, list) =>
    (
      await db
        .select({ id: reviews.id, title: spus.title })
        .from(reviews)
        .innerJoin(spus, eq(spus.id, reviews.spuId))
        .where(inArray(reviews.id, list))
    ).map((r) => [r.id, `「${r.title}」的评价`])
}

export const specText = (specs: unknown) => {
  const list = Array.isArray(specs) ? (specs as Array<{ value?: string }>) : []
  return list.length ? ` ${list.map((s) => s.value).join(' ')}` : ''
}

/** Entities named by a fixed id rather than a row. */
const FIXED: Record<string, Record<string, string>> = {
  setting: { return_address: '默认退货地址' },
  message: { all: '全体用户' }
}

/** `entity:id` → the object's name, for the entries of one page; an object since deleted keeps `<kind> #id`. */
export async function objectNames(db: DbOrTx, entries: Array<{ entity: string; entityId: string }>) {
  const out = new Map<string, string>()
  const byEntity = new Map<string, string[]>()
  for (const e of entries) {
    const fixed = FIXED[e.entity]?.[e.entityId]
    if (fixed) out.set(`${e.entity}:${e.entityId}`, fixed)
    else byEntity.set(e.entity, [...(byEntity.get(e.entity) ?? []), e.entityId])
  }
  await Promise.all(
    [...byEntity].map(async ([entity, list]) => {
      const namer = NAMERS[entity]
      const wanted = ids(list)
      if (!namer || !wanted.length) return
      for (const [id, name] of await namer(db, wanted)) out.set(`${entity}:${id}`, name)
    })
  )
  return out
}

/**
 * The entries an operator means by 订单号 or 手机号: the order, its after-sales and invoices; or the shopper, their
 * withdrawals, cashback, cards and messages. Null when the text names nothing (no entry matches).
 */
export async function objectFilter(db: DbOrTx, text: string): Promise<SQL | null> {
  const v = text.trim()
  const pick = (entity: string, list: number[]) =>
    list.length ? and(eq(auditLogs.entity, entity), inArray(auditLogs.entityId, list.map(String))) : undefined
  if (/^1\d{10}$/.test(v)) {
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.phone, v))
    if (!u) return null
    const [w, f, c] = await Promise.all([
      db.select({ id: pensionWithdrawals.id }).from(pensionWithdrawals).where(eq(pensionWithdrawals.userId, u.id)),
      db.select({ id: pensionFlows.id }).from(pensionFlows).where(eq(pensionFlows.userId, u.id)),
      db.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.userId, u.id))
    ])
    const own = (rows: Array<{ id: number }>) => rows.map((r) => r.id)
    return or(
      pick('shopper', [u.id]),
      pick('message', [u.id]),
      pick('withdrawal', own(w)),
      pick('cashback', own(f)),
      pick('gift_card', own(c))
    ) as SQL
  }
  const [o] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, v))
  if (!o) return null
  const [a, i] = await Promise.all([
    db.select({ id: afterSales.id }).from(afterSales).where(eq(afterSales.orderId, o.id)),
    db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, o.id))
  ])
  return or(
    pick('order', [o.id]),
    pick(
      'aftersale',
      a.map((r) => r.id)
    ),
    pick(
      'invoice',
      i.map((r) => r.id)
    )
  ) as SQL
}
