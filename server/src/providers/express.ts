import type { Config } from '../config'

/** The express provider. Fill in: the interface, a sandbox implementation, selection by config.providers. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ExpressProvider {}

export function createExpressProvider(_config: Config): ExpressProvider {
  return {}
}
