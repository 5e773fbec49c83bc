import type { Static, TSchema } from '@sinclair/typebox'
import type { Data } from '@contract/api/route'
import type { adminAccountRoutes, StaffSessionView } from '@contract/admin/account'
import type { adminAfterSaleRoutes } from '@contract/admin/aftersale'
import type { adminCatalogueRoutes } from '@contract/admin/catalogue'
import type { adminMoneyRoutes } from '@contract/admin/money'
import type { adminOrderRoutes } from '@contract/admin/orders'
import type { adminReadinessRoutes } from '@contract/admin/readiness'
import type { adminShopperRoutes } from '@contract/admin/shoppers'
import type { adminSiteRoutes } from '@contract/admin/site'
import type { adminSupportRoutes } from '@contract/admin/support'
import type { adminWalletRoutes } from '@contract/admin/wallet'

/** The console's one request wrapper: same-origin cookie session, the CSRF token on every write, the envelope. */

/** Every route of /api/admin in the contract (contract/admin/*.ts), keyed 'METHOD /path' as the server registers it. */
type Routes = typeof adminAccountRoutes &
  typeof adminAfterSaleRoutes &
  typeof adminCatalogueRoutes &
  typeof adminMoneyRoutes &
  typeof adminOrderRoutes &
  typeof adminReadinessRoutes &
  typeof adminShopperRoutes &
  typeof adminSiteRoutes &
  typeof adminSupportRoutes &
  typeof adminWalletRoutes
export type RouteKey = keyof Routes
/** The data a console route answers, from its response schema. */
export type Answer<K extends RouteKey> = Data<Routes[K]>
/** The JSON body a console route takes, from its request schema. */
export type RequestBody<K extends RouteKey> = Of<K, 'body'>
/** One row of a paged list answer ({ list, total }). */
export type RowOf<K extends RouteKey> = Answer<K> extends { list: Array<infer T> } ? T : never

export class ApiError extends Error {
  constructor(
    readonly errno: number,
    message: string,
    readonly status: number
  ) {
    super(message)
  }
  /** The field the server named (`参数 skus.0.price 不能…`), as a form path: ['skus', 0, 'price']. */
  get field(): Array<string | number> | null {
    const m = /^参数 (\S+) /.exec(this.message)
    return m ? m[1].split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : null
  }
}

export type Me = StaffSessionView

let csrf = ''
let onSignedOut: () => void = () => {}
export const setCsrf = (token: string) => {
  csrf = token
}
/** For uploads, which go through antd's Upload (XHR, so it can report progress) rather than fetch. */
export const csrfToken = () => csrf
export const whenSignedOut = (fn: () => void) => {
  onSignedOut = fn
}

export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (method !== 'GET') headers['x-csrf-token'] = csrf
  let res: Response
  try {
    res = await fetch(`/api/admin${path}`, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body)
    })
  } catch {
    throw new ApiError(0, '网络错误，请检查连接后重试', 0)
  }
  const json = await res.json().catch(() => ({ errno: 1500, error: '服务器繁忙，请稍后重试', data: null }))
  if (res.status === 401) onSignedOut()
  if (json.errno !== 1) throw new ApiError(json.errno, json.error, res.status)
  return json.data as T
}

/** A query string: built by the page, or its fields (empty and undefined ones left out). */
export type Query = URLSearchParams | Record<string, string | number | boolean | undefined>
type Of<K extends RouteKey, F extends string> = Routes[K] extends { [P in F]: infer S extends TSchema }
  ? Static<S>
  : never
/** What a call names besides its key: the path's `:params`, the query string, the JSON body, each when it has them. */
export type CallOptions<K extends RouteKey> = ([Of<K, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: Of<K, 'params'> }) &
  ([Of<K, 'body'>] extends [never] ? { body?: undefined } : { body: Of<K, 'body'> }) & { query?: Query }

/**
 * A typed call of one contract route, by its key: `call('GET /orders/:id', { params: { id } })` answers
 * `Answer<'GET /orders/:id'>`, a write's body is checked against the route's request schema, and the path is the
 * key's with its `:params` filled in. A POST without a body sends `{}`.
 */
export function call<K extends RouteKey>(
  key: K,
  ...[opts]: object extends CallOptions<K> ? [opts?: CallOptions<K>] : [opts: CallOptions<K>]
): Promise<Answer<K>> {
  const space = key.indexOf(' ')
  const method = key.slice(0, space) as 'GET' | 'POST' | 'PUT' | 'DELETE'
  const o = (opts ?? {}) as { params?: Record<string, unknown>; query?: Query; body?: unknown }
  const params = o.params ?? {}
  let path = key.slice(space + 1).replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name])))
  const query =
    o.query instanceof URLSearchParams
      ? o.query
      : new URLSearchParams(
          Object.entries(o.query ?? {}).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]))
        )
  const qs = query.toString()
  if (qs) path += `?${qs}`
  return api<Answer<K>>(method, path, o.body ?? (method === 'POST' ? {} : undefined))
}

/** Shows yuan, stores cents: 19.9 -> 1990 without floating-point drift. */
export const toCents = (yuan: number | null | undefined) => Math.round(Number(yuan ?? 0) * 100)
export const toYuan = (cents: number | null | undefined) => Number(cents ?? 0) / 100
export const yuanText = (cents: number) => `¥${(cents / 100).toFixed(2)}`
