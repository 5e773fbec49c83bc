import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { categories, giftCardBatches, giftCardLedger, giftCards, users } from '../db/schema'
import { AppError, ERRNO, conflict, invalid, notFound } from '../errors'
import { cardFields, cardFlowView, issueGiftCard } from '../wallet/giftcard'
import { audit, type Actor } from './audit'
import { once } from './once'
import { resolveShoppers } from './shopper-ref'
import type { CardBatchInputT } from '@contract/admin/wallet'

/**
 * 财务's shopping cards: batches (face value, how many), issuing a card of a batch to a shopper (once per request
 * id), freezing and unfreezing, and a card's balance history. Cards and their ledger are the shop's own
 * (wallet/giftcard.ts): an issued card is what the shopper sees and pays with.
 */

type Batch = typeof giftCardBatches.$inferSelect
const batchView = (b: Batch) => ({
  id: b.id,
  name: b.name,
  face_value: b.faceValue,
  count: b.count,
  issued: b.issued,
  category_id: b.categoryId,
  valid_days: b.validDays,
  status: b.status,
  created_at: b.createdAt.toISOString()
})

export async function listBatches(db: DbOrTx, q: { page?: number; page_size?: number }) {
  const size = q.page_size ?? 20
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(giftCardBatches)
      .orderBy(desc(giftCardBatches.id))
      .limit(size)
      .offset(((q.page ?? 1) - 1) * size),
    db.select({ total: count() }).from(giftCardBatches)
  ])
  return { list: rows.map(batchView), total }
}

export async function createBatch(db: DbOrTx, actor: Actor, b: CardBatchInputT) {
  if (!b.name.trim()) throw invalid('name', '不能为空')
  if (b.category_id !== null) {
    const [c] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, b.category_id))
    if (!c) throw invalid('category_id', '分类不存在')
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(giftCardBatches)
      .values({
        name: b.name.trim(),
        faceValue: b.face_value,
        count: b.count,
        categoryId: b.category_id,
        validDays: b.valid_days
      })
      .returning()
    await audit(tx, actor, {
      action: 'card.batch',
      entity: 'card_batch',
      entityId: row.id,
      before: null,
      after: batchView(row)
    })
    return batchView(row)
  })
}

/** Issues one card of the batch to a shopper, once per request id: a double click or a retry issues nothing more. */
export async function issueCard(db: DbOrTx, actor: Actor, batchId: number, b: { user: string; request_id: string }) {
  return db.transaction(async (tx) =>
    once(
      tx,
      { requestId: b.request_id, action: 'card.issue', target: `${batchId}:${b.user.trim()}`, staffId: actor.staffId },
      async () => {
        const [batch] = await tx.select().from(giftCardBatches).where(eq(giftCardBatches.id, batchId))
        if (!batch) throw notFound('购物卡批次')
        const [shopper] = await resolveShoppers(tx, [b.user], 'user')
        const [taken] = await tx
          .update(giftCardBatches)
          .set({ issued: sql`${giftCardBatches.issued} + 1` })
          .where(
            and(
              eq(giftCardBatches.id, batchId),
              eq(giftCardBatches.status, 1),
              sql`${giftCardBatches.issued} < ${giftCardBatches.count}`
            )
          )
          .returning({ issued: giftCardBatches.issued })
        if (!taken) throw new AppError(ERRNO.CARD_BATCH_EMPTY, '该批次的卡已发完')
        const expiresAt = new Date(Date.now() + batch.validDays * 86400_000)
        const cardId = await issueGiftCard(tx, {
          userId: shopper.id,
          name: batch.name,
          faceValue: batch.faceValue,
          expiresAt,
          categoryId: batch.categoryId
        })
        if (cardId === null) throw new Error('a card without a number of its own was refused')
        await tx.update(giftCards).set({ batchId }).where(eq(giftCards.id, cardId))
        const answer = { card_id: cardId, user_id: shopper.id, face_value: batch.faceValue }
        await audit(tx, actor, {
          action: 'card.issue',
          entity: 'gift_card',
          entityId: cardId,
          before: null,
          after: { ...answer, batch_id: batchId, request_id: b.request_id }
        })
        return answer
      }
    )
  )
}

type Card = typeof giftCards.$inferSelect
function cardView(c: Card, phone: string | null) {
  return {
    ...cardFields(c),
    id: c.id,
    user_id: c.userId,
    phone: phone ?? '',
    batch_id: c.batchId,
    frozen: c.status === 0,
    expires_at: c.expiresAt.toISOString(),
    created_at: c.createdAt.toISOString()
  }
}

export async function listCards(
  db: DbOrTx,
  q: { card_no?: string; phone?: string; batch_id?: number; page?: number; page_size?: number }
) {
  const where: SQL[] = []
  if (q.card_no?.trim()) where.push(eq(giftCards.cardNo, q.card_no.trim()))
  if (q.phone) where.push(eq(users.phone, q.phone))
  if (q.batch_id) where.push(eq(giftCards.batchId, q.batch_id))
  const cond = where.length ? and(...where) : undefined
  const size = q.page_size ?? 20
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ c: giftCards, phone: users.phone })
      .from(giftCards)
      .leftJoin(users, eq(users.id, giftCards.userId))
      .where(cond)
      .orderBy(desc(giftCards.id))
      .limit(size)
      .offset(((q.page ?? 1) - 1) * size),
    db.select({ total: count() }).from(giftCards).leftJoin(users, eq(users.id, giftCards.userId)).where(cond)
  ])
  return { list: rows.map((r) => cardView(r.c, r.phone)), total }
}

async function oneCard(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ c: giftCards, phone: users.phone })
    .from(giftCards)
    .leftJoin(users, eq(users.id, giftCards.userId))
    .where(eq(giftCards.id, id))
  if (!row) throw notFound('购物卡')
  return row
}

/** A card and every movement of its balance, newest first. */
export async function cardHistory(db: DbOrTx, id: number) {
  const { c, phone } = await oneCard(db, id)
  const flows = await db
    .select()
    .from(giftCardLedger)
    .where(eq(giftCardLedger.cardId, id))
    .orderBy(desc(giftCardLedger.id))
    .limit(500)
  return {
    card: cardView(c, phone),
    flows: flows.map((f) => cardFlowView(f, (d) => d.toISOString()))
  }
}

/** Freezes (the shopper cannot pay with it) or unfreezes a card; the same state twice is refused, not repeated. */
export async function setCardFrozen(db: DbOrTx, actor: Actor, id: number, frozen: boolean, reason: string) {
  if (!reason.trim()) throw invalid('reason', '不能为空')
  return db.transaction(async (tx) => {
    const before = await oneCard(tx, id)
    const [c] = await tx
      .update(giftCards)
      .set({ status: frozen ? 0 : 1 })
      .where(and(eq(giftCards.id, id), eq(giftCards.status, frozen ? 1 : 0)))
      .returning()
    if (!c) throw conflict(frozen ? '该卡已冻结' : '该卡未冻结')
    await audit(tx, actor, {
      action: frozen ? 'card.freeze' : 'card.unfreeze',
      entity: 'gift_card',
      entityId: id,
      before: cardView(before.c, before.phone),
      after: { ...cardView(c, before.phone), reason: reason.trim() }
    })
    return cardView(c, before.phone)
  })
}
