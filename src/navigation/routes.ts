// Generated from scripts/page-registry.json by scripts/gen-routes.mjs (npm run gen:routes): do not edit.
import type { RouteParams } from './route-params'

export type { NoParams, RouteParams } from './route-params'

export type PageName = keyof RouteParams

/** The tab pages (registry order): opened with switchTab, never with parameters. */
export const TAB_PAGE_NAMES = ['home', 'shopping-cart', 'goods-category', 'user-config'] as const

export type TabPageName = (typeof TAB_PAGE_NAMES)[number]

/**
 * A page's path: '/pages/<name>/index', or '/<root>/<page>/index' for a subpackage page ('<root>/<page>').
 * Worked out rather than listed, so that no list of pages ships to the client.
 */
export function pagePath(name: PageName): string {
  return name.includes('/') ? `/${name}/index` : `/pages/${name}/index`
}
