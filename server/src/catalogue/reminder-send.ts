import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { REMINDER_KIND } from '@contract/reminder'
import type { Db, DbOrTx } from '../db/client'
import { goodsActivities, reminders, skus, spus } from '../db/schema'
import { enqueueNotice } from '../lib/notices'
import { specText } from './catalogue'

/*
 * Sending 到货提醒 and 开抢提醒 (docs/operations.md, "Reminders"). A reminder goes out once: one conditional update
 * marks the waiting rows sent and answers them, and the notices are written through the notice service in the same
 * transaction (an outbox: lib/notices.ts). Two transactions reaching the same rows queue on their row locks and the
 * second finds them sent, so a restock seen twice or a job run twice sends nothing twice; a rollback sends nothing.
 */

/** A SKU's stock before and after a change, as the code that changed it saw them. */
export interface StockChange {
  skuId: number
  before: number
  after: number
}

type Claimed = Pick<typeof reminders.$inferSelect, 'id' | 'userId' | 'targetId' | 'skuId' | 'channels' | 'createdAt'>

/** The notice's ref: the reminder and the round it waited in (re-subscribing after a send is a new round). */
const refOf = (r: Claimed) => `${r.id}.${r.createdAt.getTime()}`

const claimed = {
  id: reminders.id,
  userId: reminders.userId,
  targetId: reminders.targetId,
  skuId: reminders.skuId,
  channels: reminders.channels,
  createdAt: reminders.createdAt
}

async function goodsNames(tx: DbOrTx, skuIds: number[]) {
  const rows = await tx
    .select({ id: skus.id, title: spus.title, specs: skus.specs })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(inArray(skus.id, [...new Set(skuIds)]))
  return new Map(rows.map((r) => [r.id, [r.title, specText(r.specs)].filter(Boolean).join(' ')]))
}

/**
 * Inside the transaction that changed stock: the restock reminders of every SKU that went from none to some go out.
 * Callers pass what they changed; SKUs that had stock before (or still have none) cost nothing, not even a query.
 */
export async function remindRestocked(tx: DbOrTx, changes: StockChange[]): Promise<number> {
  const back = [...new Set(changes.filter((c) => c.before <= 0 && c.after > 0).map((c) => c.skuId))]
  if (!back.length) return 0
  const rows = await tx
    .update(reminders)
    .set({ sentAt: sql`now()` })
    .where(and(eq(reminders.kind, REMINDER_KIND.restock), inArray(reminders.targetId, back), isNull(reminders.sentAt)))
    .returning(claimed)
  if (!rows.length) return 0
  const names = await goodsNames(tx, back)
  for (const r of rows) {
    await send(tx, r, { event: 'restock', data: { goods: names.get(r.skuId) ?? '', sku_id: r.skuId } })
  }
  return rows.length
}

/** The same, for a save that may have changed many SKUs: their stock now is read and compared with `before`. */
export async function remindRestockedSince(tx: DbOrTx, before: Array<{ id: number; stock: number }>) {
  const was = new Map(before.filter((b) => b.stock <= 0).map((b) => [b.id, b.stock]))
  if (!was.size) return 0
  const now = await tx
    .select({ id: skus.id, stock: skus.stock })
    .from(skus)
    .where(inArray(skus.id, [...was.keys()]))
  return remindRestocked(
    tx,
    now.map((n) => ({ skuId: n.id, before: was.get(n.id) ?? 0, after: n.stock }))
  )
}

/** SKUs being deleted (the console's goods edit) take their reminders with them. */
export async function dropReminders(tx: DbOrTx, skuIds: number[]) {
  if (skuIds.length) await tx.delete(reminders).where(inArray(reminders.skuId, skuIds))
}

/** Beijing time of a sale's start as the notice says it (YYYY-MM-DD HH:mm), whatever the server's zone. */
const beijing = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')

/**
 * The job (once per cluster, lib/jobs.ts): 开抢提醒 of every flash sale that has opened by `now` and not ended, in
 * batches of `batch` per transaction; rows another run holds are skipped (it sends them). `now` is the job's clock,
 * a parameter so tests move it.
 */
export async function sendSaleStartReminders(db: Db, now = new Date(), batch = 500): Promise<number> {
  let total = 0
  for (;;) {
    const sent = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: reminders.id })
        .from(reminders)
        .innerJoin(goodsActivities, eq(goodsActivities.id, reminders.targetId))
        .where(
          and(
            eq(reminders.kind, REMINDER_KIND.saleStart),
            isNull(reminders.sentAt),
            eq(goodsActivities.status, 1),
            sql`${goodsActivities.startAt} <= ${now}`,
            sql`${goodsActivities.endAt} > ${now}`
          )
        )
        .orderBy(reminders.id)
        .limit(batch)
        .for('update', { of: reminders, skipLocked: true })
      const rows = await tx
        .update(reminders)
        .set({ sentAt: now })
        .where(and(inArray(reminders.id, due), isNull(reminders.sentAt)))
        .returning(claimed)
      if (!rows.length) return 0
      const sales = await tx
        .select({ id: goodsActivities.id, price: goodsActivities.price, start: goodsActivities.startAt })
        .from(goodsActivities)
        .where(inArray(goodsActivities.id, [...new Set(rows.map((r) => r.targetId))]))
      const sale = new Map(sales.map((s) => [s.id, s]))
      const names = await goodsNames(
        tx,
        rows.map((r) => r.skuId)
      )
      for (const r of rows) {
        const s = sale.get(r.targetId)
        const data = {
          goods: names.get(r.skuId) ?? '',
          sku_id: r.skuId,
          price: s?.price ?? 0,
          start: s ? beijing(s.start) : ''
        }
        await send(tx, r, { event: 'sale_start', data })
      }
      return rows.length
    })
    total += sent
    if (sent < batch) return total
  }
}

type Notice =
  | { event: 'restock'; data: { goods: string; sku_id: number } }
  | { event: 'sale_start'; data: { goods: string; sku_id: number; price: number; start: string } }

/** The one call into the notice service: the message centre always, SMS only where the shopper ticked it. */
async function send(tx: DbOrTx, r: Claimed, n: Notice) {
  await enqueueNotice(tx, { userId: r.userId, ref: refOf(r), sms: r.channels.includes('sms'), ...n })
}
