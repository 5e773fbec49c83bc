import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { giftCards, payments } from '../db/schema'
import { AppError, ERRNO } from '../errors'
import type {
  OrderDeductionInput,
  OrderFreecaDeduction,
  OrderInvoiceRequest,
  OrderPointsDeduction
} from '@contract/schemas/order'
import { cardCovers, cardStatus, getOwnCard, moveGiftCard } from '../wallet/giftcard'
import { ownReceiver } from '../invoice/invoice'
import type { OrderRow } from '../lib/order-state'
import { tradeNo } from './payways'
import { markPaid } from './paid'
import { POINTS_PER_CENT } from '@contract/rules'
import { changePoints, currentPoints } from '../wallet/points'
import { PAY_WAY } from '@contract/enums'

/**
 * Checkout deductions (issue 9): after activity, coupon and freight, the shopping card takes up to its balance, then
 * points (at the points-to-pension rate) take up to what is still left; pay is the rest, never below zero. Confirm
 * previews them, create recomputes them from current balances inside its transaction and takes them; a cancelled,
 * closed or refunded order gets them back once (ledger refs).
 */

export interface Deductions {
  freeca: OrderFreecaDeduction | null
  points: OrderPointsDeduction
  invoice: OrderInvoiceRequest | null
  /** What is left to pay after both. */
  pay: number
  /** freeca.deduct + points.deduct. */
  deduct: number
}

const CARD_REFUSAL: Record<number, string> = { 0: '购物卡已冻结', 2: '购物卡余额已用完', 3: '购物卡已过期' }

/** A refusal that names the request field, so the page knows which choice to undo. */
const cardRefusal = (why: string) =>
  new AppError(ERRNO.GIFT_CARD_INVALID, `参数 user_freeca_id ${why}`, { field: 'user_freeca_id' })

/**
 * Prices the deductions against `due` (the amount after savings and freight). `lock` (create) reads the card and
 * the points under row locks, so nothing changes them before the order takes them.
 */
export async function planDeductions(
  db: DbOrTx,
  userId: number,
  input: OrderDeductionInput,
  categoryIds: Array<number | null>,
  due: number,
  /** lock: the card row is locked (create); points: the balance create read with its lock on the user's row. */
  opts: { lock?: boolean; points?: number } = {}
): Promise<Deductions> {
  const lock = opts.lock ?? false
  let left = due
  let freeca: OrderFreecaDeduction | null = null
  if (input.user_freeca_id) {
    const own = await getOwnCard(db, userId, input.user_freeca_id)
    const card = lock ? (await db.select().from(giftCards).where(eq(giftCards.id, own.id)).for('update'))[0] : own
    const status = cardStatus(card)
    if (status !== 1) throw cardRefusal(CARD_REFUSAL[status])
    if (!(await cardCovers(db, card, categoryIds))) throw cardRefusal('该购物卡不能购买订单中的部分商品')
    const deduct = Math.min(card.balance, left)
    freeca = { user_freeca_id: card.id, name: card.name, balance: card.balance, deduct }
    left -= deduct
  }
  // create already holds the user's row lock (one order at a time per shopper), so this read cannot go stale.
  const available = opts.points ?? (await currentPoints(db, userId))
  const worth = Math.min(Math.floor(available / POINTS_PER_CENT), left)
  const pointsDeduct = input.use_points ? worth : 0
  const points = { available, used: pointsDeduct * POINTS_PER_CENT, deduct: pointsDeduct, worth }
  left -= pointsDeduct
  const receiver = input.invoice_receiver_id ? await ownReceiver(db, userId, input.invoice_receiver_id) : null
  const deduct = (freeca?.deduct ?? 0) + pointsDeduct
  return {
    freeca,
    points,
    invoice: receiver ? { receiver_id: receiver.id, title: receiver.title } : null,
    pay: left,
    deduct
  }
}

/** The order's columns for its deductions. */
export const deductionColumns = (d: Deductions) => ({
  payAmount: d.pay,
  freecaDeduct: d.freeca?.deduct ?? 0,
  userFreecaId: d.freeca && d.freeca.deduct > 0 ? d.freeca.user_freeca_id : null,
  pointsUsed: d.points.used,
  pointsDeduct: d.points.deduct,
  invoiceReceiverId: d.invoice?.receiver_id ?? null
})

/**
 * Takes the card balance and the points the new order stored. When they paid all of it, the order is paid at once
 * the way every paid order is (markPaid): a zero-amount payment row records it, pay way 4 (shopping card) when the
 * card took part, else 0 (points only: no pay way of the four; the order's payway stays null). True when it did.
 */
export async function takeDeductions(tx: DbOrTx, order: OrderRow): Promise<boolean> {
  if (order.freecaDeduct > 0 && order.userFreecaId)
    await moveGiftCard(tx, {
      userId: order.userId,
      cardId: order.userFreecaId,
      delta: -order.freecaDeduct,
      reason: 'pay',
      ref: `order:${order.id}:freeca`,
      orderId: order.id
    })
  if (order.pointsUsed > 0)
    await changePoints(tx, {
      userId: order.userId,
      delta: -order.pointsUsed,
      reason: 'order_points',
      ref: `order:${order.id}:points`
    })
  if (order.payAmount > 0 || order.freecaDeduct + order.pointsDeduct === 0) return false
  const payway = order.freecaDeduct > 0 ? PAY_WAY.freeca : 0
  const [p] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      userId: order.userId,
      payway,
      amount: 0,
      outTradeNo: tradeNo(order),
      userFreecaId: order.userFreecaId,
      status: 1,
      paidAt: new Date()
    })
    .returning()
  return markPaid(tx, order, p)
}

/** Gives an order's card balance and points back, once whatever calls it (ledger refs). */
export async function returnDeductions(tx: DbOrTx, order: OrderRow): Promise<void> {
  if (order.freecaDeduct > 0 && order.userFreecaId)
    await moveGiftCard(tx, {
      userId: order.userId,
      cardId: order.userFreecaId,
      delta: order.freecaDeduct,
      reason: 'refund',
      ref: `order:${order.id}:freeca-back`,
      orderId: order.id
    })
  if (order.pointsUsed > 0)
    await changePoints(tx, {
      userId: order.userId,
      delta: order.pointsUsed,
      reason: 'order_points_back',
      ref: `order:${order.id}:points-back`
    })
}
