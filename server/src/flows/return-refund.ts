import { and, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm'
import { afterSales, type ReturnAddress } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type { Ctx } from '../lib/context'
import { acceptReturn, defaultReturnAddress, receiveReturn } from '../aftersale/return'
import { startRefund } from './refund'
import { AFTER_SALE_STATUS, REFUND_TYPE } from '@contract/enums'

/** A return's refund: the after-sale's received goods refunded through the refund flow (docs/decisions/0022-returns.md). */

/** 财务 refunds a received return through the existing refund path; two clicks at once refund once. */
export async function refundReturn(ctx: Ctx, id: number) {
  const [a] = await ctx.db.select().from(afterSales).where(eq(afterSales.id, id))
  if (!a) throw notFound('售后单')
  if (a.kind !== REFUND_TYPE.returnAndRefund) throw new AppError(ERRNO.REFUND_STATE, '该申请为仅退款，请用“同意退款”')
  if (
    ([AFTER_SALE_STATUS.applied, AFTER_SALE_STATUS.awaitingReturn, AFTER_SALE_STATUS.returned] as number[]).includes(
      a.status
    )
  )
    throw new AppError(ERRNO.RETURN_NOT_RECEIVED, '尚未确认收到退货，不能退款')
  return startRefund(
    ctx,
    id,
    { remark: '商家已收到退货，退款已发起' },
    and(
      eq(afterSales.status, AFTER_SALE_STATUS.approved),
      eq(afterSales.kind, REFUND_TYPE.returnAndRefund),
      isNotNull(afterSales.receivedAt)
    )
  )
}

const SANDBOX_RETURN: ReturnAddress = { name: '米粒商城售后', phone: '4000000000', address: '浙江省杭州市演示退货仓' }

/** Sandbox merchant (development, demo): approves returns, receives what was sent back and refunds it. */
export async function sandboxReturns(ctx: Ctx, olderThanMs: number, now = new Date()) {
  const before = new Date(now.getTime() - olderThanMs)
  const open = await ctx.db
    .select({ id: afterSales.id, status: afterSales.status })
    .from(afterSales)
    .where(
      and(
        eq(afterSales.kind, REFUND_TYPE.returnAndRefund),
        inArray(afterSales.status, [AFTER_SALE_STATUS.applied, AFTER_SALE_STATUS.returned, AFTER_SALE_STATUS.approved]),
        isNull(afterSales.refundStartedAt),
        lte(afterSales.createdAt, before)
      )
    )
    .orderBy(desc(afterSales.id))
    .limit(50)
  const address = (await defaultReturnAddress(ctx.db)) ?? SANDBOX_RETURN
  const quiet = () => undefined
  for (const a of open) {
    if (a.status === AFTER_SALE_STATUS.applied) await acceptReturn(ctx, a.id, { address }).catch(quiet)
    if (a.status === AFTER_SALE_STATUS.returned) await receiveReturn(ctx, a.id).catch(quiet)
    if (a.status === AFTER_SALE_STATUS.returned || a.status === AFTER_SALE_STATUS.approved)
      await refundReturn(ctx, a.id).catch(quiet)
  }
}
