import { LOGIN_PAGE } from '../constants/pages'
import { safeTarget } from './route'

/**
 * Where a finished login goes: the goUrl it was given, never the login page itself, home when there is
 * none. Only in-app page paths are followed (safeTarget), so a crafted link cannot send a fresh session
 * to another site.
 */
export function loginTarget(goUrl?: string | null): string {
  return safeTarget(goUrl, { exclude: [LOGIN_PAGE] })
}
