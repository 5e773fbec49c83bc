import { createRemoteJWKSet, jwtVerify } from 'jose'
import { OauthCodeError, type OauthIdentity } from './oauth-types'

/**
 * Sign in with Apple: the app hands us the identity token (a JWT); it counts when Apple's published keys
 * (https://appleid.apple.com/auth/keys, fetched and cached by jose) verify it, it was issued by Apple for our
 * client id and has not expired. `sub` is the user's stable id.
 */
export function createAppleLogin(opts: { clientId: string; keysUrl?: string; timeoutMs: number }) {
  const keys = createRemoteJWKSet(new URL(opts.keysUrl || 'https://appleid.apple.com/auth/keys'), {
    timeoutDuration: opts.timeoutMs
  })
  return async function exchange(identityToken: string): Promise<OauthIdentity> {
    try {
      const { payload } = await jwtVerify(identityToken, keys, {
        issuer: 'https://appleid.apple.com',
        audience: opts.clientId,
        algorithms: ['RS256']
      })
      if (typeof payload.sub !== 'string' || payload.sub.length > 64) throw new Error('no subject')
      return { openid: payload.sub, unionid: null, nick: '', head: '' }
    } catch (err) {
      throw new OauthCodeError(`apple: ${(err as Error).message}`)
    }
  }
}
