import type { OrderCreateResult } from '@contract/schemas/order'
import { AppError } from '../errors'
import { getSkusForOrder } from '../catalogue/catalogue'
import { reserveActivityUnits, takeActivityUnitsAndCommit, type UnitsSeen } from '../catalogue/catalogue-stock'
import { soldOut } from '../catalogue/sold-out'
import { insertOrders, prepareInsertShape } from '../lib/order-state'
import type { Ctx } from '../lib/context'
import { lockBuyers, readBuyers } from './checkout-buyer'
import type { CreateInput } from './checkout-confirm'
import { createdView, LINE_COLUMNS, ORDER_COLUMNS, prepareOrder, type Prepared } from './checkout-prepare'
import { takeDeductions } from './deductions'

/**
 * A flash sale's orders placed together (docs/decisions/0036-flash-sale-group-placement.md). While one group of a
 * sale's attempts is in its transaction on this node, the attempts that arrive wait, and the next group takes them
 * all: one transaction locks their buyers, reads them, reads the SKU, writes every order and takes their units in
 * one statement each, instead of one transaction of eight round trips per unit sold. Each buyer passes the checks one
 * order placed alone passes (checkout-prepare.ts), in arrival order, each seeing the units the ones before it took.
 * An attempt the group cannot place (its buyer's row is busy, a regional SKU, units taken under the group by another
 * node) is placed alone, which answers it exactly as before. A lone attempt is a group of one: no waiting is added.
 */

/** The most attempts one group places: enough to carry a crowd, small enough that one statement stays quick. */
export const GROUP_MAX = 32

type Attempt = {
  userId: number
  input: CreateInput & { activity_id: number; items: Array<{ sku_id: number; qty: number }> }
  tokenExpires: number
  seen: UnitsSeen
  alone: () => Promise<OrderCreateResult>
  resolve: (r: OrderCreateResult) => void
  reject: (e: unknown) => void
}

type Outcome = { ok: OrderCreateResult } | { refused: AppError } | 'alone'

/**
 * Only a sale's plain attempt joins a group: one SKU, no cart, coupon, group buy, card, points or invoice (those
 * take rows of their own and are placed alone).
 */
export function groupable(input: CreateInput): input is Attempt['input'] {
  return (
    !!input.activity_id &&
    input.items?.length === 1 &&
    !input.cart_ids?.length &&
    !input.coupon_id &&
    !input.group_id &&
    !input.user_freeca_id &&
    !input.use_points &&
    !input.invoice_receiver_id
  )
}

/**
 * Builds the orders' statement for every group size (one line each, a sale's order) ahead of the first crowd, one
 * size per turn of the event loop so nothing waits for it: built during a sale's first second, they were about a
 * tenth of the server's CPU (docs/decisions/0036).
 */
export function warmGroups(db: Ctx['db'], size = 2): void {
  if (size > GROUP_MAX) return
  prepareInsertShape(db, ORDER_COLUMNS, LINE_COLUMNS, Array<number>(size).fill(1))
  setImmediate(() => warmGroups(db, size + 1))
}

interface Queue {
  waiting: Attempt[]
}

/** Per database handle (one per node; a test may run two nodes in one process), per activity and SKU. */
const queues = new WeakMap<object, Map<string, Queue>>()

export function placeInGroup(
  ctx: Ctx,
  userId: number,
  input: Attempt['input'],
  tokenExpires: number,
  seen: UnitsSeen,
  alone: () => Promise<OrderCreateResult>
): Promise<OrderCreateResult> {
  return new Promise((resolve, reject) => {
    let sales = queues.get(ctx.db)
    if (!sales) queues.set(ctx.db, (sales = new Map()))
    const key = `${input.activity_id}:${input.items[0].sku_id}`
    const queue = sales.get(key)
    const attempt = { userId, input, tokenExpires, seen, alone, resolve, reject }
    if (queue) queue.waiting.push(attempt)
    else {
      const started: Queue = { waiting: [attempt] }
      sales.set(key, started)
      void drain(ctx, sales, key, started)
    }
  })
}

async function drain(ctx: Ctx, sales: Map<string, Queue>, key: string, queue: Queue) {
  try {
    while (queue.waiting.length) {
      const group = nextGroup(queue)
      // runGroup answers every attempt; should it throw, none is left hanging (a settled promise ignores the rest).
      await runGroup(ctx, group).catch((err: unknown) => group.forEach((a) => a.reject(err)))
    }
  } finally {
    sales.delete(key)
  }
}

/** Up to GROUP_MAX waiting attempts in arrival order, one per buyer: a buyer's second attempt waits for the next. */
function nextGroup(queue: Queue): Attempt[] {
  const group: Attempt[] = []
  const buyers = new Set<number>()
  const rest: Attempt[] = []
  for (const a of queue.waiting) {
    if (group.length < GROUP_MAX && !buyers.has(a.userId)) {
      buyers.add(a.userId)
      group.push(a)
    } else rest.push(a)
  }
  queue.waiting = rest
  return group
}

/** Thrown inside the group's transaction to roll it back: the units changed under the group. */
class UnitsMoved extends Error {}

async function runGroup(ctx: Ctx, group: Attempt[]) {
  const outcome = new Map<Attempt, Outcome>()
  try {
    await ctx.db.transaction(async (tx) => {
      outcome.clear()
      const { activity_id: activityId, items } = group[0].input
      const skuId = items[0].sku_id
      // Asked again once the transaction has its connection: the sale may have sold out while these waited.
      const live = group.filter((a) => !(ctx.soldOut?.refuses(activityId, a.input.confirm_token) && refuse(a)))
      if (!live.length) return
      const locked = await lockBuyers(
        tx,
        live.map((a) => a.userId)
      )
      const mine = live.filter((a) => locked.has(a.userId) || (outcome.set(a, 'alone'), false))
      if (!mine.length) return
      const buyers = mine.map((a) => ({ userId: a.userId, token: a.input.confirm_token, addrId: a.input.addr_id }))
      const reads = await readBuyers(tx, buyers, skuId, activityId)
      const skus = await getSkusForOrder(tx, [skuId])
      const sku = skus.get(skuId)
      // A regional SKU's units are per warehouse (their own rows, taken after the order): placed alone.
      if (sku?.held.length) return mine.forEach((a) => outcome.set(a, 'alone'))
      const placed: Array<{ a: Attempt; p: Exclude<Prepared, { again: unknown }> }> = []
      for (const [i, a] of mine.entries()) {
        try {
          const p = await prepareOrder(ctx, tx, a.userId, a.input, a.tokenExpires, {
            me: locked.get(a.userId),
            ...reads[i],
            skus
          })
          if (p.again) {
            outcome.set(a, { ok: p.again })
            continue
          }
          placed.push({ a, p })
          // The next buyer's checks see the units this one takes (draftOrder refuses beyond them, 活动库存不足).
          const qty = a.input.items[0].qty
          if (p.draft.activity && p.draft.activity.stock !== null) p.draft.activity.stock -= qty
          if (sku) sku.stock -= qty
        } catch (err) {
          if (!(err instanceof AppError)) throw err
          outcome.set(a, { refused: err })
        }
      }
      if (!placed.length) return
      const rows = await insertOrders(
        tx,
        placed.map(({ p }) => ({ values: p.values, lines: p.lines }))
      )
      const byBuyer = new Map(rows.map((r) => [r.userId, r]))
      const units = placed.reduce((n, { a }) => n + a.input.items[0].qty, 0)
      const seen: UnitsSeen = {}
      const made = placed.map(({ a }) => {
        const row = byBuyer.get(a.userId)
        if (!row) throw new Error(`group order of user ${a.userId} not written`)
        return { a, row }
      })
      // A plain attempt has no card or points to take (groupable); kept so a wider group cannot skip them.
      for (const { row } of made) if (await takeDeductions(tx, row)) throw new Error('group order paid by deductions')
      // The shared rows last, in one message with the COMMIT (catalogue-stock.ts): nothing may follow it.
      const took =
        (await takeActivityUnitsAndCommit(tx, activityId, skuId, units, seen)) ||
        (await reserveActivityUnits(tx, activityId, skuId, units, seen))
      if (took !== 'ok') throw new UnitsMoved()
      for (const { a, row } of made) {
        a.seen.left = seen.left
        outcome.set(a, { ok: createdView(row) })
      }
    })
  } catch {
    // Rolled back (units taken under the group, or a database error): whatever the group decided is void, and each
    // attempt is placed alone, which answers it precisely (a refusal, a sold-out, or the error itself).
    for (const a of group) outcome.set(a, 'alone')
  }
  // Answered only now, after the commit: a refusal's sold-out check (checkout.ts) then reads the units this group took.
  for (const a of group) {
    const o = outcome.get(a)
    if (!o || o === 'alone') a.alone().then(a.resolve, a.reject)
    else if ('ok' in o) a.resolve(o.ok)
    else a.reject(o.refused)
  }

  function refuse(a: Attempt) {
    outcome.set(a, { refused: soldOut() })
    return true
  }
}
