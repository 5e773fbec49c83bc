import type { Permission } from '../../server/src/admin/roles'

/** The console's one request wrapper: same-origin cookie session, the CSRF token on every write, the envelope. */

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

export interface Me {
  id: number
  username: string
  name: string
  role: string
  role_name: string
  permissions: Permission[]
  must_change_password: boolean
  csrf: string
}

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

export const get = <T>(path: string) => api<T>('GET', path)
export const post = <T>(path: string, body: unknown = {}) => api<T>('POST', path, body)
export const put = <T>(path: string, body: unknown) => api<T>('PUT', path, body)
export const del = <T>(path: string) => api<T>('DELETE', path)

/** Shows yuan, stores cents: 19.9 -> 1990 without floating-point drift. */
export const toCents = (yuan: number | null | undefined) => Math.round(Number(yuan ?? 0) * 100)
export const toYuan = (cents: number | null | undefined) => Number(cents ?? 0) / 100
export const yuanText = (cents: number) => `¥${(cents / 100).toFixed(2)}`
