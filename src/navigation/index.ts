import Taro from '@tarojs/taro'
import { buildUrl } from '../utils/route'
import { pagePath, TAB_PAGE_NAMES, type PageName, type RouteParams, type TabPageName } from './routes'

/**
 * Typed navigation (docs/architecture-app.md): pages by name, parameters checked against what the
 * page declares in scripts/page-params.json (src/navigation/routes.ts and route-params.ts are generated).
 *   navigate('order-detail', { id })   // a missing id, an unknown parameter or page name: type error
 * Each call answers the platform call's promise, so a caller decides what a refusal means.
 */

export { pagePath }
export type { PageName, RouteParams, TabPageName }

/** The parameters argument: required when the page has a required parameter, else optional. */
export type PageArgs<N extends PageName> =
  Record<string, never> extends RouteParams[N] ? [params?: RouteParams[N]] : [params: RouteParams[N]]

export type PageQuery<N extends PageName> = RouteParams[N]

const TABS: readonly string[] = TAB_PAGE_NAMES

export function isTabPage(name: PageName): name is TabPageName {
  return TABS.includes(name)
}

/** The page's address with its parameters, URI-encoded (undefined values left out). */
export function pageUrl<N extends PageName>(name: N, ...[params]: PageArgs<N>): string {
  return buildUrl(pagePath(name), (params ?? {}) as Record<string, string | number | boolean | undefined>)
}

/** Opens the page on top of this one; a tab page is switched to (tab pages take no parameters). */
export function navigate<N extends PageName>(name: N, ...args: PageArgs<N>): Promise<unknown> {
  if (isTabPage(name)) return switchTab(name)
  return Promise.resolve(Taro.navigateTo({ url: pageUrl(name, ...args) }))
}

/** Opens the page in place of this one. */
export function redirectTo<N extends PageName>(name: N, ...args: PageArgs<N>): Promise<unknown> {
  return Promise.resolve(Taro.redirectTo({ url: pageUrl(name, ...args) }))
}

/** Opens the page in place of this one, or as the only page when the platform refuses (a tab page, a full stack). */
export function replacePage<N extends PageName>(name: N, ...args: PageArgs<N>): Promise<unknown> {
  const url = pageUrl(name, ...args)
  return Promise.resolve(Taro.redirectTo({ url })).catch(() => Taro.reLaunch({ url }))
}

/** Closes every page and opens this one. */
export function relaunch<N extends PageName>(name: N, ...args: PageArgs<N>): Promise<unknown> {
  return Promise.resolve(Taro.reLaunch({ url: pageUrl(name, ...args) }))
}

/** Switches to a tab page. */
export function switchTab(name: TabPageName): Promise<unknown> {
  return Promise.resolve(Taro.switchTab({ url: pagePath(name) }))
}

/** A page and its parameters as a value (a menu entry's target), checked like a navigate call's arguments. */
export type PageLink = { [N in PageName]: [name: N, ...args: PageArgs<N>] }[PageName]

/** Opens a PageLink the way navigate does. */
export function openLink(link: PageLink): Promise<unknown> {
  const [name, params] = link as [PageName, RouteParams[PageName]?]
  return navigate(name as 'order-detail', params as RouteParams['order-detail'])
}

const pathOf = (page: { route?: string; path?: string } | undefined) =>
  `/${(page?.route || page?.path || '').split('?')[0].replace(/^\/+/, '')}`

/**
 * Returns to a page: back through the stack when it is the page right below, which keeps the stack short
 * after a flow (overview -> apply -> status), else in place of this page.
 */
export async function backTo(name: PageName): Promise<void> {
  const path = pagePath(name)
  const pages = Taro.getCurrentPages() as Array<{ route?: string; path?: string }>
  if (pages.length > 1 && pathOf(pages[pages.length - 2]) === path) {
    try {
      await Taro.navigateBack({ delta: 1 })
      return
    } catch {
      // fall through: open it instead
    }
  }
  await Taro.redirectTo({ url: path }).catch(() => Taro.reLaunch({ url: path }))
}
