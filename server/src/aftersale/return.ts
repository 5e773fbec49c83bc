import { and, asc, desc, eq, lte } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { afterSales, returnAddresses, type ReturnAddress } from '../db/schema'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import type { AfterSaleStatus, OrderStatus } from '@contract/schemas/order'
import { AFTER_SALE_TEXT, afterSaleById } from './aftersale'
import { move } from '../lib/order-state'
import { afterSaleRefusal } from './aftersale'
import type { Ctx } from '../lib/context'
import { ORDER_STATUS, REFUND_TYPE } from '@contract/enums'
import { enqueueNotice } from '../lib/notices'
import { orderBrief } from '../lib/order-notices'

/**
 * The 退货退款 return step (docs/decisions/0022-returns.md): the operator approves with a return address (0 -> 5
 * 待寄回), the shopper gives the courier and waybill (5 -> 6 待收货), the operator marks the goods received (6 -> 1
 * 退款中), then 财务 refunds through the existing refund path, once (1 -> 2 已退款). Not sent back in time: 5 -> 7 已关闭.
 * Every move is one conditional update, so a replay or a concurrent second click changes nothing.
 */

export async function defaultReturnAddress(db: DbOrTx): Promise<ReturnAddress | null> {
  const [row] = await db.select().from(returnAddresses).orderBy(desc(returnAddresses.id)).limit(1)
  return row ? { name: row.name, phone: row.phone, address: row.address } : null
}

export async function saveDefaultReturnAddress(db: DbOrTx, a: ReturnAddress) {
  await db.insert(returnAddresses).values(clean(a))
  return defaultReturnAddress(db)
}

function clean(a: ReturnAddress): ReturnAddress {
  const out = { name: a.name.trim(), phone: a.phone.trim(), address: a.address.trim() }
  if (!out.name) throw invalid('name', '不能为空')
  if (!/^[\d-]{7,20}$/.test(out.phone)) throw invalid('phone', '应为 7–20 位数字')
  if (out.address.length < 5) throw invalid('address', '至少 5 个字')
  return out
}

async function refusalOf(db: DbOrTx, id: number, userId?: number) {
  const [a] = await db.select().from(afterSales).where(eq(afterSales.id, id))
  if (!a || (userId !== undefined && a.userId !== userId)) return notFound('售后单')
  if (a.kind !== REFUND_TYPE.returnAndRefund) return new AppError(ERRNO.REFUND_STATE, '该申请为仅退款，无需退货')
  return afterSaleRefusal(db, id, userId)
}

/** The operator approves a 退货退款: with the given return address, or the console's default. */
export async function acceptReturn(ctx: Ctx, id: number, input: { address?: ReturnAddress; remark?: string }) {
  const address = input.address ? clean(input.address) : await defaultReturnAddress(ctx.db)
  if (!address) throw new AppError(ERRNO.RETURN_NEEDS_ADDRESS, '请先填写退货地址（可在售后页设置默认退货地址）')
  const now = new Date()
  await ctx.db.transaction(async (tx) => {
    const [a] = await tx
      .update(afterSales)
      .set({
        status: 5,
        approvedAt: now,
        remark: input.remark?.trim() || '商家同意退货，请寄回商品',
        returnAddress: address,
        returnDeadline: new Date(now.getTime() + ctx.config.returnShipSeconds * 1000)
      })
      .where(and(eq(afterSales.id, id), eq(afterSales.status, 0), eq(afterSales.kind, 2)))
      .returning()
    if (!a) throw await refusalOf(tx, id)
    // 退货申请已同意, with where to send the goods (docs/operations.md, Notices).
    const b = await orderBrief(tx, a.orderId)
    if (b)
      await enqueueNotice(tx, {
        userId: b.userId,
        event: 'return_approved',
        ref: `aftersale:${a.id}`,
        data: {
          order_sn: b.order_sn,
          goods: b.goods,
          address: `${address.name} ${address.phone} ${address.address}`
        }
      })
  })
  return afterSaleById(ctx, id)
}

/** The shopper's courier and waybill for the goods sent back: once (a second one is refused, not overwritten). */
export async function submitReturnWaybill(
  ctx: Ctx,
  userId: number,
  input: { id: number; com: string; express_no: string }
) {
  const com = input.com.trim().toUpperCase()
  const no = input.express_no.trim().toUpperCase()
  if (!ctx.providers.express.companies().some((c) => c.com === com)) throw invalid('com', '不是支持的快递公司')
  if (!/^[A-Z0-9]{6,32}$/.test(no)) throw invalid('express_no', '应为 6–32 位字母或数字')
  const [a] = await ctx.db
    .update(afterSales)
    .set({ status: 6, returnCom: com, returnExpressNo: no, returnShippedAt: new Date() })
    .where(and(eq(afterSales.id, input.id), eq(afterSales.userId, userId), eq(afterSales.status, 5)))
    .returning()
  if (a) return afterSaleById(ctx, a.id)
  const [cur] = await ctx.db.select().from(afterSales).where(eq(afterSales.id, input.id))
  if (!cur || cur.userId !== userId) throw notFound('售后单')
  if (cur.returnExpressNo) throw new AppError(ERRNO.RETURN_WAYBILL_STATE, '退货运单已提交，不能重复提交')
  throw new AppError(
    ERRNO.RETURN_WAYBILL_STATE,
    `售后单${AFTER_SALE_TEXT[cur.status as AfterSaleStatus]}，不能填写退货运单`
  )
}

/** The goods are back in the warehouse: 6 -> 1, the refund waits for 财务. */
export async function receiveReturn(ctx: Ctx, id: number) {
  const [a] = await ctx.db
    .update(afterSales)
    .set({ status: 1, receivedAt: new Date() })
    .where(and(eq(afterSales.id, id), eq(afterSales.status, 6)))
    .returning()
  if (!a) throw await refusalOf(ctx.db, id)
  return afterSaleById(ctx, id)
}

/** The shopper's return waybill traced through the courier provider, for the console. */
export async function returnTrack(ctx: Ctx, id: number) {
  const [a] = await ctx.db.select().from(afterSales).where(eq(afterSales.id, id))
  if (!a) throw notFound('售后单')
  if (!a.returnCom || !a.returnExpressNo) return null
  return ctx.providers.express.track(a.returnCom, a.returnExpressNo, new Date(), a.returnShippedAt)
}

/**
 * Job: approved returns the shopper never sent back close once their deadline passed (returnShipSeconds, 7 days by
 * default), and the order goes back to where it was. Every node runs it; the conditional update takes each row once.
 */
export async function closeOverdueReturns(ctx: Ctx, now = new Date()) {
  const due = await ctx.db
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(and(eq(afterSales.status, 5), lte(afterSales.returnDeadline, now)))
    .orderBy(asc(afterSales.id))
    .limit(100)
  let closed = 0
  for (const { id } of due)
    await ctx.db.transaction(async (tx) => {
      const [a] = await tx
        .update(afterSales)
        .set({ status: 7, finishedAt: now, remark: '超时未寄回商品，售后已关闭' })
        .where(and(eq(afterSales.id, id), eq(afterSales.status, 5)))
        .returning()
      if (!a) return
      await move(tx, a.orderId, ORDER_STATUS.awaitRefund, a.prevStatus as OrderStatus, '超时未寄回商品，售后关闭')
      closed++
    })
  return closed
}
