import { HOME_PAGE, LOGIN_PAGE } from '../constants/pages'
import { useAuthStore } from '../stores/auth'
import { getCurrentRoute, getCurrentUrl } from '../utils/route'
import { jumpLoginOrAuth } from './bridge'
import { openLoginPage } from './login-page'
import { hostOwnsLogin } from './ua'

/**
 * Login routing by platform (spec section 4): mini programs and the native app get the bridge call
 * jumpLoginOrAuth {flag: 0, backUrl}; everything else the web login page. A bridge that turns out
 * to be missing (an old app build) falls back to the web login page rather than leaving the user stuck.
 */
export async function goLogin(backUrl?: string): Promise<void> {
  if (getCurrentRoute() === LOGIN_PAGE) return
  const wanted = backUrl || getCurrentUrl()
  // Never come back to the login page itself.
  const target = wanted && !wanted.startsWith(LOGIN_PAGE) ? wanted : HOME_PAGE
  if (hostOwnsLogin()) {
    try {
      await jumpLoginOrAuth({ flag: 0, backUrl: target })
      return
    } catch {
      // fall through to the web login page
    }
  }
  await openLoginPage(target)
}

/**
 * While the session-expiry notice is up it owns the trip to login (it goes there when closed).
 * A page that requires login and mounts meanwhile must not start a second trip, which would
 * navigate away under the notice.
 */
let heldBy: Promise<unknown> | null = null

export function holdLoginRedirects<T>(flow: Promise<T>): Promise<T> {
  const held = flow.finally(() => {
    if (heldBy === held) heldBy = null
  })
  heldBy = held
  return held
}

/**
 * For pages that need a logged-in user: true when there is one; otherwise starts the login (with
 * this page as the return) and returns false so the page can stop loading. The session-expiry
 * notice only covers users who were logged in; a visitor who was never logged in comes through here.
 */
export function ensureLogin(): boolean {
  if (useAuthStore.getState().isLogin) return true
  if (heldBy) return false
  void goLogin().catch(() => undefined)
  return false
}
