import { notFound } from '../errors'
import type {
  AfterSale,
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
} from '@contract/schemas/order'
import { expressSummary } from '../shipping/express'
import { afterSaleFields, returnFields } from '../aftersale/aftersale'
import { groupInfo } from '../order/order-group'
import {
  countsQuery,
  orderDetailById,
  orderDetailByNo,
  orderPageQuery,
  type AfterSaleJson,
  type LineJson,
  type RefundJson
} from '../order/order-query-sql'
import { STATUS_TEXT, orderLineView, ownOrder, type OrderRow } from '../lib/order-state'
import { reconcilePendingTrades } from './payment-query'
import { SHOPPER_CHANGEABLE } from './order-address'
import { receiveDeadline } from './order-receive'
import type { Ctx } from '../lib/context'
import { PAY_CHANNELS, isPayWay, ORDER_STATUS } from '@contract/enums'

/** Reading orders: the tabbed list with counts, the detail page, and the status poll. */

/** Which statuses each tab of "my orders" shows. */
export const TABS: Record<OrderTab, number[] | null> = {
  all: null,
  await_pay: [ORDER_STATUS.awaitPayment],
  delivering: [ORDER_STATUS.awaitGrouped, ORDER_STATUS.paymentFinished, ORDER_STATUS.delivering],
  /** 待发货: paid, or paid and waiting for the group to fill. */
  await_ship: [ORDER_STATUS.awaitGrouped, ORDER_STATUS.paymentFinished],
  /** 待收货: shipped. */
  await_receive: [ORDER_STATUS.delivering],
  delivered: [ORDER_STATUS.delivered, ORDER_STATUS.completed],
  refund: [ORDER_STATUS.awaitRefund, ORDER_STATUS.refunded]
}
const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null)

function actions(o: OrderRow, invoiced: boolean): OrderActions {
  return {
    can_remind: o.status === ORDER_STATUS.paymentFinished,
    can_change_address: SHOPPER_CHANGEABLE.includes(o.status) && !o.printedAt && !o.addressChangedAt,
    can_extend_receive: receiveDeadline(o).can_extend_receive,
    can_pay: o.status === ORDER_STATUS.awaitPayment && o.payExpiresAt > new Date(),
    can_cancel: o.status === ORDER_STATUS.awaitPayment,
    can_confirm: o.status === ORDER_STATUS.delivering,
    can_refund: ([ORDER_STATUS.paymentFinished, ORDER_STATUS.delivering, ORDER_STATUS.delivered] as number[]).includes(
      o.status
    ),
    can_invoice:
      !invoiced &&
      o.payAmount > 0 &&
      (
        [
          ORDER_STATUS.paymentFinished,
          ORDER_STATUS.delivering,
          ORDER_STATUS.delivered,
          ORDER_STATUS.completed
        ] as number[]
      ).includes(o.status)
  }
}

const lineViews = (ctx: Ctx, rows: LineJson[]): OrderLine[] => rows.map((l) => orderLineView(ctx.config.publicUrl, l))

export interface ListInput {
  status?: OrderTab | number
  type?: OrderType
  page?: number
  page_size?: number
}

const ALL_STATUSES: OrderStatus[] = Object.values(ORDER_STATUS)

/** Tab counts from per-status counts. */
export function tabCounts(byStatus: Array<{ s: number; n: number }>): Record<OrderTab, number> {
  return Object.fromEntries(
    (Object.keys(TABS) as OrderTab[]).map((tab) => [
      tab,
      byStatus.filter((r) => TABS[tab]?.includes(r.s) ?? true).reduce((sum, r) => sum + r.n, 0)
    ])
  ) as Record<OrderTab, number>
}

/** /order/counts: the "my" page's order shortcuts (待付款, 待发货 ...) without loading a list. */
export async function orderCounts(ctx: Ctx, userId: number): Promise<OrderCounts> {
  const [{ counts }] = await countsQuery(ctx.db).execute({ userId, type: -1 })
  const byStatus = counts ?? []
  const statuses = Object.fromEntries(ALL_STATUSES.map((s) => [String(s), 0]))
  for (const r of byStatus) statuses[String(r.s)] = r.n
  return { tabs: tabCounts(byStatus), statuses }
}

/** The statuses of a tab key or a single status code; every status without one. */
export const tabStatuses = (status?: OrderTab | number): number[] =>
  typeof status === 'number' ? [status] : status && TABS[status] ? (TABS[status] as number[]) : ALL_STATUSES

/**
 * /order/listv2: one tab (a tab key, or a single status code), optional type, newest first, with counts per tab.
 * One query (order-query-sql.ts); the page's total is the sum of the counts of its statuses.
 */
export async function listOrders(
  ctx: Ctx,
  userId: number,
  input: ListInput,
  page: { page: number; size: number; offset: number }
): Promise<OrderListResult> {
  const statuses = tabStatuses(input.status)
  const type = input.type ?? -1
  const rows = await orderPageQuery(ctx.db).execute({
    userId,
    type,
    statuses,
    limit: page.size,
    offset: page.offset
  })
  const byStatus =
    (rows.length ? rows[0].counts : (await countsQuery(ctx.db).execute({ userId, type }))[0].counts) ?? []
  const total = byStatus.filter((r) => statuses.includes(r.s)).reduce((n, r) => n + r.n, 0)
  return {
    list: rows.map((r) => listItem(ctx, r)),
    total,
    page: page.page,
    page_size: page.size,
    counts: tabCounts(byStatus)
  }
}

export function listItem(
  ctx: Ctx,
  { order: o, lines, invoiced }: { order: OrderRow; lines: LineJson[]; invoiced: boolean }
) {
  return {
    id: o.id,
    order_no: o.orderNo,
    type: o.type as OrderType,
    status: o.status as OrderStatus,
    status_text: STATUS_TEXT[o.status as OrderStatus],
    pay_amount: o.payAmount,
    goods_count: lines.reduce((n, l) => n + l.qty, 0),
    lines: lineViews(ctx, lines),
    create_time: seconds(o.createdAt) as number,
    pay_expire_time: seconds(o.payExpiresAt) as number,
    auto_receive_time: receiveDeadline(o).auto_receive_time,
    ...actions(o, invoiced)
  } satisfies OrderListItem
}

/** /order/infov2: everything the detail page shows, in one query (and one more for a group buy's group). */
export async function orderInfo(ctx: Ctx, userId: number, key: { id?: number; order_no?: string }): Promise<OrderInfo> {
  if (key.id === undefined && !key.order_no) throw notFound('订单')
  const [row] =
    key.id !== undefined
      ? await orderDetailById(ctx.db).execute({ userId, id: key.id })
      : await orderDetailByNo(ctx.db).execute({ userId, no: key.order_no })
  if (!row) throw notFound('订单')
  const { order: o, lines, history } = row
  return {
    id: o.id,
    order_no: o.orderNo,
    type: o.type as OrderType,
    status: o.status as OrderStatus,
    status_text: STATUS_TEXT[o.status as OrderStatus],
    lines: lineViews(ctx, lines),
    address: o.address,
    goods_amount: o.goodsAmount,
    freight: o.freight,
    discount: o.discount,
    pay_amount: o.payAmount,
    cashback_total: o.cashbackTotal,
    payway: o.payway,
    payway_name: o.payway && isPayWay(o.payway) ? PAY_CHANNELS[o.payway].name : '',
    remark: o.remark,
    create_time: seconds(o.createdAt) as number,
    pay_expire_time: seconds(o.payExpiresAt) as number,
    pay_time: seconds(o.paidAt),
    ship_time: seconds(o.shippedAt),
    auto_receive_time: receiveDeadline(o).auto_receive_time,
    receive_time: seconds(o.receivedAt),
    complete_time: seconds(o.completedAt),
    close_time: seconds(o.closedAt),
    cancel_time: seconds(o.cancelledAt),
    refund_time: seconds(o.refundedAt),
    express: await expressSummary(ctx, o.expressCom, o.expressNo, o.shippedAt),
    group: o.groupId ? await groupInfo(ctx.db, o.groupId) : null,
    refund: row.afterSale ? afterSaleView(ctx, o, lines, row.afterSale) : null,
    money_refund: row.refund ? refundView(row.refund) : null,
    freeca_deduct: o.freecaDeduct,
    points_deduct: o.pointsDeduct,
    points_used: o.pointsUsed,
    invoice_request: row.invoiceRequest,
    history: history.map((h) => ({
      from: h.from as OrderStatus | null,
      to: h.to as OrderStatus,
      reason: h.reason,
      time: Number(h.at)
    })),
    ...actions(o, row.invoiced)
  }
}

const REFUND_STATUS_TEXT = ['退款中', '已退款', '退款失败，系统将自动重试'] as const
const unixOrNull = (v: number | null) => (v === null ? null : Number(v))

function refundView(r: RefundJson): OrderMoneyRefund {
  const status = r.status as OrderMoneyRefund['status']
  return {
    amount: r.amount,
    status,
    status_text: REFUND_STATUS_TEXT[status] ?? '',
    reason: r.reason,
    create_time: Number(r.created),
    finish_time: unixOrNull(r.finished)
  }
}

/** The latest after-sale of the order, as order-aftersale.ts shows one, from the order's own row and lines. */
function afterSaleView(ctx: Ctx, o: OrderRow, lines: LineJson[], a: AfterSaleJson): AfterSale {
  return {
    ...afterSaleFields(a),
    order_id: o.id,
    order_no: o.orderNo,
    create_time: Number(a.created),
    approve_time: unixOrNull(a.approved),
    finish_time: unixOrNull(a.finished),
    ...returnFields({
      ...a,
      shipped: unixOrNull(a.returnShipped),
      deadline: unixOrNull(a.returnDeadline),
      received: unixOrNull(a.received)
    }),
    lines: lineViews(
      ctx,
      lines.filter((l) => a.itemId === null || l.item_id === a.itemId)
    )
  }
}

/** /order/status: what the app polls after handing the shopper to a cashier. */
export async function orderStatus(ctx: Ctx, userId: number, id: number): Promise<OrderStatusResult> {
  let o = await ownOrder(ctx.db, userId, { id })
  // Still unpaid here: the gateway may have been paid and its notification lost (flows/payment-query.ts).
  if (o.status === ORDER_STATUS.awaitPayment && (await reconcilePendingTrades(ctx, o)))
    o = await ownOrder(ctx.db, userId, { id })
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
