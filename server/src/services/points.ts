import type { DbOrTx } from '../db/client'

/** Points ledger. Owned by the orders-and-money area. */

/** Adds (positive) or spends (negative) points; refuses to go below zero (errno POINTS_NOT_ENOUGH). Returns the new balance. */
export async function changePoints(_tx: DbOrTx, _args: { userId: number; delta: number; reason: string; ref?: string }): Promise<number> {
  return 0
}
