import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import { orderItems, orderStatusHistory, orders, type AddressSnapshot } from '../db/schema'
import type { DbOrTx, Tx } from '../db/client'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import type { Ctx } from '../lib/context'
import { listProvinces } from '../lib/district'
import { STATUS_TEXT } from '../lib/order-state'
import { regionRefusal, releaseRegionStock, reserveRegionStock, undeliverable } from '../catalogue/region-stock'
import { getAddressForOrder } from '../account/address'
import type { OrderStatus } from '@contract/schemas/order'
import { ORDER_STATUS } from '@contract/enums'

/**
 * Changing an order's delivery address, one rule for the console (运营 / 客服) and the shopper (docs/fulfilment.md):
 * before the order leaves the warehouse, into a province the order's regional goods can reach (their units are given
 * back and taken again in the same transaction, so a refusal changes nothing), written to the order's history. It
 * spans the order and the catalogue's regional stock (and, for the shopper, the address book), so it is a flow.
 */

export interface AddressFields {
  name: string
  phone: string
  province: string
  city: string
  area: string
  detail: string
}

/** Before it leaves the warehouse: unpaid, paid, or paid and waiting for its group (the console's rule). */
export const ADDRESS_CHANGEABLE = [
  ORDER_STATUS.awaitPayment,
  ORDER_STATUS.awaitGrouped,
  ORDER_STATUS.paymentFinished
] as number[]
/** The shopper's: paid and not shipped (an unpaid order is cancelled and placed again instead). */
export const SHOPPER_CHANGEABLE = [ORDER_STATUS.awaitGrouped, ORDER_STATUS.paymentFinished] as number[]

export const SHOPPER_TEXT = {
  printed: '仓库已打印面单，不能修改收货地址，如需帮助请联系客服',
  once: '每个订单只能修改一次收货地址，如需帮助请联系客服',
  unpaid: '订单未支付，不能修改收货地址，可取消后重新下单'
} as const

export function addressLocked(status: number) {
  if (status === ORDER_STATUS.delivering || status === ORDER_STATUS.delivered || status === ORDER_STATUS.completed)
    return new AppError(ERRNO.ADDRESS_LOCKED, '订单已发货，不能修改收货地址')
  return new AppError(ERRNO.ADDRESS_LOCKED, `订单${STATUS_TEXT[status as OrderStatus] ?? ''}，不能修改收货地址`)
}

/** Trimmed, required parts present, the province one we know: the snapshot the order keeps, and its region. */
function checkAddress(input: AddressFields) {
  const a = {
    name: input.name.trim(),
    phone: input.phone.trim(),
    province: input.province.trim(),
    city: input.city.trim(),
    area: input.area.trim(),
    detail: input.detail.trim()
  }
  for (const k of ['name', 'province', 'city', 'detail'] as const) if (!a[k]) throw invalid(k, '不能为空')
  const province = listProvinces().find((p) => p.name === a.province)
  if (!province) throw invalid('province', '不存在')
  const snapshot: AddressSnapshot = { ...a, full: `${a.province}${a.city}${a.area}${a.detail}` }
  return { snapshot, region: { code: province.id, name: province.name } }
}

export interface ChangeOptions {
  /** Statuses the order may be in (ADDRESS_CHANGEABLE or SHOPPER_CHANGEABLE). */
  statuses: number[]
  /** More conditions of the one conditional update (the shopper's: their own, not printed, not changed before). */
  guard?: SQL
  /** Why the conditional update found nothing, from the order as it is now. */
  refuse: (order: typeof orders.$inferSelect) => AppError
  /** Columns to set with the address (the shopper's change is marked). */
  patch?: Partial<typeof orders.$inferInsert>
  /** The order history's line: who changed it. */
  reason: string
  /** Inside the transaction, after the change (the console's audit entry). */
  after?: (tx: Tx, before: AddressSnapshot, after: AddressSnapshot) => Promise<void>
}

/**
 * The one address change: a conditional update on the status (an order shipped meanwhile is refused), the regional
 * units moved to the new province or REGION_NO_STOCK (and nothing changes), a line in the order's history.
 */
export async function changeOrderAddress(ctx: Ctx, id: number, input: AddressFields, opts: ChangeOptions) {
  const { snapshot, region } = checkAddress(input)
  const current = async (db: DbOrTx) => (await db.select().from(orders).where(eq(orders.id, id)))[0]
  const order = await current(ctx.db)
  if (!order) throw notFound('订单')
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ ...opts.patch, address: snapshot, updatedAt: new Date() })
      .where(and(eq(orders.id, id), inArray(orders.status, opts.statuses), opts.guard))
      .returning({ status: orders.status })
    if (!row) throw opts.refuse(await current(tx))
    const lines = (await tx.select().from(orderItems).where(eq(orderItems.orderId, id))).map((l) => ({
      sku_id: l.skuId,
      qty: l.qty,
      title: l.title
    }))
    await releaseRegionStock(tx, id)
    const blocked = await undeliverable(tx, lines, region)
    if (blocked.length) throw regionRefusal(blocked)
    await reserveRegionStock(tx, id, region, lines)
    // Not a change of status: the same status on both sides, so the history reads as one line among the others.
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: id, fromStatus: row.status, toStatus: row.status, reason: opts.reason.slice(0, 100) })
    await opts.after?.(tx, order.address, snapshot)
  })
  return { id, address: snapshot }
}

/**
 * 修改地址 by the shopper: to one of their saved addresses, on their own paid order not yet shipped nor printed,
 * once. Another shopper's order or address is "not found".
 */
export async function changeAddressByShopper(ctx: Ctx, userId: number, id: number, addrId: number) {
  const saved = await getAddressForOrder(ctx.db, userId, addrId)
  if (!saved) throw notFound('收货地址')
  const [mine] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId), isNull(orders.userDeletedAt)))
  if (!mine) throw notFound('订单')
  return changeOrderAddress(ctx, id, saved, {
    statuses: SHOPPER_CHANGEABLE,
    guard: and(eq(orders.userId, userId), isNull(orders.printedAt), isNull(orders.addressChangedAt)),
    patch: { addressChangedAt: new Date() },
    reason: `买家修改收货地址为${saved.province}${saved.city}${saved.area}`,
    refuse: (o) => {
      if (!SHOPPER_CHANGEABLE.includes(o.status))
        return o.status === ORDER_STATUS.awaitPayment
          ? new AppError(ERRNO.ADDRESS_LOCKED, SHOPPER_TEXT.unpaid)
          : addressLocked(o.status)
      if (o.addressChangedAt) return new AppError(ERRNO.ADDRESS_CHANGED_ONCE, SHOPPER_TEXT.once)
      return new AppError(ERRNO.ADDRESS_LOCKED, SHOPPER_TEXT.printed)
    }
  })
}
