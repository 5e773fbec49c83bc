import path from 'node:path'

/** The platforms' page-stack limit: a navigateTo beyond it fails. */
export const MAX_PAGES = 10

/**
 * `/pages/a/index?x=1` (or relative to the current page, `../b/index`) → { route: 'pages/a/index', query }.
 * Query values stay as written: neither platform decodes them before onLoad.
 */
export function parseUrl(url, currentRoute = '') {
  const [p, qs = ''] = String(url).split('?')
  const route = (
    p.startsWith('/') ? path.posix.normalize(p) : path.posix.join('/', path.posix.dirname(currentRoute), p)
  )
    .replace(/^\/+/, '')
    .replace(/\.html$/, '')
  const query = {}
  for (const pair of qs.split('&').filter(Boolean)) {
    const i = pair.indexOf('=')
    query[i < 0 ? pair : pair.slice(0, i)] = i < 0 ? '' : pair.slice(i + 1)
  }
  return { route, query }
}

const failure = (errMsg) => Object.assign(new Error(errMsg), { errMsg })

/**
 * The page stack with the platforms' rules. `pages` gives { isRegistered(route), isTab(route) }; `life` creates
 * pages and runs their lifecycles: { open(route, query) → page (after onLoad + onShow), show(page), hide(page),
 * unload(page) }. Tab pages, once opened, stay alive until a reLaunch; switchTab closes every other page.
 */
export function createPageStack(pages, life) {
  const stack = []
  const tabs = new Map()
  const top = () => stack[stack.length - 1]

  function target(name, url) {
    const { route, query } = parseUrl(url, top()?.route)
    if (!pages.isRegistered(route)) throw failure(`page "${route}" is not found`)
    return { route, query, tab: pages.isTab(route), name }
  }
  function open(t) {
    const page = life.open(t.route, t.query)
    if (t.tab) tabs.set(t.route, page)
    stack.push(page)
    return page
  }
  function close(page) {
    if (tabs.get(page.route) === page) tabs.delete(page.route)
    life.unload(page)
  }

  return {
    pages: () => [...stack],
    top,
    navigateTo(url) {
      const t = target('navigateTo', url)
      if (t.tab) throw failure('can not navigateTo a tabbar page')
      if (stack.length >= MAX_PAGES) throw failure('webview count limit exceed')
      if (top()) life.hide(top())
      open(t)
    },
    redirectTo(url) {
      const t = target('redirectTo', url)
      if (t.tab) throw failure('can not redirectTo a tabbar page')
      const old = stack.pop()
      if (old) close(old)
      open(t)
    },
    navigateBack(delta = 1) {
      if (stack.length <= 1) throw failure('cannot navigate back at first page')
      const n = Math.min(Math.max(1, Number(delta) || 1), stack.length - 1)
      for (let i = 0; i < n; i++) close(stack.pop())
      life.show(top())
    },
    switchTab(url) {
      const t = target('switchTab', url)
      if (!t.tab) throw failure('can not switch to no-tabBar page')
      const current = top()
      // Every page over and including the current one goes, except tab pages, which are only hidden.
      while (stack.length) {
        const page = stack.pop()
        if (tabs.get(page.route) === page) {
          if (page === current && page.route !== t.route) life.hide(page)
        } else close(page)
      }
      const kept = tabs.get(t.route)
      if (kept) {
        stack.push(kept)
        if (kept !== current) life.show(kept)
      } else open(t)
    },
    reLaunch(url) {
      const t = target('reLaunch', url)
      while (stack.length) close(stack.pop())
      for (const page of [...tabs.values()]) close(page)
      open(t)
    }
  }
}
