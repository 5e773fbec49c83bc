/** The courier contract the sandbox and Kuaidi100 implement: docs/providers.md. */
import type { ExpressInfo } from '@contract/schemas/express'

export interface ExpressCompany {
  com: string
  name: string
}

/** Courier companies: the merchant books a waybill, the shopper tracks it. Kuaidi100-style aggregators fit behind it. */
export interface ExpressProvider {
  readonly name: string
  companies(): ExpressCompany[]
  /** Books a parcel with a courier and returns its waybill. */
  createWaybill(input: { orderNo: string }): Promise<{ com: string; express_no: string }>
  /**
   * Traces of a waybill, newest first; null when the courier does not know the number. `shippedAt`: when the merchant handed the parcel over; a sandbox tells the story of a waybill an operator typed
   * in (booked outside this system) from it. A real courier knows every waybill and ignores it.
   */
  track(com: string, expressNo: string, now?: Date, shippedAt?: Date | null): Promise<ExpressInfo | null>
}
