import type { Config } from '../config'

/** The bank provider. Fill in: the interface, a sandbox implementation, selection by config.providers. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BankProvider {}

export function createBankProvider(_config: Config): BankProvider {
  return {}
}
