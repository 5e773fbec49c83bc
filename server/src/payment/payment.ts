import crypto from 'node:crypto'
import { and, desc, eq, inArray, ne } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { giftCards, orderItems, orders, payments, users } from '../db/schema'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import type { PayChannel } from './payment.provider'
import type { Payway, PaywayOption, PaywayResult, PayResult } from '../../../src/types/payment'
import { PAY_WAY_NAME } from '../../../src/constants/enums'
import { markCouponUsed } from '../wallet/coupon'
import { cardCovers, cardStatus, getOwnCard, moveGiftCard, moveWelfare } from '../wallet/giftcard'
import { inScope, loadCategoryParents } from '../order/order-goods'
import { settleGroup } from '../order/order-group'
import { S, STATUS_TEXT, ownOrder, refusal, tryMove, type MoneyCtx, type OrderRow } from '../order/order-state'
import { closeOrder } from '../order/order'
import { executeRefund, finishRefundByNo, refundPayment } from '../order/refund'

/** Paying orders: the four pay ways, provider trades and their signed callbacks. */

export const PAYWAY = { WXPAY: 1, ALIPAY: 2, FREECA: 4, EFULIPAY: 8 } as const
/** The app's name table (src/constants/enums.ts): one set of names on screen and in answers. */
export const PAYWAY_NAME: Record<Payway, string> = PAY_WAY_NAME
export const channelOf = (payway: number): PayChannel | null =>
  payway === 1 ? 'wxpay' : payway === 2 ? 'alipay' : null
const PAID_ALREADY = [S.AWAIT_GROUP, S.PAID, S.DELIVERING, S.DELIVERED, S.COMPLETED] as number[]

/** What each pay way can do for an amount: cards must cover every goods category and the whole amount. */
export async function paywayOptions(
  db: DbOrTx,
  userId: number,
  amount: number,
  categoryIds: Array<number | null>
): Promise<PaywayOption[]> {
  const now = new Date()
  const cards = await db.select().from(giftCards).where(eq(giftCards.userId, userId)).orderBy(desc(giftCards.id))
  const parents = await loadCategoryParents(db)
  const [u] = await db.select({ welfare: users.welfareBalance }).from(users).where(eq(users.id, userId))
  const live = cards.filter((c) => cardStatus(c, now) === 1)
  const cardViews = live.map((c) => ({
    user_freeca_id: c.id,
    name: c.name,
    balance: c.balance,
    expire_time: Math.floor(c.expiresAt.getTime() / 1000),
    usable: c.balance >= amount && categoryIds.every((cat) => inScope(c.categoryId, cat, parents))
  }))
  const welfare = u?.welfare ?? 0
  return [
    { payway: 1, name: PAYWAY_NAME[1], available: true },
    { payway: 2, name: PAYWAY_NAME[2], available: true },
    {
      payway: 4,
      name: PAYWAY_NAME[4],
      available: cardViews.some((c) => c.usable),
      balance: live.reduce((s, c) => s + c.balance, 0),
      cards: cardViews
    },
    { payway: 8, name: PAYWAY_NAME[8], available: welfare >= amount, balance: welfare }
  ]
}

async function categoriesOf(db: DbOrTx, orderId: number) {
  return (await db.select({ c: orderItems.categoryId }).from(orderItems).where(eq(orderItems.orderId, orderId))).map(
    (r) => r.c
  )
}

function assertPayable(order: OrderRow) {
  if (PAID_ALREADY.includes(order.status)) throw new AppError(ERRNO.ORDER_STATE, '订单已支付，请勿重复支付')
  if (order.status !== S.AWAIT_PAY) throw refusal(order.status, S.PAID)
}

/** /order/payway: the pay ways this unpaid order can use, with balances. */
export async function orderPayways(ctx: MoneyCtx, userId: number, orderNo: string): Promise<PaywayResult> {
  const order = await ownOrder(ctx.db, userId, { order_no: orderNo })
  assertPayable(order)
  return {
    order_no: order.orderNo,
    pay_amount: order.payAmount,
    payways: await paywayOptions(ctx.db, userId, order.payAmount, await categoriesOf(ctx.db, order.id))
  }
}

/**
 * The paid order moves on (regular/flash -> 1, group -> 101 and maybe the group fills), its coupon is spent and other
 * pending trades are dropped. False when the order was no longer waiting for payment.
 */
export async function markPaid(tx: DbOrTx, order: OrderRow, payment: { id: number; payway: number }) {
  const to = order.type === 2 ? S.AWAIT_GROUP : S.PAID
  // Pay way 0: checkout points paid the whole order (order-deduct.ts), which is none of the four pay ways.
  const name = PAYWAY_NAME[payment.payway as Payway] ?? '积分抵扣'
  const row = await tryMove(tx, order.id, S.AWAIT_PAY, to, `支付成功（${name}）`, {
    payway: payment.payway || null,
    paidAt: new Date()
  })
  if (!row) return false
  await markCouponUsed(tx, order.id)
  await tx
    .update(payments)
    .set({ status: 2 })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 0), ne(payments.id, payment.id)))
  if (to === S.AWAIT_GROUP && order.groupId) await settleGroup(tx, order.groupId)
  return true
}

export const tradeNo = (order: OrderRow) => `P${order.orderNo}${crypto.randomInt(0, 1e4).toString().padStart(4, '0')}`

export interface PayInput {
  order_no: string
  payway: Payway
  user_freeca_id?: number
  return_url?: string
}

/** /order/pay: balance ways settle inside one transaction; provider ways open a trade that a callback completes. */
export async function payOrder(ctx: MoneyCtx, userId: number, input: PayInput): Promise<PayResult> {
  const order = await ownOrder(ctx.db, userId, { order_no: input.order_no })
  assertPayable(order)
  if (order.payExpiresAt <= new Date()) {
    await ctx.db.transaction((tx) => closeOrder(tx, order, S.CLOSED, '超时未支付，订单自动关闭'))
    await closePendingTrades(ctx, order.id)
    throw new AppError(ERRNO.ORDER_EXPIRED, '订单已超时关闭，请重新下单')
  }
  const result = (paid: boolean, extra: Partial<PayResult> = {}): PayResult => ({
    order_no: order.orderNo,
    payway: input.payway,
    paid,
    status: paid ? (order.type === 2 ? S.AWAIT_GROUP : S.PAID) : S.AWAIT_PAY,
    out_trade_no: null,
    pay_params: null,
    pay_url: null,
    ...extra
  })
  const channel = channelOf(input.payway)
  if (!channel || order.payAmount === 0) {
    const card = input.payway === PAYWAY.FREECA ? await usableCard(ctx.db, userId, order, input.user_freeca_id) : null
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
      if (order.payAmount > 0 && input.payway === PAYWAY.EFULIPAY)
        await moveWelfare(tx, {
          userId,
          delta: -order.payAmount,
          reason: 'pay',
          ref: `pay:${order.id}`,
          orderId: order.id
        })
      if (!(await markPaid(tx, locked, p))) throw refusal(locked.status, S.PAID)
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
    returnUrl
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

/** Tells the gateway to stop accepting the order's dropped trades; best effort, a late payment is refunded anyway. */
export async function closePendingTrades(ctx: MoneyCtx, orderId: number) {
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 2), inArray(payments.payway, [1, 2])))
  for (const p of rows)
    await ctx.providers.payment.closeTrade(channelOf(p.payway) as PayChannel, p.outTradeNo).catch(() => undefined)
}

/**
 * POST /api/payment/callback/<channel>: verified, amount-checked and idempotent. A second delivery finds the payment
 * already paid and changes nothing. Money that arrives for an order that can no longer take it goes back.
 */
export async function handleNotification(ctx: MoneyCtx, channel: PayChannel, body: unknown) {
  const n = ctx.providers.payment.verifyNotification(channel, body)
  if (!n) throw new AppError(ERRNO.PAYMENT_SIGN_INVALID, '支付通知签名校验失败')
  if (n.event === 'refund') return { result: await finishRefundByNo(ctx, n) }
  const [p] = await ctx.db.select().from(payments).where(eq(payments.outTradeNo, n.out_trade_no))
  if (!p || channelOf(p.payway) !== channel) throw notFound('支付单')
  if (n.status === 'FAIL') return { result: 'failed' }
  if (n.amount !== p.amount) throw new AppError(ERRNO.PAYMENT_AMOUNT_MISMATCH, '支付金额与订单金额不一致')
  const refundId = await ctx.db.transaction(async (tx) => {
    const [won] = await tx
      .update(payments)
      .set({ status: 1, providerTradeNo: n.trade_no, paidAt: new Date() })
      .where(and(eq(payments.id, p.id), inArray(payments.status, [0, 2])))
      .returning()
    if (!won) return 'duplicate' as const
    const [order] = await tx.select().from(orders).where(eq(orders.id, p.orderId)).for('update')
    if (order.status === S.AWAIT_PAY && (await markPaid(tx, order, won))) return null
    return refundPayment(tx, order.id, {
      paymentId: won.id,
      reason: `订单${STATUS_TEXT[order.status as 0]}，重复或逾期支付自动退款`
    })
  })
  if (refundId === 'duplicate') return { result: 'duplicate' }
  if (refundId) await executeRefund(ctx, refundId)
  return { result: refundId ? 'refunding' : 'success' }
}
