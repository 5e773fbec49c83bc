import { and, eq, inArray } from 'drizzle-orm'
import { afterSales, orderItems, orders, type ReturnAddress } from '../db/schema'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import type { Ctx } from '../lib/context'
import { listProvinces } from '../lib/district'
import { regionRefusal, releaseRegionStock, reserveRegionStock, undeliverable } from '../catalogue/region-stock'
import { STATUS_TEXT } from '../lib/order-state'
import { acceptReturn, defaultReturnAddress, receiveReturn, saveDefaultReturnAddress } from '../aftersale/return'
import { refundReturn } from '../flows/return-refund'
import type { OrderStatus } from '@contract/schemas/order'
import { audit, type Actor } from './audit'
import { ORDER_STATUS } from '@contract/enums'

/** The console's side of the return step and of address changes; every write is audited. */

const statusOf = async (ctx: Ctx, id: number) =>
  (await ctx.db.select({ status: afterSales.status }).from(afterSales).where(eq(afterSales.id, id)))[0]?.status

async function audited<T>(ctx: Ctx, actor: Actor, id: number, action: string, run: () => Promise<T>, extra = {}) {
  const before = await statusOf(ctx, id)
  const result = await run()
  await audit(ctx.db, actor, {
    action,
    entity: 'aftersale',
    entityId: id,
    before: { status: before },
    after: { status: await statusOf(ctx, id), ...extra }
  })
  return result
}

/** The one stored default return address (order/return.ts); the log keeps the address it replaced. */
export async function setDefaultReturnAddress(ctx: Ctx, actor: Actor, a: ReturnAddress) {
  const before = await defaultReturnAddress(ctx.db)
  const saved = await saveDefaultReturnAddress(ctx.db, a)
  await audit(ctx.db, actor, {
    action: 'return-address',
    entity: 'setting',
    entityId: 'return_address',
    before,
    after: saved
  })
  return saved
}

export const acceptReturnByOperator = (
  ctx: Ctx,
  actor: Actor,
  id: number,
  input: { address?: ReturnAddress; remark?: string }
) =>
  audited(ctx, actor, id, 'accept-return', () => acceptReturn(ctx, id, input), { address: input.address ?? 'default' })

export const receiveByOperator = (ctx: Ctx, actor: Actor, id: number) =>
  audited(ctx, actor, id, 'receive-return', () => receiveReturn(ctx, id))

export const refundReturnByOperator = (ctx: Ctx, actor: Actor, id: number) =>
  audited(ctx, actor, id, 'refund-return', () => refundReturn(ctx, id))

export interface AddressInput {
  name: string
  phone: string
  province: string
  city: string
  area: string
  detail: string
}

/** Before it leaves the warehouse: unpaid, paid, or paid and waiting for its group. */
const CHANGEABLE = [ORDER_STATUS.awaitPayment, ORDER_STATUS.awaitGrouped, ORDER_STATUS.paymentFinished] as number[]

/**
 * 运营 or 客服 changes an order's address before shipping. The regional units it holds are given back and taken again
 * for the new province in the same transaction, so an address the goods cannot reach is refused (REGION_NO_STOCK)
 * and nothing changes; the conditional update on the status refuses an order shipped meanwhile.
 */
export async function changeAddressByOperator(ctx: Ctx, actor: Actor, id: number, input: AddressInput) {
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
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id))
  if (!order) throw notFound('订单')
  if (!CHANGEABLE.includes(order.status)) throw locked(order.status)
  const snapshot = { ...a, full: `${a.province}${a.city}${a.area}${a.detail}` }
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ address: snapshot, updatedAt: new Date() })
      .where(and(eq(orders.id, id), inArray(orders.status, CHANGEABLE)))
      .returning()
    if (!row) {
      const [cur] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id))
      throw locked(cur.status)
    }
    const lines = (await tx.select().from(orderItems).where(eq(orderItems.orderId, id))).map((l) => ({
      sku_id: l.skuId,
      qty: l.qty,
      title: l.title
    }))
    const region = { code: province.id, name: province.name }
    await releaseRegionStock(tx, id)
    const blocked = await undeliverable(tx, lines, region)
    if (blocked.length) throw regionRefusal(blocked)
    await reserveRegionStock(tx, id, region, lines)
    await audit(tx, actor, {
      action: 'change-address',
      entity: 'order',
      entityId: id,
      before: order.address,
      after: snapshot
    })
  })
  return { id, address: snapshot }
}

function locked(status: number) {
  if (status === ORDER_STATUS.delivering || status === ORDER_STATUS.delivered || status === ORDER_STATUS.completed)
    return new AppError(ERRNO.ADDRESS_LOCKED, '订单已发货，不能修改收货地址')
  return new AppError(ERRNO.ADDRESS_LOCKED, `订单${STATUS_TEXT[status as OrderStatus] ?? ''}，不能修改收货地址`)
}
