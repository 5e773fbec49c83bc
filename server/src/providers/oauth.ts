import type { Config } from '../config'

/** The oauth provider. Fill in: the interface, a sandbox implementation, selection by config.providers. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OauthProvider {}

export function createOauthProvider(_config: Config): OauthProvider {
  return {}
}
