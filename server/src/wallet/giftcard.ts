import crypto from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { categories, giftCardLedger, giftCards, users, welfareLedger } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type {
  GiftCard,
  GiftCardFlow,
  GiftCardInfo,
  GiftCardListResult,
  GiftCardStatus,
  WelfareBalance
} from '@contract/schemas/giftcard'
import { inScope, loadCategoryParents } from '../lib/category-tree'

/** Gift cards (shopping cards) and their ledger, plus the welfare balance ledger. Owned by the orders-and-money area. */

/** The card every new user gets, so the demo checkout can be paid without a real payment. */
export const WELCOME_CARD = { name: '新人购物卡', faceValue: 20000, validDays: 365 }

const STATUS_TEXT: Record<GiftCardStatus, string> = { 0: '已冻结', 1: '可用', 2: '已用完', 3: '已过期' }
const REASON_TEXT: Record<string, string> = { issue: '发卡', pay: '订单支付', refund: '订单退款', seed: '福利发放' }
const seconds = (d: Date) => Math.floor(d.getTime() / 1000)

type CardRow = typeof giftCards.$inferSelect

export function cardStatus(c: CardRow, now = new Date()): GiftCardStatus {
  if (c.status !== 1) return 0
  if (c.expiresAt <= now) return 3
  return c.balance > 0 ? 1 : 2
}

/** What a card is, as the shopper's cards and the console's cards both show it (one mapper for both APIs). */
export function cardFields(c: CardRow) {
  const status = cardStatus(c)
  return {
    card_no: c.cardNo,
    name: c.name,
    face_value: c.faceValue,
    balance: c.balance,
    status,
    status_text: STATUS_TEXT[status]
  }
}

/** A movement of a card's balance for both APIs; `time` as each writes a time (seconds here, ISO in the console). */
export const cardFlowView = <T>(f: typeof giftCardLedger.$inferSelect, time: (d: Date) => T) => ({
  id: f.id,
  delta: f.delta,
  balance_after: f.balanceAfter,
  reason: f.reason,
  reason_text: REASON_TEXT[f.reason] ?? f.reason,
  order_id: f.orderId,
  time: time(f.createdAt)
})

function view(c: CardRow, categoryName?: string): GiftCard {
  return {
    ...cardFields(c),
    user_freeca_id: c.id,
    expire_time: seconds(c.expiresAt),
    category_id: c.categoryId,
    scope_text: c.categoryId === null ? '全场通用' : `仅限${categoryName ?? '指定品类'}商品`
  }
}

/**
 * A card number is what a customer reads out to redeem or complain, so it must not be guessable from another
 * one: FCW and 12 random digits, never a row id or a clock.
 */
export const newCardNo = () => `FCW${String(crypto.randomInt(0, 1e12)).padStart(12, '0')}`

const CARD_NO_DRAWS = 5

/**
 * Issues a card and its opening ledger entry. A given `cardNo` makes issuance idempotent (a retried grant issues
 * nothing, answering null); without one a number is drawn, and drawn again should it collide (unique index).
 */
export async function issueGiftCard(
  tx: DbOrTx,
  args: {
    userId: number
    name: string
    faceValue: number
    expiresAt: Date
    categoryId?: number | null
    cardNo?: string
  }
): Promise<number | null> {
  let card: { id: number } | undefined
  for (let draw = 0; !card; draw++) {
    if (draw === CARD_NO_DRAWS) throw new Error(`no free card number in ${CARD_NO_DRAWS} draws`)
    ;[card] = await tx
      .insert(giftCards)
      .values({
        userId: args.userId,
        cardNo: args.cardNo ?? newCardNo(),
        name: args.name,
        faceValue: args.faceValue,
        balance: args.faceValue,
        categoryId: args.categoryId ?? null,
        expiresAt: args.expiresAt
      })
      .onConflictDoNothing({ target: giftCards.cardNo })
      .returning({ id: giftCards.id })
    if (!card && args.cardNo) return null
  }
  await tx.insert(giftCardLedger).values({
    cardId: card.id,
    userId: args.userId,
    delta: args.faceValue,
    balanceAfter: args.faceValue,
    reason: 'issue',
    ref: 'issue'
  })
  return card.id
}

/**
 * Issues the demo gift card every new user gets, once: a retried grant finds the first (the user's lock makes two
 * grants at once wait for each other). Called inside the user-creation transaction.
 */
export async function issueWelcomeGiftCard(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${2201}, ${userId})`)
  const [issued] = await tx
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(eq(giftCards.userId, userId), eq(giftCards.name, WELCOME_CARD.name)))
    .limit(1)
  if (issued) return
  const expiresAt = new Date(Date.now() + WELCOME_CARD.validDays * 24 * 3600 * 1000)
  await issueGiftCard(tx, { userId, name: WELCOME_CARD.name, faceValue: WELCOME_CARD.faceValue, expiresAt })
}

/** The caller's card, or 1002; also for cards of other users. */
export async function getOwnCard(db: DbOrTx, userId: number, cardId: number): Promise<CardRow> {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.id, cardId), eq(giftCards.userId, userId)))
  if (!card) throw notFound('购物卡')
  return card
}

/**
 * Moves money on a card once per `ref`: a replay finds the ledger row and changes nothing. The balance update is
 * conditional, so the card never goes below zero whatever runs concurrently. Returns false for a replay.
 */
export async function moveGiftCard(
  tx: DbOrTx,
  args: { userId: number; cardId: number; delta: number; reason: 'pay' | 'refund'; ref: string; orderId: number }
): Promise<boolean> {
  const [seen] = await tx
    .select({ id: giftCardLedger.id })
    .from(giftCardLedger)
    .where(and(eq(giftCardLedger.cardId, args.cardId), eq(giftCardLedger.ref, args.ref)))
  if (seen) return false
  const [row] = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} + ${args.delta}` })
    .where(
      and(
        eq(giftCards.id, args.cardId),
        eq(giftCards.userId, args.userId),
        sql`${giftCards.balance} + ${args.delta} >= 0`
      )
    )
    .returning({ balance: giftCards.balance })
  if (!row) throw new AppError(ERRNO.BALANCE_NOT_ENOUGH, '购物卡余额不足')
  await tx.insert(giftCardLedger).values({ ...args, balanceAfter: row.balance })
  return true
}

/** Moves welfare balance once per `ref`; never below zero. Returns false for a replay. */
export async function moveWelfare(
  tx: DbOrTx,
  args: { userId: number; delta: number; reason: 'pay' | 'refund' | 'seed'; ref: string; orderId?: number }
): Promise<boolean> {
  const [seen] = await tx
    .select({ id: welfareLedger.id })
    .from(welfareLedger)
    .where(and(eq(welfareLedger.userId, args.userId), eq(welfareLedger.ref, args.ref)))
  if (seen) return false
  const [row] = await tx
    .update(users)
    .set({ welfareBalance: sql`${users.welfareBalance} + ${args.delta}` })
    .where(and(eq(users.id, args.userId), sql`${users.welfareBalance} + ${args.delta} >= 0`))
    .returning({ balance: users.welfareBalance })
  if (!row) throw new AppError(ERRNO.BALANCE_NOT_ENOUGH, '福利余额不足')
  await tx.insert(welfareLedger).values({ ...args, orderId: args.orderId ?? null, balanceAfter: row.balance })
  return true
}

/** Whether a card may pay for goods of these categories (each line must be inside the card's category). */
export async function cardCovers(db: DbOrTx, card: CardRow, categoryIds: Array<number | null>): Promise<boolean> {
  if (card.categoryId === null) return true
  const parents = await loadCategoryParents(db)
  return categoryIds.every((c) => inScope(card.categoryId, c, parents))
}

export async function listCards(db: DbOrTx, userId: number): Promise<GiftCardListResult> {
  const rows = await db.select().from(giftCards).where(eq(giftCards.userId, userId)).orderBy(desc(giftCards.id))
  const names = await categoryNames(db)
  const list = rows.map((c) => view(c, names.get(c.categoryId ?? 0)))
  // Usable cards first, then by newest; the app shows them in this order.
  list.sort((a, b) => Number(b.status === 1) - Number(a.status === 1))
  return { list, total_balance: list.filter((c) => c.status === 1).reduce((s, c) => s + c.balance, 0) }
}

export async function cardInfo(db: DbOrTx, userId: number, cardId: number): Promise<GiftCardInfo> {
  const card = await getOwnCard(db, userId, cardId)
  const flows = await db
    .select()
    .from(giftCardLedger)
    .where(eq(giftCardLedger.cardId, card.id))
    .orderBy(desc(giftCardLedger.id))
    .limit(50)
  const names = await categoryNames(db)
  return {
    ...view(card, names.get(card.categoryId ?? 0)),
    flows: flows.map((f): GiftCardFlow => cardFlowView(f, seconds))
  }
}

export async function welfareBalance(db: DbOrTx, userId: number): Promise<WelfareBalance> {
  const [u] = await db.select({ balance: users.welfareBalance }).from(users).where(eq(users.id, userId))
  const flows = await db
    .select()
    .from(welfareLedger)
    .where(eq(welfareLedger.userId, userId))
    .orderBy(desc(welfareLedger.id))
    .limit(50)
  return {
    balance: u?.balance ?? 0,
    flows: flows.map((f) => ({
      id: f.id,
      delta: f.delta,
      balance_after: f.balanceAfter,
      reason_text: REASON_TEXT[f.reason] ?? f.reason,
      time: seconds(f.createdAt)
    }))
  }
}

async function categoryNames(db: DbOrTx) {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories)
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** Development only: funds a tester's welfare balance (it starts at 0) so the efulipay way can be tried. */
export async function grantWelfare(db: Db, phone: string, amount: number): Promise<WelfareBalance> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone))
  if (!u) throw notFound('用户')
  const ref = `dev-grant:${crypto.randomUUID()}`
  await db.transaction((tx) => moveWelfare(tx, { userId: u.id, delta: amount, reason: 'seed', ref }))
  return welfareBalance(db, u.id)
}
