import { eq } from 'drizzle-orm'
import { afterSales, type ReturnAddress } from '../db/schema'
import type { Ctx } from '../lib/context'
import { acceptReturn, defaultReturnAddress, receiveReturn, saveDefaultReturnAddress } from '../aftersale/return'
import { refundReturn } from '../flows/return-refund'
import { ADDRESS_CHANGEABLE, addressLocked, changeOrderAddress, type AddressFields } from '../flows/order-address'
import { audit, type Actor } from './audit'

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

/**
 * 运营 or 客服 changes an order's address before shipping: the one rule of flows/order-address.ts (region stock
 * moved or REGION_NO_STOCK, refused once shipped), audited in the same transaction.
 */
export const changeAddressByOperator = (ctx: Ctx, actor: Actor, id: number, input: AddressFields) =>
  changeOrderAddress(ctx, id, input, {
    statuses: ADDRESS_CHANGEABLE,
    refuse: (o) => addressLocked(o.status),
    reason: '商家修改收货地址',
    after: (tx, before, after) =>
      audit(tx, actor, { action: 'change-address', entity: 'order', entityId: id, before, after })
  })
