import type { Config } from '../config'

/** The esign provider. Fill in: the interface, a sandbox implementation, selection by config.providers. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EsignProvider {}

export function createEsignProvider(_config: Config): EsignProvider {
  return {}
}
