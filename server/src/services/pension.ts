import type { DbOrTx } from '../db/client'

/** Pension account, cashback flows, withdrawals. Owned by the pension area. */

/** A received order earns cashback: one flow, type 0 (order cashback), status 0 (pending settlement). Idempotent per order. */
export async function recordOrderCashback(_tx: DbOrTx, _args: { userId: number; orderId: number; amount: number }): Promise<void> {}

/** A refunded order's cashback is withdrawn if it has not been deposited yet. Idempotent. */
export async function cancelOrderCashback(_tx: DbOrTx, _orderId: number): Promise<void> {}

/** The bank fields of profile.info (t_pension_bank_*), for the user profile call. */
export async function getProfileBankFields(_db: DbOrTx, _userId: number): Promise<Record<string, unknown>> {
  return {}
}
