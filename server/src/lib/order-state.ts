import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { prebuilt } from './prepared'
import { orderItems, orderStatusHistory, orders } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type { OrderLine, OrderStatus } from '@contract/schemas/order'
import { pictureFields } from './pictures'
import { receiveClockPatch } from './receive-clock'
import { ORDER_STATUS, ORDER_STATUS_LABEL } from '@contract/enums'

/**
 * The order state machine: one table of allowed transitions, each applied as a conditional update and recorded.
 * Every area after the checkout reads an order's state (after-sale, invoice, shipping, payment, review), and no area
 * imports a sibling (docs/architecture.md, server layers), so the order's spine sits below them all, in lib/.
 */

/** The contract's table (contract/enums.ts ORDER_STATUS_LABEL), so a status reads the same in answers and on screen. */
export const STATUS_TEXT: Record<OrderStatus, string> = ORDER_STATUS_LABEL

/**
 * Every allowed move. A paid group order waits (101) until its group fills (-> 1) or runs out of time (-> -2 with a
 * refund). A refund application (-3) ends refunded (-4) or, when rejected, returns to where it came from.
 */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  0: [ORDER_STATUS.paymentFinished, ORDER_STATUS.awaitGrouped, ORDER_STATUS.cancelled, ORDER_STATUS.closed],
  101: [ORDER_STATUS.paymentFinished, ORDER_STATUS.closed],
  1: [ORDER_STATUS.delivering, ORDER_STATUS.awaitRefund],
  2: [ORDER_STATUS.delivered, ORDER_STATUS.awaitRefund],
  3: [ORDER_STATUS.completed, ORDER_STATUS.awaitRefund],
  4: [],
  [-3]: [ORDER_STATUS.refunded, ORDER_STATUS.paymentFinished, ORDER_STATUS.delivering, ORDER_STATUS.delivered],
  [-4]: [],
  [-2]: [],
  [-1]: []
}

/** The shopper-facing name of the move into each status, for refusal messages. */
const ACTION: Record<OrderStatus, string> = {
  1: '支付',
  101: '支付',
  [-1]: '取消',
  [-2]: '关闭',
  2: '发货',
  3: '确认收货',
  4: '完成',
  [-3]: '申请退款',
  [-4]: '退款',
  0: '重新下单'
}

export const canMove = (from: number, to: OrderStatus) => (TRANSITIONS[from as OrderStatus] ?? []).includes(to)

export function refusal(current: number, to: OrderStatus, action = ACTION[to]) {
  const text = STATUS_TEXT[current as OrderStatus] ?? '未知状态'
  return new AppError(ERRNO.ORDER_STATE, `订单${text}，不能${action}`)
}

/** Throws ORDER_STATE unless the table allows current -> to. */
export function assertMove(current: number, to: OrderStatus, action?: string) {
  if (!canMove(current, to)) throw refusal(current, to, action)
}

type OrderRow = typeof orders.$inferSelect
type OrderPatch = Partial<Omit<OrderRow, 'id' | 'status' | 'userId' | 'orderNo'>>

/**
 * Moves one order from `from` to `to`, only if it is still there (`where status = from`), records the move and
 * returns the updated row. Returns null when the order moved on meanwhile (a replay or a race), so callers decide
 * whether that is a refusal or an idempotent no-op. A move the table does not allow is always a refusal.
 */
export async function tryMove(
  tx: DbOrTx,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  reason: string,
  patch: OrderPatch = {}
) {
  assertMove(from, to)
  // Shipping without a receipt deadline would leave the order waiting for the shopper forever (receive-clock.ts).
  if (from === ORDER_STATUS.paymentFinished && to === ORDER_STATUS.delivering && !patch.autoReceiveAt)
    throw new Error('shipping an order needs its receipt deadline: pass shippedPatch (lib/receive-clock.ts)')
  const now = new Date()
  const [row] = await tx
    .update(orders)
    .set({ ...receiveClockPatch(from, to, now), ...patch, status: to, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning()
  if (!row) return null
  await tx.insert(orderStatusHistory).values({ orderId, fromStatus: from, toStatus: to, reason })
  return row
}

/** Like tryMove but a stale order is a refusal naming its current status. */
export async function move(
  tx: DbOrTx,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  reason: string,
  patch: OrderPatch = {}
) {
  const row = await tryMove(tx, orderId, from, to, reason, patch)
  if (row) return row
  const [cur] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
  if (!cur) throw notFound('订单')
  throw refusal(cur.status, to)
}

const CREATED = { fromStatus: null, toStatus: ORDER_STATUS.awaitPayment, reason: '提交订单' } as const

export async function recordCreated(tx: DbOrTx, orderId: number) {
  await tx.insert(orderStatusHistory).values({ orderId, ...CREATED })
}

export type NewOrder = typeof orders.$inferInsert
export type NewLine = Omit<typeof orderItems.$inferInsert, 'orderId'>

/**
 * Writes a new order, its lines and its first history entry in one statement (data-modifying WITH): one round trip
 * instead of three while the buyer's row is locked. Built once per shape (the columns given, the number of lines;
 * lib/prepared.ts), since building it was most of its cost (docs/decisions/0026-flash-sale-sold-out-gate.md, item 8).
 */
export async function insertOrder(tx: DbOrTx, values: NewOrder, lines: NewLine[]): Promise<OrderRow> {
  return (await insertOrders(tx, [{ values, lines }]))[0]
}

/**
 * insertOrder for several orders in one statement (a flash sale's group, flows/checkout-group.ts), built once per
 * shape too: with more than one order, each one's lines and history row find it by buyer and confirm token (unique
 * together). The rows made, in no set order.
 */
export async function insertOrders(
  tx: DbOrTx,
  list: Array<{ values: NewOrder; lines: NewLine[] }>
): Promise<OrderRow[]> {
  if (!list.length) return []
  const first = list[0].values
  const orderKeys = (Object.keys(first) as Array<keyof NewOrder>).filter((k) => first[k] !== undefined)
  const lineKeys = Object.keys(list[0].lines[0] ?? {}) as Array<keyof NewLine>
  const query = insertShape(
    orderKeys,
    lineKeys,
    list.map((o) => o.lines.length)
  )
  const params: Record<string, unknown> = {}
  list.forEach(({ values, lines }, j) => {
    // One shape for every order of the statement: an order that leaves out a column the first one gives is a caller bug.
    for (const k of orderKeys) {
      if (values[k] === undefined) throw new Error(`order ${j} has no ${k}`)
      params[`o${j}_${k}`] = values[k]
    }
    lines.forEach((l, i) => lineKeys.forEach((k) => (params[`l${j}_${i}_${k}`] = l[k])))
  })
  return query(tx).execute(params)
}

type InsertQuery = (db: DbOrTx) => { execute(params: Record<string, unknown>): Promise<OrderRow[]> }
const insertShapes = new Map<string, InsertQuery>()

/** The statement for orders with these columns and these numbers of lines, built the first time it is asked for. */
function insertShape(
  orderKeys: ReadonlyArray<keyof NewOrder>,
  lineKeys: ReadonlyArray<keyof NewLine>,
  counts: number[]
) {
  // Sorted: the same columns make the same statement whatever order the caller's object listed them in.
  const [ok, lk] = [[...orderKeys].sort(), [...lineKeys].sort()]
  const shape = `${ok.join()}|${lk.join()}|${counts.join()}`
  let query = insertShapes.get(shape)
  if (!query) insertShapes.set(shape, (query = insertStatement(ok, lk, counts)))
  return query
}

/** How many statement shapes insertOrders has built in this process (tests: warmGroups left none to build). */
export const builtInsertShapes = () => insertShapes.size

/**
 * Builds the statement insertOrders will use for that shape ahead of time (flows/checkout-group.ts): building one for
 * 32 orders costs milliseconds of CPU a crowd should not wait for.
 */
export function prepareInsertShape(
  db: DbOrTx,
  orderKeys: ReadonlyArray<keyof NewOrder>,
  lineKeys: ReadonlyArray<keyof NewLine>,
  counts: number[]
): void {
  insertShape(orderKeys, lineKeys, counts)(db)
}

function insertStatement(
  orderKeys: Array<keyof NewOrder>,
  lineKeys: Array<keyof NewLine>,
  counts: number[]
): InsertQuery {
  const slots = (keys: string[], prefix: string) =>
    Object.fromEntries(keys.map((k) => [k, sql.placeholder(`${prefix}${k}`)]))
  return prebuilt(`order_insert_${insertShapes.size}`, (db) => {
    const made = db.$with('new_order').as(
      db
        .insert(orders)
        .values(counts.map((_, j) => slots(orderKeys, `o${j}_`)) as unknown as NewOrder[])
        .returning()
    )
    const madeId = (j: number) =>
      counts.length === 1
        ? sql`(select ${sql.identifier('id')} from ${made})`
        : sql`(select ${sql.identifier('id')} from ${made} where ${sql.identifier('user_id')} = ${sql.placeholder(
            `o${j}_userId`
          )} and ${sql.identifier('confirm_token')} = ${sql.placeholder(`o${j}_confirmToken`)})`
    const rows = counts.flatMap((n, j) =>
      Array.from({ length: n }, (_, i) => ({ ...slots(lineKeys, `l${j}_${i}_`), orderId: madeId(j) }))
    )
    const items = db
      .$with('new_lines')
      .as(db.insert(orderItems).values(rows as unknown as Array<typeof orderItems.$inferInsert>))
    const history = db
      .$with('new_history')
      .as(db.insert(orderStatusHistory).values(counts.map((_, j) => ({ orderId: madeId(j), ...CREATED }))))
    return db.with(made, items, history).select().from(made)
  })
}

/** The caller's order by id or number, or 1002 (also for other users' orders). */
export async function ownOrder(db: DbOrTx, userId: number, key: { id?: number; order_no?: string }) {
  if (key.id === undefined && !key.order_no) throw notFound('订单')
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        key.id !== undefined ? eq(orders.id, key.id) : eq(orders.orderNo, key.order_no as string)
      )
    )
  if (!row) throw notFound('订单')
  return row
}

export type { OrderRow }

/** An order line as the order queries read it (order/order-query-sql.ts linesJson) or orderLineSource makes it. */
export interface OrderLineSource {
  sku_id: number
  spu_id: number
  title: string
  image: string
  spec: string
  price: number
  qty: number
  cashback: number
  item_id: number
}

/** A stored line in the order queries' shape. */
export const orderLineSource = (l: typeof orderItems.$inferSelect): OrderLineSource => ({
  sku_id: l.skuId,
  spu_id: l.spuId,
  title: l.title,
  image: l.image,
  spec: l.spec,
  price: l.price,
  qty: l.qty,
  cashback: l.cashback,
  item_id: l.id
})

/** An order line as every answer shows it (order list and detail, after-sales): the one mapper of order lines. */
export const orderLineView = (publicUrl: string, l: OrderLineSource): OrderLine => ({
  sku_id: l.sku_id,
  spu_id: l.spu_id,
  title: l.title,
  ...pictureFields(publicUrl, l.image),
  spec: l.spec,
  price: l.price,
  qty: l.qty,
  amount: l.price * l.qty,
  cashback: l.cashback,
  item_id: l.item_id
})

/** Lines of orders, for lists and details. */
export async function linesOf(db: DbOrTx, orderIds: number[]) {
  if (!orderIds.length) return new Map<number, Array<typeof orderItems.$inferSelect>>()
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id))
  const out = new Map<number, Array<typeof orderItems.$inferSelect>>()
  for (const r of rows) out.set(r.orderId, [...(out.get(r.orderId) ?? []), r])
  return out
}
