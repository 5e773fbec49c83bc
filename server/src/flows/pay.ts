import { and, desc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { orderItems, orders, payments, userOauth } from '../db/schema'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import type { NotificationInput, PayChannel, PayScene } from '../payment/payment.provider'
import type { Payway, PaywayResult, PayResult } from '@contract/schemas/payment'
import { cardCovers, cardStatus, getOwnCard, moveGiftCard, moveWelfare } from '../wallet/giftcard'
import { STATUS_TEXT, ownOrder, refusal, type OrderRow } from '../lib/order-state'
import { closeOrder } from './order-close'
import { markPaid } from './paid'
import { closePendingTrades, paywayOptions, tradeNo } from './payways'
import { executeRefund, finishRefundByNo, refundPayment } from './refund'
import type { Ctx } from '../lib/context'
import { ORDER_STATUS, ORDER_TYPE, PAY_WAY, payChannelOf } from '@contract/enums'

/** Paying orders: the four pay ways, provider trades and their signed callbacks. */

const PAID_ALREADY = [
  ORDER_STATUS.awaitGrouped,
  ORDER_STATUS.paymentFinished,
  ORDER_STATUS.delivering,
  ORDER_STATUS.delivered,
  ORDER_STATUS.completed
] as number[]

async function categoriesOf(db: DbOrTx, orderId: number) {
  return (await db.select({ c: orderItems.categoryId }).from(orderItems).where(eq(orderItems.orderId, orderId))).map(
    (r) => r.c
  )
}

function assertPayable(order: OrderRow) {
  if (PAID_ALREADY.includes(order.status)) throw new AppError(ERRNO.ORDER_STATE, '订单已支付，请勿重复支付')
  if (order.status !== ORDER_STATUS.awaitPayment) throw refusal(order.status, ORDER_STATUS.paymentFinished)
}

/** /order/payway: the pay ways this unpaid order can use, with balances. */
export async function orderPayways(ctx: Ctx, userId: number, orderNo: string): Promise<PaywayResult> {
  const order = await ownOrder(ctx.db, userId, { order_no: orderNo })
  assertPayable(order)
  return {
    order_no: order.orderNo,
    pay_amount: order.payAmount,
    payways: await paywayOptions(ctx.db, userId, order.payAmount, await categoriesOf(ctx.db, order.id))
  }
}

export interface PayInput {
  order_no: string
  payway: Payway
  user_freeca_id?: number
  return_url?: string
  /** Where the shopper pays (the app's payRoute); the gateway's kind of trade depends on it. */
  scene?: PayScene
  /** The shopper's IP, set by the route (WeChat H5 pay requires it). */
  client_ip?: string
}

/** The account a JSAPI / mini-program trade is paid from: the shopper's openid on that platform. */
const SCENE_OAUTH = { weapp: 'wechat_mp', jsapi: 'wechat_h5', alipay: 'alipay_mp' } as const

async function payerOpenid(db: DbOrTx, userId: number, scene: PayScene | undefined) {
  if (!scene || scene === 'cashier') return undefined
  const [row] = await db
    .select({ openid: userOauth.openid })
    .from(userOauth)
    .where(and(eq(userOauth.userId, userId), eq(userOauth.provider, SCENE_OAUTH[scene])))
    .limit(1)
  return row?.openid
}

/** /order/pay: balance ways settle inside one transaction; provider ways open a trade that a callback completes. */
export async function payOrder(ctx: Ctx, userId: number, input: PayInput): Promise<PayResult> {
  const order = await ownOrder(ctx.db, userId, { order_no: input.order_no })
  assertPayable(order)
  if (order.payExpiresAt <= new Date()) {
    await ctx.db.transaction((tx) => closeOrder(tx, order, ORDER_STATUS.closed, '超时未支付，订单自动关闭'))
    await closePendingTrades(ctx, order.id)
    throw new AppError(ERRNO.ORDER_EXPIRED, '订单已超时关闭，请重新下单')
  }
  const result = (paid: boolean, extra: Partial<PayResult> = {}): PayResult => ({
    order_no: order.orderNo,
    payway: input.payway,
    paid,
    status: paid
      ? order.type === ORDER_TYPE.group
        ? ORDER_STATUS.awaitGrouped
        : ORDER_STATUS.paymentFinished
      : ORDER_STATUS.awaitPayment,
    out_trade_no: null,
    pay_params: null,
    pay_url: null,
    ...extra
  })
  const channel = payChannelOf(input.payway)
  if (!channel || order.payAmount === 0) {
    const card = input.payway === PAY_WAY.freeca ? await usableCard(ctx.db, userId, order, input.user_freeca_id) : null
    await ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update')
      assertPayable(locked)
      const outTradeNo = tradeNo(order)
      const [p] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          userId,
          payway: input.payway,
          amount: order.payAmount,
          outTradeNo,
          userFreecaId: card?.id ?? null,
          status: 1,
          paidAt: new Date()
        })
        .returning()
      if (order.payAmount > 0 && card)
        await moveGiftCard(tx, {
          userId,
          cardId: card.id,
          delta: -order.payAmount,
          reason: 'pay',
          ref: `pay:${order.id}`,
          orderId: order.id
        })
      if (order.payAmount > 0 && input.payway === PAY_WAY.efulipay)
        await moveWelfare(tx, {
          userId,
          delta: -order.payAmount,
          reason: 'pay',
          ref: `pay:${order.id}`,
          orderId: order.id
        })
      if (!(await markPaid(tx, locked, p))) throw refusal(locked.status, ORDER_STATUS.paymentFinished)
    })
    await closePendingTrades(ctx, order.id)
    const [now] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id))
    return { ...result(true), status: now.status }
  }

  // A second tap on the same pay way reuses the open trade instead of opening another one.
  const [open] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.payway, input.payway),
        eq(payments.status, 0),
        eq(payments.amount, order.payAmount)
      )
    )
    .orderBy(desc(payments.id))
    .limit(1)
  const p =
    open ??
    (
      await ctx.db
        .insert(payments)
        .values({
          orderId: order.id,
          userId,
          payway: input.payway,
          amount: order.payAmount,
          outTradeNo: tradeNo(order)
        })
        .returning()
    )[0]
  const returnUrl = `${ctx.config.publicUrl}${input.return_url ?? `/#/pages/order-detail/index?id=${order.id}`}`
  const trade = await ctx.providers.payment.createTrade({
    channel,
    outTradeNo: p.outTradeNo,
    amount: p.amount,
    subject: `订单 ${order.orderNo}`,
    returnUrl,
    scene: input.scene,
    openid: await payerOpenid(ctx.db, userId, input.scene),
    clientIp: input.client_ip,
    expiresAt: order.payExpiresAt
  })
  return result(false, { out_trade_no: p.outTradeNo, pay_params: trade.payParams, pay_url: trade.payUrl })
}

async function usableCard(db: DbOrTx, userId: number, order: OrderRow, cardId?: number) {
  if (!cardId) throw invalid('user_freeca_id', '不能为空')
  const card = await getOwnCard(db, userId, cardId)
  const status = cardStatus(card)
  if (status === 0 || status === 3)
    throw new AppError(ERRNO.GIFT_CARD_INVALID, status === 3 ? '购物卡已过期' : '购物卡已冻结')
  if (!(await cardCovers(db, card, await categoriesOf(db, order.id))))
    throw new AppError(ERRNO.GIFT_CARD_INVALID, '该购物卡不能购买订单中的部分商品')
  if (card.balance < order.payAmount) throw new AppError(ERRNO.BALANCE_NOT_ENOUGH, '购物卡余额不足')
  return card
}

/**
 * POST /api/payment/callback/<channel>: verified, amount-checked and idempotent. A second delivery finds the payment
 * already paid and changes nothing. Money that arrives for an order that can no longer take it goes back.
 */
export async function handleNotification(ctx: Ctx, channel: PayChannel, input: NotificationInput) {
  const n = await ctx.providers.payment.verifyNotification(channel, input)
  if (!n) throw new AppError(ERRNO.PAYMENT_SIGN_INVALID, '支付通知签名校验失败')
  if (n.event === 'refund') return { result: await finishRefundByNo(ctx, n) }
  const [p] = await ctx.db.select().from(payments).where(eq(payments.outTradeNo, n.out_trade_no))
  if (!p || payChannelOf(p.payway) !== channel) throw notFound('支付单')
  if (n.status === 'FAIL') return { result: 'failed' }
  return settleTrade(ctx, p, { tradeNo: n.trade_no, amount: n.amount })
}

/**
 * A gateway says this trade is paid (a verified notification, or its answer to a query when the notification was
 * lost): checks the amount, marks the payment paid once (a repeat finds it paid: `duplicate`) and moves the order, or
 * refunds money an order can no longer take.
 */
export async function settleTrade(
  ctx: Ctx,
  p: typeof payments.$inferSelect,
  paid: { tradeNo: string; amount: number }
): Promise<{ result: 'duplicate' | 'refunding' | 'success' }> {
  if (paid.amount !== p.amount) throw new AppError(ERRNO.PAYMENT_AMOUNT_MISMATCH, '支付金额与订单金额不一致')
  const refundId = await ctx.db.transaction(async (tx) => {
    const [won] = await tx
      .update(payments)
      .set({ status: 1, providerTradeNo: paid.tradeNo, paidAt: new Date() })
      .where(and(eq(payments.id, p.id), inArray(payments.status, [0, 2])))
      .returning()
    if (!won) return 'duplicate' as const
    const [order] = await tx.select().from(orders).where(eq(orders.id, p.orderId)).for('update')
    if (order.status === ORDER_STATUS.awaitPayment && (await markPaid(tx, order, won))) return null
    return refundPayment(tx, order.id, {
      paymentId: won.id,
      reason: `订单${STATUS_TEXT[order.status as 0]}，重复或逾期支付自动退款`
    })
  })
  if (refundId === 'duplicate') return { result: 'duplicate' }
  if (refundId) await executeRefund(ctx, refundId)
  return { result: refundId ? 'refunding' : 'success' }
}
