import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { pensionFlows, scanClaims, scanCodes } from '../db/schema'
import { AppError, ERRNO } from '../errors'
import { depositPendingCashback } from './pension'
import { CASHBACK_TYPE, SETTLEMENT_STATUS } from '@contract/enums'

/**
 * Pension cashback that needs no after-sale window: scan gifts (type 2). The points exchange (type 1) spends wallet
 * points: flows/pension-exchange.ts.
 */

async function liveCode(db: Db, code: string) {
  const [c] = await db
    .select()
    .from(scanCodes)
    .where(
      and(
        eq(scanCodes.code, code),
        eq(scanCodes.enabled, true),
        or(isNull(scanCodes.endsAt), gt(scanCodes.endsAt, new Date()))
      )
    )
  if (!c) throw new AppError(ERRNO.SCAN_CODE_INVALID, '二维码无效或活动已结束')
  return c
}

/**
 * /wechat/scanpension: get 0 previews the gift of a QR code; get 1 claims it, once per user per code.
 * The quota is taken by a conditional update and the claim is unique, so a double tap claims once.
 */
export async function scanPension(db: Db, userId: number, input: { code: string; get: number }) {
  const c = await liveCode(db, input.code)
  const [mine] = await db
    .select()
    .from(scanClaims)
    .where(and(eq(scanClaims.code, c.code), eq(scanClaims.userId, userId)))
  const left = c.quota === null ? null : Math.max(0, c.quota - c.claimed)
  const preview = {
    code: c.code,
    title: c.title,
    amount: c.amount,
    claimed: Boolean(mine),
    available: !mine && left !== 0,
    left
  }
  if (!input.get) return preview
  if (mine) throw new AppError(ERRNO.SCAN_CODE_CLAIMED, '您已领取过该二维码的养老金')
  const flowId = await db.transaction(async (tx) => {
    const [taken] = await tx
      .update(scanCodes)
      .set({ claimed: sql`${scanCodes.claimed} + 1` })
      .where(and(eq(scanCodes.code, c.code), or(isNull(scanCodes.quota), lt(scanCodes.claimed, scanCodes.quota))))
      .returning({ code: scanCodes.code })
    if (!taken) throw new AppError(ERRNO.SCAN_CODE_INVALID, '该二维码的养老金已领完')
    const [flow] = await tx
      .insert(pensionFlows)
      .values({
        userId,
        type: CASHBACK_TYPE.scanGift,
        status: SETTLEMENT_STATUS.pendingDeposit,
        amount: c.amount,
        title: c.title,
        ref: `scan:${c.code}`,
        settledAt: new Date()
      })
      .returning({ id: pensionFlows.id })
    const [claim] = await tx
      .insert(scanClaims)
      .values({ code: c.code, userId, flowId: flow.id })
      .onConflictDoNothing()
      .returning({ id: scanClaims.id })
    // Lost a race with our own double tap: roll back the quota and the flow.
    if (!claim) throw new AppError(ERRNO.SCAN_CODE_CLAIMED, '您已领取过该二维码的养老金')
    await depositPendingCashback(tx, userId)
    return flow.id
  })
  return { ...preview, claimed: true, available: false, left: left === null ? null : left - 1, flow_id: flowId }
}
