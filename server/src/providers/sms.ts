import type { Config } from '../config'

/** The sms provider. Fill in: the interface, a sandbox implementation, selection by config.providers. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SmsProvider {}

export function createSmsProvider(_config: Config): SmsProvider {
  return {}
}
