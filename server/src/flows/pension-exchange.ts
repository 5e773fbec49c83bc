import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { pensionFlows } from '../db/schema'
import { changePoints } from '../wallet/points'
import { depositPendingCashback } from '../pension/pension'
import { CASHBACK_TYPE, CASHBACK_TYPE_LABEL, SETTLEMENT_STATUS } from '@contract/enums'
import { POINTS_PER_CENT } from '@contract/rules'

/**
 * The points exchange (/pensionaccount/exchangepension): wallet points (wallet/points.ts) become pension cashback
 * (type 1, pension/) in one transaction, so a short balance leaves no flow behind (docs/decisions/0032-flows-layer.md).
 */

/** /pensionaccount/exchangepension: spends points (via the points ledger) for a pending-deposit flow. */
export async function exchangePension(db: Db, userId: number, points: number) {
  const amount = Math.floor(points / POINTS_PER_CENT)
  return db.transaction(async (tx) => {
    const [flow] = await tx
      .insert(pensionFlows)
      .values({
        userId,
        type: CASHBACK_TYPE.pointsExchange,
        status: SETTLEMENT_STATUS.pendingDeposit,
        amount,
        points,
        title: CASHBACK_TYPE_LABEL[CASHBACK_TYPE.pointsExchange],
        settledAt: new Date()
      })
      .returning()
    const ref = `pension_flow:${flow.id}`
    await tx.update(pensionFlows).set({ ref }).where(eq(pensionFlows.id, flow.id))
    // Refuses (errno POINTS_NOT_ENOUGH) when the balance is short; the flow rolls back with it.
    const balance = await changePoints(tx, { userId, delta: -points, reason: 'pension_exchange', ref })
    await depositPendingCashback(tx, userId)
    return { flow_id: flow.id, points, amount, points_balance: balance }
  })
}
