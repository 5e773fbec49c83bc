import Taro from '@tarojs/taro'
import { useAuthStore } from '@/stores/auth'
import { useProfileStore } from '@/stores/profile'
import { loginTarget } from '@/utils/login-target'

/** What every login call answers (phone, WeChat, Alipay, native bridge, partner SSO, Westdex). */
export interface LoginResult {
  token: string
  uid: number
  expired_time?: number
}

export interface CompleteLoginOptions {
  /** Where to go afterwards (the login page's goUrl); only in-app pages, never login itself. */
  goUrl?: string | null
  /** Spec section 4: login records isWestdex (false unless the Westdex entry logged in). */
  isWestdex?: boolean
  /** false: stay (a bridge page that continues on its own). */
  navigate?: boolean
}

/**
 * The one end of every login: store the session, load the profile (which loads the pension info), go
 * back to where the user was. The profile loads in the background: the page we return to reads it from
 * the store when it lands, so a slow profile never holds the user on the login screen.
 * Returns the address it went to.
 */
export async function completeLogin(result: LoginResult, options: CompleteLoginOptions = {}): Promise<string> {
  useAuthStore.getState().loginSuccess({
    token: result.token,
    uid: result.uid,
    expired_time: result.expired_time,
    isWestdex: options.isWestdex ?? false
  })
  void useProfileStore
    .getState()
    .loadProfile()
    .catch(() => undefined)
  const target = loginTarget(options.goUrl)
  // reLaunch: the page we return to was rendered logged out, and tab pages cannot be redirected to.
  if (options.navigate !== false) await Taro.reLaunch({ url: target })
  return target
}
