import type { Config } from '../config'

/** The payment provider. Fill in: the interface, a sandbox implementation, selection by config.providers. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PaymentProvider {}

export function createPaymentProvider(_config: Config): PaymentProvider {
  return {}
}
