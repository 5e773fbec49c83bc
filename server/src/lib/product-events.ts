import type { DbOrTx } from '../db/client'
import { pensionEvents } from '../db/schema'

/* Product events of the pension journey (identity verified, bank account opened), written by the bank and pension areas. */

/** Records a product event once: (name, ref) is unique, so replays and duplicate notices add nothing. */
export async function recordEvent(
  tx: DbOrTx,
  e: {
    userId: number
    name: 'verification' | 'opening_bank_account_success'
    ref: string
    data?: Record<string, unknown>
  }
) {
  await tx
    .insert(pensionEvents)
    .values({ userId: e.userId, name: e.name, ref: e.ref, data: e.data ?? {} })
    .onConflictDoNothing()
}
