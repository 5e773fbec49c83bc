/**
 * Page addresses with a role of their own (spec section 2). Pages themselves are named once, in
 * scripts/page-registry.json; src/navigation/routes.ts is generated from it, and code navigates by
 * page name through src/navigation (navigate('order-detail', { id })).
 */

import { pagePath } from '../navigation/routes'
import customRoutes from './custom-routes.json'

/** Subpackage pagesFace. */
export const FACE_PAGES = {
  middle: pagePath('pagesFace/middle'),
  webview: pagePath('pagesFace/webview')
} as const

export const HOME_PAGE = pagePath('home')
export const LOGIN_PAGE = pagePath('login')

/** Where the e-signing and identity-authentication providers send the user back. */
export const ESIGN_RETURN_PATH = pagePath('esign-bridge')
export const AUTH_RETURN_PATH = pagePath('auth-bridge')
/** The same return page as a scheme path (no leading slash), as native hosts expect it. */
export const AUTH_RETURN_SCHEME_PATH = 'pages/auth-bridge/index'

/** Keys of the seeded terms articles, opened on the service-terms page as `?key=`. */
export const PRIVACY_POLICY_KEY = 'privacy-policy'

/** The four tab pages the theme footer may name. */
export const TAB_PAGES: readonly string[] = [
  pagePath('home'),
  pagePath('goods-category'),
  pagePath('shopping-cart'),
  pagePath('user-config')
]

/**
 * H5 custom routes (spec section 2): page path -> address served. Kept as JSON so that the build
 * config can require it too: Taro compiles only config/ when it loads the config, so a .ts module
 * from src/ cannot be imported there.
 */
export const CUSTOM_ROUTES: Readonly<Record<string, string>> = customRoutes

/** Pages where an expired session does not interrupt with a notice (spec section 4). */
export const SESSION_NOTICE_EXEMPT_PAGES: readonly string[] = [
  pagePath('home'),
  pagePath('encrypted-entry'),
  pagePath('sdk-entry')
]

/** Address fragments on which location lookup is skipped (spec section 2). */
export const NO_LOCATION_MARKERS: readonly string[] = ['westdex', 'points-redemption', 'account-bridge']

/** Fixed `sourceUrl` marker the web login page receives, telling it the mall sent the user. */
export const LOGIN_SOURCE_MARKER = 'mili-mall'
