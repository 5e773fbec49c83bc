import type { DbOrTx } from '../db/client'

/** Goods, SKUs, stock and activities. Owned by the catalogue area. */

/** Takes qty from a SKU's stock with a conditional update; false when not enough is left. Call inside the order transaction. */
export async function reserveStock(_tx: DbOrTx, _skuId: number, _qty: number): Promise<boolean> {
  return false
}

/** Gives stock back (cancel, close, refund before delivery). */
export async function releaseStock(_tx: DbOrTx, _skuId: number, _qty: number): Promise<void> {}
