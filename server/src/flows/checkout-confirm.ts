import crypto from 'node:crypto'
import { AppError, ERRNO } from '../errors'
import type { OrderConfirmResult, OrderDeductionInput } from '@contract/schemas/order'
import { evaluateCoupons } from '../wallet/coupon'
import { pictureFields } from '../lib/pictures'
import { addressView, draftOrder, freightFor, loadAddress, type DraftInput, type OrderDraft } from './checkout-lines'
import { planDeductions } from './deductions'
import { paywayOptions } from './payways'
import { addressRegion, regionRefusal, undeliverable } from '../catalogue/region-stock'
import type { Ctx } from '../lib/context'

/** The order preview (/order/confirm) and its confirm token, the idempotency key of /order/create. */

/** How long a preview's confirm token stays valid. */
const CONFIRM_TTL_SECONDS = 30 * 60

export interface ConfirmInput extends DraftInput, OrderDeductionInput {
  addr_id?: number
  /** Omitted: the best usable coupon is applied; 0: none. */
  coupon_id?: number
  group_id?: number
}

export interface CreateInput extends DraftInput, OrderDeductionInput {
  confirm_token: string
  addr_id: number
  coupon_id?: number
  group_id?: number
  remark?: string
}

const tokenSig = (secret: string, userId: number, exp: number, nonce: string) =>
  crypto.createHmac('sha256', secret).update(`confirm:${userId}.${exp}.${nonce}`).digest('hex').slice(0, 32)

/** A confirm token is signed for one user, so it cannot be forged or used by someone else. */
export function issueConfirmToken(secret: string, userId: number, now = Date.now()) {
  const exp = Math.floor(now / 1000) + CONFIRM_TTL_SECONDS
  const nonce = crypto.randomBytes(8).toString('hex')
  return { token: `${exp}.${nonce}.${tokenSig(secret, userId, exp, nonce)}`, exp }
}

export function checkConfirmToken(secret: string, userId: number, token: string) {
  const m = /^(\d{10})\.([0-9a-f]{16})\.([0-9a-f]{32})$/.exec(token)
  if (!m) return null
  const good = crypto.timingSafeEqual(Buffer.from(tokenSig(secret, userId, Number(m[1]), m[2])), Buffer.from(m[3]))
  return good ? { exp: Number(m[1]) } : null
}

/** Amounts of an order: pay = goods - savings + freight, never below zero. */
export function amountsOf(draft: OrderDraft, couponDiscount: number) {
  const afterActivity = Math.max(0, draft.goodsAmount - draft.activityDiscount)
  const coupon = Math.min(couponDiscount, afterActivity)
  const freight = freightFor(afterActivity)
  return {
    goods: draft.goodsAmount,
    freight,
    coupon,
    discount: draft.activityDiscount + coupon,
    pay: Math.max(0, afterActivity - coupon + freight)
  }
}

/** /order/confirm: prices the goods now, checks coupons against them, and hands out the confirm token. */
export async function confirmOrder(ctx: Ctx, userId: number, input: ConfirmInput): Promise<OrderConfirmResult> {
  const draft = await draftOrder(ctx.db, userId, input, '')
  const address = await loadAddress(ctx.db, userId, input.addr_id)
  // Lines the address's province cannot receive are shown, not refused here, so the shopper can pick another address.
  const blocked = address
    ? await undeliverable(ctx.db, draft.lines, await addressRegion(ctx.db, userId, address.addr_id))
    : []
  const coupons = await evaluateCoupons(ctx.db, userId, draft.lines, draft.activityDiscount)
  let chosen = input.coupon_id === undefined ? (coupons.find((c) => c.usable) ?? null) : null
  if (input.coupon_id) {
    chosen = coupons.find((c) => c.id === input.coupon_id) ?? null
    if (!chosen) throw new AppError(ERRNO.COUPON_UNAVAILABLE, '优惠券不可用')
    if (!chosen.usable) throw new AppError(ERRNO.COUPON_UNAVAILABLE, chosen.reason)
  }
  const a = amountsOf(draft, chosen?.discount ?? 0)
  const categoryIds = draft.lines.map((l) => l.category_id)
  const d = await planDeductions(ctx.db, userId, input, categoryIds, a.pay)
  const { token, exp } = issueConfirmToken(ctx.config.paymentSecret, userId)
  return {
    type: draft.type,
    activity_id: draft.activity?.id ?? null,
    lines: draft.lines.map(({ category_id: _c, ...l }) => ({ ...l, ...pictureFields(ctx.config.publicUrl, l.image) })),
    address: address ? addressView(address) : null,
    goods_amount: a.goods,
    freight: a.freight,
    discount: a.discount,
    pay_amount: d.pay,
    cashback_total: draft.cashbackTotal,
    coupon_id: chosen?.id ?? null,
    coupons,
    payways: await paywayOptions(ctx.db, userId, d.pay, categoryIds),
    confirm_token: token,
    confirm_expired_time: exp,
    undeliverable: blocked,
    ship_error: blocked.length ? regionRefusal(blocked).message : '',
    freeca: d.freeca,
    points: d.points,
    invoice: d.invoice,
    deduct_amount: d.deduct
  }
}
