import { CUSTOM_ROUTES } from '@/constants/pages'

/**
 * H5 routes by hash (`/#/opa-bank-list?opaId=1`), yet two other forms of the same addresses reach the shop:
 * - the path form `https://<host>/opa-bank-list?opaId=1`, which printed QR codes and links carry (the server
 *   answers every unknown path with the app shell, so the page loads with an empty hash and would show home);
 * - the page path `/#/pages/promotion-bank-list/index?opaId=1`, which a link shared from the mini program
 *   carries, while the router knows that page only by its custom route (docs: spec section 2).
 * Both are rewritten in place, before the router reads the address, to the hash form the router resolves.
 */

/** Custom route by page path, with and without the leading slash (mini-program paths have none). */
function aliasOf(pagePath: string, routes: Readonly<Record<string, string>>): string | null {
  const withSlash = pagePath.startsWith('/') ? pagePath : `/${pagePath}`
  return routes[withSlash] ?? null
}

/**
 * The address to replace the current one with, or null when it is already in the router's form.
 * `pathname`, `search` and `hash` as `window.location` gives them.
 */
export function hashFormOf(
  pathname: string,
  search: string,
  hash: string,
  routes: Readonly<Record<string, string>> = CUSTOM_ROUTES
): string | null {
  const hashPath = hash.replace(/^#/, '')
  const path = pathname.replace(/\/+$/, '')
  const aliases = new Set(Object.values(routes))
  if (hashPath === '' || hashPath === '/') {
    // Path form: the custom route itself, or the page path it stands for.
    const alias = aliases.has(path) ? path : aliasOf(path, routes)
    return alias ? `/${search}#${alias}${search}` : null
  }
  const [hashRoute, ...rest] = hashPath.split('?')
  const alias = aliasOf(hashRoute.replace(/\/+$/, ''), routes)
  if (!alias) return null
  const query = rest.length ? `?${rest.join('?')}` : ''
  return `${pathname}${search}#${alias}${query}`
}

function rewrite(): void {
  const { pathname, search, hash } = window.location
  const next = hashFormOf(pathname, search, hash)
  if (next) window.history.replaceState(window.history.state, '', next)
}

/**
 * Call once at module level in app.tsx, before Taro's router starts: rewrites the entry address, and any later
 * address change to a page path (a pasted link), before the router's own listeners see it. Returns a function
 * that removes the listeners (tests).
 */
export function installEntryUrl(): () => void {
  if (process.env.TARO_ENV !== 'h5') return () => undefined
  rewrite()
  window.addEventListener('popstate', rewrite)
  window.addEventListener('hashchange', rewrite)
  return () => {
    window.removeEventListener('popstate', rewrite)
    window.removeEventListener('hashchange', rewrite)
  }
}
