import { MSG } from '@/constants/messages'
import { SESSION_NOTICE_EXEMPT_PAGES } from '@/constants/pages'
import { goLogin, holdLoginRedirects } from '@/platform/login'
import { provideSession } from '@/services/session-port'
import { onLogin, useAuthStore } from '@/stores/auth'
import { alert } from '@/utils/feedback'
import { getCurrentRoute, getCurrentUrl, whenPageReady } from '@/utils/route'

/**
 * Session expiry (spec section 4). Many calls can fail with 1006 at once (a page loading five
 * things): the first clears the session and shows the notice, the rest find the user logged out
 * already, and the latch keeps the notice to one until the next login even if the state flips.
 * The request and upload wrappers reach this through the session port (services/session-port.ts):
 * app start installs it, so the API layer never imports the stores or the login routing.
 */
let sessionNoticeShown = false

export function resetSessionExpiry(): void {
  sessionNoticeShown = false
}

export function handleSessionExpired(autoAuth?: boolean): void {
  const wasLoggedIn = useAuthStore.getState().isLogin
  useAuthStore.getState().logout()
  if (autoAuth === false || !wasLoggedIn || sessionNoticeShown) return
  if (SESSION_NOTICE_EXEMPT_PAGES.includes(getCurrentRoute())) return
  sessionNoticeShown = true
  useAuthStore.getState().setHasWarned(true)
  const backUrl = getCurrentUrl()
  holdLoginRedirects(
    whenPageReady()
      .then(() => alert(MSG.sessionExpired))
      .catch(() => undefined)
  )
    .then(() => goLogin(backUrl))
    .catch(() => undefined)
}

let installed = false

/** Called once by app start, before the first call goes out. */
export function installSessionExpiry(): void {
  if (installed) return
  installed = true
  onLogin(resetSessionExpiry)
  provideSession({ expired: handleSessionExpired })
}
