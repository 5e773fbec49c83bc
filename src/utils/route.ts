import Taro from '@tarojs/taro'
import { HOME_PAGE } from '../constants/pages'
import { isH5, mallName } from './env'

/** Route helpers of spec section 2: page parameters, titles, going back, the current address. */

export type PageParams = Record<string, string>

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '))
  } catch {
    return value
  }
}

/** 'a=1&b=%E4%B8%AD' -> { a: '1', b: '中' } */
export function parseQuery(query: string): PageParams {
  const out: PageParams = {}
  for (const part of query.replace(/^[?#]/, '').split('&')) {
    if (!part) continue
    const i = part.indexOf('=')
    const key = safeDecode(i < 0 ? part : part.slice(0, i))
    if (key) out[key] = safeDecode(i < 0 ? '' : part.slice(i + 1))
  }
  return out
}

/** The H5 address's query: the part before the hash (entry links) and the hash route's own query. */
function browserQuery(): PageParams {
  // A literal TARO_ENV test: mini-program builds drop this block, they have no window.
  if (process.env.TARO_ENV === 'h5') {
    if (typeof window === 'undefined') return {}
    const { search, hash } = window.location
    const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : ''
    return { ...parseQuery(search), ...parseQuery(hashQuery) }
  }
  return {}
}

/** Taro's own bookkeeping in route params: $taroTimestamp (mini programs), stamp (the H5 router's page id). */
function isTaroKey(key: string): boolean {
  return key.startsWith('$taro') || (isH5() && key === 'stamp')
}

function routerParams(): PageParams {
  const params = Taro.getCurrentInstance()?.router?.params ?? {}
  const out: PageParams = {}
  for (const [key, value] of Object.entries(params)) {
    if (isTaroKey(key) || value === undefined || value === null) continue
    out[key] = safeDecode(String(value))
  }
  return out
}

/** Page parameters: route params first, then the URL query string, all URI-decoded. */
export function getPageParams(): PageParams {
  return { ...browserQuery(), ...routerParams() }
}

export function getPageParam(name: string): string | undefined {
  return getPageParams()[name]
}

/** Path with an encoded query; undefined and null values are left out. */
export function buildUrl(
  path: string,
  params: Record<string, string | number | boolean | null | undefined> = {}
): string {
  const query = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path
}

function normalizePath(path: string): string {
  const bare = path.split('?')[0].replace(/^#/, '')
  return bare ? `/${bare.replace(/^\/+/, '')}` : ''
}

/**
 * Resolves once a page is on screen. Dialogs opened before that (an API answer arriving during
 * startup) are dropped by Taro's H5 router when the first page mounts, and their promise never
 * settles, so callers that show one first wait here. Gives up waiting after `timeout` ms.
 */
export function whenPageReady(timeout = 10_000, interval = 50): Promise<void> {
  const ready = () => Boolean(Taro.getCurrentInstance()?.page)
  if (ready()) return Promise.resolve()
  return new Promise((resolve) => {
    const started = Date.now()
    const timer = setInterval(() => {
      if (ready() || Date.now() - started >= timeout) {
        clearInterval(timer)
        resolve()
      }
    }, interval)
  })
}

/** The current page's path ('/pages/home/index'), or '' before any page exists. */
export function getCurrentRoute(): string {
  const pages = Taro.getCurrentPages()
  const top = pages[pages.length - 1] as { route?: string; path?: string } | undefined
  const route = top?.route || top?.path
  if (route) return normalizePath(route)
  // No page yet (startup): on H5 the address says where the user is; an empty hash is the first page, home.
  if (process.env.TARO_ENV === 'h5') {
    if (typeof window !== 'undefined') {
      const hash = window.location.hash.replace(/^#\/?/, '')
      return hash ? normalizePath(hash) : HOME_PAGE
    }
  }
  const routerPath = Taro.getCurrentInstance()?.router?.path
  return routerPath ? normalizePath(routerPath) : ''
}

/** The current page with its parameters, the address to come back to after login. */
export function getCurrentUrl(): string {
  const route = getCurrentRoute()
  if (!route) return ''
  const params = { ...browserQuery(), ...routerParams() }
  return buildUrl(route, params)
}

/** Page title: the page's title, ' - ', the mall name. */
export function pageTitle(title?: string): string {
  return title ? `${title} - ${mallName()}` : mallName()
}

export function goHome(): Promise<unknown> {
  return Promise.resolve(Taro.reLaunch({ url: HOME_PAGE })).catch(() => undefined)
}

/**
 * Goes back `delta` pages (at least 1). With no page to go back to (an entry link, a shared page) or
 * when the platform refuses, the user lands on home instead of being stuck or leaving the app.
 */
export async function goBack(delta: number = 1): Promise<void> {
  const steps = Math.max(1, Math.floor(Number(delta)) || 1)
  if (Taro.getCurrentPages().length <= 1) {
    await goHome()
    return
  }
  try {
    await Taro.navigateBack({ delta: steps })
  } catch {
    await goHome()
  }
}

const IN_APP_PAGE = /^\/(pages|pagesFace)\/[\w-]+\/index$/

export interface SafeTargetOptions {
  /** Where to go when the address is missing or not an in-app page; home by default. */
  fallback?: string
  /** Page paths that are never a target (the login page after a login, the bridge page itself). */
  exclude?: readonly string[]
}

/**
 * The in-app page address to continue to: the given address (decoded once more if a link encoded it
 * twice), or the fallback when it is missing, not a page path of this app, or excluded. Only
 * `/pages/<page>/index` and `/pagesFace/<page>/index` with an optional query pass, so a crafted
 * link cannot send a fresh session to another site.
 */
export function safeTarget(url?: string | null, options: SafeTargetOptions = {}): string {
  const { fallback = HOME_PAGE, exclude = [] } = options
  let target = typeof url === 'string' ? url.trim() : ''
  for (let i = 0; i < 2 && /%2F|%3F|%3D/i.test(target); i++) {
    try {
      target = decodeURIComponent(target)
    } catch {
      break
    }
  }
  target = target.replace(/^#/, '')
  if (target && !target.startsWith('/')) target = `/${target}`
  const path = target.split('?')[0]
  if (!IN_APP_PAGE.test(path) || exclude.includes(path)) return fallback
  return target
}
