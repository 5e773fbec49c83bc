import { and, asc, count, desc, eq, gt, gte, ilike, isNull, lt, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { afterSales, orderItems, orderStatusHistory, orders, refunds, users } from '../db/schema'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import { expressCompanyName } from '../shipping/express.provider'
import { closeOrder } from '../flows/order-close'
import { STATUS_TEXT, move, refusal } from '../lib/order-state'
import type { Ctx } from '../lib/context'
import { closePendingTrades } from '../flows/payways'
import type { OrderStatus } from '@contract/schemas/order'
import { audit, type Actor } from './audit'
import type { OrderQueryT } from '@contract/admin/orders'
import { ORDER_STATUS } from '@contract/enums'
import { tellShipped } from '../lib/order-notices'
import { shippedPatch } from '../lib/receive-clock'

/** The console's orders: search, detail with history, shipping with the operator's waybill, closing unpaid ones. */

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function orderWhere(q: Omit<OrderQueryT, 'page' | 'page_size'>) {
  const where: SQL[] = []
  if (q.status !== undefined) where.push(eq(orders.status, q.status))
  if (q.order_no) where.push(eq(orders.orderNo, q.order_no.trim()))
  if (q.phone) where.push(sql`(${users.phone} = ${q.phone} or ${orders.address}->>'phone' = ${q.phone})`)
  if (q.from) where.push(gte(orders.createdAt, new Date(q.from)))
  if (q.to) where.push(lt(orders.createdAt, new Date(q.to)))
  if (q.goods)
    where.push(
      sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${ilike(orderItems.title, like(q.goods))})`
    )
  return where.length ? and(...where) : undefined
}

const listFields = {
  id: orders.id,
  orderNo: orders.orderNo,
  status: orders.status,
  payAmount: orders.payAmount,
  goodsAmount: orders.goodsAmount,
  phone: users.phone,
  address: orders.address,
  expressCom: orders.expressCom,
  expressNo: orders.expressNo,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  shippedAt: orders.shippedAt,
  shipRemindedAt: orders.shipRemindedAt,
  printedAt: orders.printedAt,
  autoReceiveAt: orders.autoReceiveAt,
  receivePausedAt: orders.receivePausedAt,
  receiveExtendedAt: orders.receiveExtendedAt
}

type ListRow = { [K in keyof typeof listFields]: (typeof orders.$inferSelect & { phone: string | null })[K] }

const view = (r: ListRow) => ({
  id: r.id,
  order_no: r.orderNo,
  // Only the state machine writes it (order-state.ts), so it is one of the contract's statuses.
  status: r.status as OrderStatus,
  status_text: STATUS_TEXT[r.status as OrderStatus] ?? '未知状态',
  pay_amount: r.payAmount,
  goods_amount: r.goodsAmount,
  phone: r.phone ?? '',
  consignee: `${r.address.name} ${r.address.phone}`,
  address: r.address.full,
  express_com: r.expressCom,
  express_name: r.expressCom ? expressCompanyName(r.expressCom) : '',
  express_no: r.expressNo,
  created_at: r.createdAt.toISOString(),
  paid_at: r.paidAt?.toISOString() ?? null,
  shipped_at: r.shippedAt?.toISOString() ?? null,
  // 已催发货 while it waits: a reminder of an order shipped since is history, not a task.
  reminded_at: r.status === ORDER_STATUS.paymentFinished ? (r.shipRemindedAt?.toISOString() ?? null) : null,
  printed_at: r.printedAt?.toISOString() ?? null,
  ...receiveClock(r)
})

/** The receipt clock as the console shows it (lib/receive-clock.ts): running while shipped, stopped by an after-sale. */
function receiveClock(r: ListRow) {
  const paused = r.status === ORDER_STATUS.awaitRefund && r.receivePausedAt !== null
  const waiting = r.status === ORDER_STATUS.delivering || paused
  return {
    auto_receive_at: waiting ? (r.autoReceiveAt?.toISOString() ?? null) : null,
    receive_paused_at: paused ? (r.receivePausedAt?.toISOString() ?? null) : null,
    receive_extended_at: r.receiveExtendedAt?.toISOString() ?? null
  }
}

/** 提醒发货 (docs/fulfilment.md): the orders shoppers reminded and still waiting to ship come first, latest first. */
const remindedFirst = [
  sql`(${orders.status} = ${ORDER_STATUS.paymentFinished} and ${orders.shipRemindedAt} is not null) desc`,
  sql`case when ${orders.status} = ${ORDER_STATUS.paymentFinished} then ${orders.shipRemindedAt} end desc nulls last`
]

export async function listOrders(db: DbOrTx, q: OrderQueryT) {
  const cond = orderWhere(q)
  const size = q.page_size ?? 20
  const offset = ((q.page ?? 1) - 1) * size
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listFields)
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(cond)
      .orderBy(...remindedFirst, desc(orders.id))
      .limit(size)
      .offset(offset),
    db.select({ total: count() }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(cond)
  ])
  return { list: rows.map(view), total }
}

/** The filtered list a page at a time by id (keyset), so an export of any size holds one page in memory. */
export async function* orderPages(db: DbOrTx, q: Omit<OrderQueryT, 'page' | 'page_size'>, size = 1000) {
  let after = 0
  for (;;) {
    const cond = orderWhere(q)
    const rows = await db
      .select(listFields)
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(cond ? and(cond, gt(orders.id, after)) : gt(orders.id, after))
      .orderBy(asc(orders.id))
      .limit(size)
    if (!rows.length) return
    yield rows.map(view)
    after = rows[rows.length - 1].id
    if (rows.length < size) return
  }
}

export async function orderDetail(db: DbOrTx, id: number) {
  const [row] = await db
    .select(listFields)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id))
  if (!row) throw notFound('订单')
  const [items, history, sales, money] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
    db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id)).orderBy(asc(orderStatusHistory.id)),
    db.select().from(afterSales).where(eq(afterSales.orderId, id)).orderBy(asc(afterSales.id)),
    db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.id))
  ])
  return {
    ...view(row),
    items: items.map((i) => ({ id: i.id, title: i.title, spec: i.spec, price: i.price, qty: i.qty })),
    history: history.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      to_text: STATUS_TEXT[h.toStatus as OrderStatus] ?? '',
      reason: h.reason,
      at: h.createdAt.toISOString()
    })),
    after_sales: sales.map((a) => ({ id: a.id, kind: a.kind, status: a.status, reason: a.reason, amount: a.amount })),
    refunds: money.map((r) => ({ refund_no: r.refundNo, amount: r.amount, status: r.status }))
  }
}

export interface ShipInput {
  com: string
  express_no: string
}

/** The companies the express provider knows; the console's courier picker lists them. */
export const couriers = (ctx: Ctx) => ctx.providers.express.companies()

function checkBill(ctx: Ctx, input: ShipInput) {
  const com = input.com.trim().toUpperCase()
  const no = input.express_no.trim().toUpperCase()
  if (!ctx.providers.express.companies().some((c) => c.com === com)) throw invalid('com', '不是支持的快递公司')
  if (!/^[A-Z0-9]{6,32}$/.test(no)) throw invalid('express_no', '应为 6–32 位字母或数字')
  return { com, no }
}

/**
 * Ships one paid order with the operator's courier and waybill (1 -> 2, a conditional move: shipping twice is
 * refused). The same waybill again on an order it already shipped is reported as `already`, never shipped twice.
 */
export async function shipByOperator(
  ctx: Ctx,
  actor: Actor,
  key: { id?: number; order_no?: string },
  input: ShipInput
) {
  const { com, no } = checkBill(ctx, input)
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(key.id !== undefined ? eq(orders.id, key.id) : eq(orders.orderNo, key.order_no ?? ''))
  if (!order) throw notFound('订单')
  if (order.status !== ORDER_STATUS.paymentFinished) {
    if (order.expressCom === com && order.expressNo === no) return { id: order.id, already: true }
    throw refusal(order.status, ORDER_STATUS.delivering)
  }
  await ctx.db.transaction(async (tx) => {
    await move(
      tx,
      order.id,
      ORDER_STATUS.paymentFinished,
      ORDER_STATUS.delivering,
      `商家已发货（${expressCompanyName(com)} ${no}）`,
      {
        expressCom: com,
        expressNo: no,
        ...shippedPatch(ctx.config)
      }
    )
    // 已发货, with the courier and the waybill (docs/operations.md, Notices).
    await tellShipped(tx, order.id, expressCompanyName(com), no)
    await audit(tx, actor, {
      action: 'ship',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status },
      after: { status: ORDER_STATUS.delivering, express_com: com, express_no: no }
    })
  })
  return { id: order.id, already: false }
}

/**
 * 打印面单: the warehouse has printed the order's waybill, so the shopper can no longer change its address
 * (flows/order-address.ts). A paid order waiting to ship only; printing again keeps the first time.
 */
export async function markPrinted(ctx: Ctx, actor: Actor, id: number) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id))
  if (!order) throw notFound('订单')
  if (order.printedAt) return { id, printed_at: order.printedAt.toISOString() }
  if (order.status !== ORDER_STATUS.paymentFinished)
    throw new AppError(ERRNO.ORDER_STATE, `订单${STATUS_TEXT[order.status as OrderStatus] ?? ''}，不能打印面单`)
  const at = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ printedAt: new Date() })
      .where(and(eq(orders.id, id), isNull(orders.printedAt)))
      .returning({ printedAt: orders.printedAt })
    if (!row?.printedAt) return null
    await audit(tx, actor, { action: 'print', entity: 'order', entityId: id, before: {}, after: { printed: true } })
    return row.printedAt
  })
  const printed = at ?? (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0].printedAt
  return { id, printed_at: (printed as Date).toISOString() }
}

/** An operator closes an unpaid order: stock, coupon and deductions go back, pending trades are closed. */
export async function closeByOperator(ctx: Ctx, actor: Actor, id: number, reason: string) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id))
  if (!order) throw notFound('订单')
  if (order.status !== ORDER_STATUS.awaitPayment) throw refusal(order.status, ORDER_STATUS.closed)
  const closed = await ctx.db.transaction(async (tx) => {
    if (!(await closeOrder(tx, order, ORDER_STATUS.closed, `商家关闭订单：${reason}`.slice(0, 100)))) return false
    await audit(tx, actor, {
      action: 'close',
      entity: 'order',
      entityId: id,
      before: { status: 0 },
      after: { status: ORDER_STATUS.closed, reason }
    })
    return true
  })
  if (!closed) throw new AppError(ERRNO.ORDER_STATE, '订单状态已变化，请刷新后重试')
  await closePendingTrades(ctx, id)
  return { id, status: ORDER_STATUS.closed }
}
