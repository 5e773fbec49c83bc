import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { orders } from '../db/schema'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import type { OrderCreateResult, OrderStatus } from '@contract/schemas/order'
import { evaluateCoupons } from '../wallet/coupon'
import { draftOrder, type KnownBought, type OrderDraft, type ShipTo } from './checkout-lines'
import { provinceOf } from '../catalogue/region-locate'
import type { RegionRef } from '@contract/schemas/stock'
import { amountsOf, type CreateInput } from './checkout-confirm'
import { deductionColumns, planDeductions } from './deductions'
import { seatInGroup } from '../order/order-group'
import type { OrderRow, NewLine, NewOrder } from '../lib/order-state'
import { blockedLines, regionalStockFrom, regionRefusal } from '../catalogue/region-stock'
import type { OrderSkuWithCategory } from '../catalogue/catalogue'
import type { Ctx } from '../lib/context'
import { ORDER_TYPE } from '@contract/enums'

/**
 * Every rule /order/create checks before it writes anything, given what the transaction read of the buyer: one order
 * placed alone (checkout.ts) and the orders of a flash sale placed together (checkout-group.ts) pass the same checks.
 */

const seconds = (d: Date) => Math.floor(d.getTime() / 1000)

function orderNo() {
  const d = new Date(Date.now() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(2, 14)
  return `${d}${crypto.randomInt(0, 1e8).toString().padStart(8, '0')}`
}

export const createdView = (o: OrderRow): OrderCreateResult => ({
  id: o.id,
  order_no: o.orderNo,
  status: o.status as OrderStatus,
  pay_amount: o.payAmount,
  pay_expire_time: seconds(o.payExpiresAt)
})

export const findByToken = async (db: DbOrTx, userId: number, token: string) =>
  (
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.confirmToken, token)))
  )[0]

/**
 * The columns every new order and line is written with, the same for every order: a flash sale's group writes its
 * orders in one statement built once per group size (lib/order-state.ts), prepared before the first sale
 * (checkout-group.ts warmGroups). `satisfies` below keeps these lists and prepareOrder's values in step.
 */
export const ORDER_COLUMNS = [
  'orderNo',
  'userId',
  'confirmToken',
  'type',
  'goodsAmount',
  'freight',
  'discount',
  'couponDiscount',
  'payAmount',
  'freecaDeduct',
  'userFreecaId',
  'pointsUsed',
  'pointsDeduct',
  'invoiceReceiverId',
  'cashbackTotal',
  'userCouponId',
  'activityId',
  'groupId',
  'address',
  'remark',
  'payExpiresAt'
] as const satisfies ReadonlyArray<keyof NewOrder>
export const LINE_COLUMNS = [
  'skuId',
  'spuId',
  'categoryId',
  'title',
  'image',
  'spec',
  'price',
  'qty',
  'cashback'
] as const satisfies ReadonlyArray<keyof NewLine>

/** What the transaction read of its buyer under the buyer's row lock (checkout-buyer.ts). */
export interface BuyerReads {
  /** The lock's read: the points balance. */
  me: { points: number } | undefined
  again: boolean
  shipTo: ShipTo | null
  known?: KnownBought
  /** The order's SKUs when the caller read them already (a group reads its one SKU once). */
  skus?: Map<number, OrderSkuWithCategory>
}

export type Prepared =
  | { again: OrderCreateResult }
  | {
      again?: undefined
      values: NewOrder
      lines: NewLine[]
      draft: OrderDraft
      region: RegionRef | null
      regional: Map<number, number>
    }

export async function prepareOrder(
  ctx: Ctx,
  tx: DbOrTx,
  userId: number,
  input: CreateInput,
  tokenExpires: number,
  reads: BuyerReads
): Promise<Prepared> {
  // The same token again answers the order it made, even after the token expired.
  if (reads.again) {
    const again = await findByToken(tx, userId, input.confirm_token)
    if (again) return { again: createdView(again) }
  }
  if (tokenExpires * 1000 < Date.now()) throw new AppError(ERRNO.ORDER_EXPIRED, '订单信息已过期，请返回重新确认')
  const draft = await draftOrder(tx, userId, input, '', reads.known, reads.skus)
  const { shipTo } = reads
  if (!shipTo) throw notFound('收货地址')
  const { address } = shipTo
  const region = await provinceOf(shipTo.provinceCode)
  const regional = region ? await regionalStockFrom(tx, draft.held, region.code) : new Map<number, number>()
  const blocked = region ? blockedLines(draft.lines, regional, region) : []
  if (blocked.length) throw regionRefusal(blocked)
  let couponDiscount = 0
  if (input.coupon_id) {
    const c = (await evaluateCoupons(tx, userId, draft.lines, draft.activityDiscount)).find(
      (x) => x.id === input.coupon_id
    )
    if (!c?.usable) throw new AppError(ERRNO.COUPON_UNAVAILABLE, c?.reason || '优惠券不可用')
    couponDiscount = c.discount
  }
  if (input.group_id && draft.type !== ORDER_TYPE.group) throw invalid('group_id', '只能用于拼团商品')
  const groupId =
    draft.type === ORDER_TYPE.group && draft.activity
      ? await seatInGroup(tx, userId, draft.activity, input.group_id)
      : null
  const a = amountsOf(draft, couponDiscount)
  // Recomputed from the balances now, under the user's lock: the preview's numbers are never trusted.
  const categoryIds = draft.lines.map((l) => l.category_id)
  const deductions = await planDeductions(tx, userId, input, categoryIds, a.pay, {
    lock: true,
    points: reads.me?.points
  })
  const { addr_id: _id, ...snapshot } = address
  const values = {
    orderNo: orderNo(),
    userId,
    confirmToken: input.confirm_token,
    type: draft.type,
    goodsAmount: a.goods,
    freight: a.freight,
    discount: a.discount,
    couponDiscount: a.coupon,
    ...deductionColumns(deductions),
    cashbackTotal: draft.cashbackTotal,
    userCouponId: input.coupon_id || null,
    activityId: draft.activity?.id ?? null,
    groupId,
    address: snapshot,
    remark: input.remark ?? '',
    payExpiresAt: new Date(Date.now() + ctx.config.orderPayMinutes * 60_000)
  } satisfies Record<(typeof ORDER_COLUMNS)[number], unknown> & NewOrder
  const lines = draft.lines.map((l) => ({
    skuId: l.sku_id,
    spuId: l.spu_id,
    categoryId: l.category_id,
    title: l.title,
    image: l.image,
    spec: l.spec,
    price: l.price,
    qty: l.qty,
    cashback: l.cashback
  })) satisfies Array<Record<(typeof LINE_COLUMNS)[number], unknown> & NewLine>
  return { values, lines, draft, region, regional }
}
