import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { invoices, orderStatusHistory, orders, refunds } from '../db/schema'
import type {
  OrderActions,
  OrderCounts,
  OrderInfo,
  OrderLine,
  OrderListItem,
  OrderListResult,
  OrderMoneyRefund,
  OrderStatus,
  OrderStatusResult,
  OrderTab,
  OrderType
} from '../../../src/types/order'
import type { Payway } from '../../../src/types/payment'
import { expressSummary } from './express'
import { absolute, linesOf } from './order-goods'
import { groupInfo } from './order-group'
import { S, STATUS_TEXT, ownOrder, type MoneyCtx, type OrderRow } from './order-state'
import { PAYWAY_NAME } from './payment'
import { latestAfterSale } from './order-aftersale'

/** Reading orders: the tabbed list with counts, the detail page, and the status poll. */

/** Which statuses each tab of "my orders" shows. */
export const TABS: Record<OrderTab, number[] | null> = {
  all: null,
  await_pay: [S.AWAIT_PAY],
  delivering: [S.AWAIT_GROUP, S.PAID, S.DELIVERING],
  /** 待发货: paid, or paid and waiting for the group to fill. */
  await_ship: [S.AWAIT_GROUP, S.PAID],
  /** 待收货: shipped. */
  await_receive: [S.DELIVERING],
  delivered: [S.DELIVERED, S.COMPLETED],
  refund: [S.AWAIT_REFUND, S.REFUNDED]
}
const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null)

function actions(o: OrderRow, invoiced: boolean): OrderActions {
  return {
    can_pay: o.status === S.AWAIT_PAY && o.payExpiresAt > new Date(),
    can_cancel: o.status === S.AWAIT_PAY,
    can_confirm: o.status === S.DELIVERING,
    can_refund: ([S.PAID, S.DELIVERING, S.DELIVERED] as number[]).includes(o.status),
    can_invoice:
      !invoiced && o.payAmount > 0 && ([S.PAID, S.DELIVERING, S.DELIVERED, S.COMPLETED] as number[]).includes(o.status)
  }
}

type LineRow = Awaited<ReturnType<typeof linesOf>> extends Map<number, infer L> ? L : never
const lineViews = (ctx: MoneyCtx, rows: LineRow | undefined): OrderLine[] =>
  (rows ?? []).map((l) => ({
    sku_id: l.skuId,
    spu_id: l.spuId,
    title: l.title,
    image: absolute(ctx, l.image),
    spec: l.spec,
    price: l.price,
    qty: l.qty,
    amount: l.price * l.qty,
    cashback: l.cashback
  }))

async function invoicedSet(ctx: MoneyCtx, orderIds: number[]) {
  if (!orderIds.length) return new Set<number>()
  const rows = await ctx.db.select({ id: invoices.orderId }).from(invoices).where(inArray(invoices.orderId, orderIds))
  return new Set(rows.map((r) => r.id))
}

export interface ListInput {
  status?: OrderTab | number
  type?: OrderType
  page?: number
  page_size?: number
}

const ALL_STATUSES: OrderStatus[] = [-4, -3, -2, -1, 0, 1, 2, 3, 4, 101]

/** The caller's orders counted per tab and per status code, under the given conditions (user, type). */
async function countOrders(ctx: MoneyCtx, where: SQL[]): Promise<OrderCounts> {
  const byStatus = await ctx.db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(...where))
    .groupBy(orders.status)
  const tabs = Object.fromEntries(
    (Object.keys(TABS) as OrderTab[]).map((tab) => [
      tab,
      byStatus.filter((r) => TABS[tab]?.includes(r.status) ?? true).reduce((s, r) => s + Number(r.n), 0)
    ])
  ) as Record<OrderTab, number>
  const statuses = Object.fromEntries(ALL_STATUSES.map((s) => [String(s), 0]))
  for (const r of byStatus) statuses[String(r.status)] = Number(r.n)
  return { tabs, statuses }
}

/** /order/counts: the "my" page's order shortcuts (待付款, 待发货 ...) without loading a list. */
export function orderCounts(ctx: MoneyCtx, userId: number): Promise<OrderCounts> {
  return countOrders(ctx, [eq(orders.userId, userId)])
}

/** /order/listv2: one tab (a tab key, or a single status code), optional type, newest first, with counts per tab. */
export async function listOrders(
  ctx: MoneyCtx,
  userId: number,
  input: ListInput,
  page: { page: number; size: number; offset: number }
): Promise<OrderListResult> {
  const base: SQL[] = [eq(orders.userId, userId)]
  if (input.type !== undefined) base.push(eq(orders.type, input.type))
  const filter = [...base]
  if (typeof input.status === 'number') filter.push(eq(orders.status, input.status))
  else if (input.status && TABS[input.status]) filter.push(inArray(orders.status, TABS[input.status] as number[]))
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(orders)
    .where(and(...filter))
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(...filter))
    .orderBy(desc(orders.id))
    .limit(page.size)
    .offset(page.offset)
  const { tabs: counts } = await countOrders(ctx, base)
  const lines = await linesOf(
    ctx.db,
    rows.map((r) => r.id)
  )
  const invoiced = await invoicedSet(
    ctx,
    rows.map((r) => r.id)
  )
  const list = rows.map((o): OrderListItem => ({
    id: o.id,
    order_no: o.orderNo,
    type: o.type as OrderType,
    status: o.status as OrderStatus,
    status_text: STATUS_TEXT[o.status as OrderStatus],
    pay_amount: o.payAmount,
    goods_count: (lines.get(o.id) ?? []).reduce((s, l) => s + l.qty, 0),
    lines: lineViews(ctx, lines.get(o.id)),
    create_time: seconds(o.createdAt) as number,
    pay_expire_time: seconds(o.payExpiresAt) as number,
    ...actions(o, invoiced.has(o.id))
  }))
  return { list, total: Number(n), page: page.page, page_size: page.size, counts }
}

/** /order/infov2: everything the detail page shows. */
export async function orderInfo(
  ctx: MoneyCtx,
  userId: number,
  key: { id?: number; order_no?: string }
): Promise<OrderInfo> {
  const o = await ownOrder(ctx.db, userId, key)
  const lines = await linesOf(ctx.db, [o.id])
  const history = await ctx.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, o.id))
    .orderBy(asc(orderStatusHistory.id))
  const invoiced = await invoicedSet(ctx, [o.id])
  return {
    id: o.id,
    order_no: o.orderNo,
    type: o.type as OrderType,
    status: o.status as OrderStatus,
    status_text: STATUS_TEXT[o.status as OrderStatus],
    lines: lineViews(ctx, lines.get(o.id)),
    address: o.address,
    goods_amount: o.goodsAmount,
    freight: o.freight,
    discount: o.discount,
    pay_amount: o.payAmount,
    cashback_total: o.cashbackTotal,
    payway: o.payway,
    payway_name: o.payway ? (PAYWAY_NAME[o.payway as Payway] ?? '') : '',
    remark: o.remark,
    create_time: seconds(o.createdAt) as number,
    pay_expire_time: seconds(o.payExpiresAt) as number,
    pay_time: seconds(o.paidAt),
    ship_time: seconds(o.shippedAt),
    receive_time: seconds(o.receivedAt),
    complete_time: seconds(o.completedAt),
    close_time: seconds(o.closedAt),
    cancel_time: seconds(o.cancelledAt),
    refund_time: seconds(o.refundedAt),
    express: await expressSummary(ctx, o.expressCom, o.expressNo),
    group: o.groupId ? await groupInfo(ctx.db, o.groupId) : null,
    refund: await latestAfterSale(ctx, o.id),
    money_refund: await latestRefund(ctx, o.id),
    history: history.map((h) => ({
      from: h.fromStatus as OrderStatus | null,
      to: h.toStatus as OrderStatus,
      reason: h.reason,
      time: seconds(h.createdAt) as number
    })),
    ...actions(o, invoiced.has(o.id))
  }
}

const REFUND_STATUS_TEXT = ['退款中', '已退款', '退款失败，系统将自动重试'] as const

async function latestRefund(ctx: MoneyCtx, orderId: number): Promise<OrderMoneyRefund | null> {
  const [r] = await ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.id)).limit(1)
  if (!r) return null
  const status = r.status as OrderMoneyRefund['status']
  return {
    amount: r.amount,
    status,
    status_text: REFUND_STATUS_TEXT[status] ?? '',
    reason: r.reason,
    create_time: seconds(r.createdAt) as number,
    finish_time: seconds(r.finishedAt)
  }
}

/** /order/status: what the app polls after handing the shopper to a cashier. */
export async function orderStatus(ctx: MoneyCtx, userId: number, id: number): Promise<OrderStatusResult> {
  const o = await ownOrder(ctx.db, userId, { id })
  return {
    id: o.id,
    order_no: o.orderNo,
    status: o.status as OrderStatus,
    status_text: STATUS_TEXT[o.status as OrderStatus],
    paid: o.paidAt !== null,
    pay_amount: o.payAmount,
    payway: o.payway
  }
}
