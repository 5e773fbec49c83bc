import { HOME_PAGE, LOGIN_PAGE } from '../constants/pages'
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
