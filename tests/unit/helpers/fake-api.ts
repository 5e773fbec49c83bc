import { Taro } from './taro-mock'

/**
 * A stand-in API server behind the taro-mock's Taro.request: each path answers data (errno 1), or an
 * `apiError(errno, message)`; unknown paths answer 1002. Calls are recorded as { path, body, header }.
 */

export interface FakeError {
  __errno: number
  error: string
}

export const apiError = (errno: number, error: string): FakeError => ({ __errno: errno, error })

export type FakeRoutes = Record<string, (body: Record<string, unknown>) => unknown>

export interface FakeCall {
  path: string
  body: Record<string, unknown>
  header: Record<string, string>
}

export function serveApi(routes: FakeRoutes): FakeCall[] {
  const calls: FakeCall[] = []
  Taro.request.mockImplementation(
    (opts: { url: string; data: Record<string, unknown>; header: Record<string, string> }) => {
      const path = new URL(opts.url, 'http://app.test').pathname
      calls.push({ path, body: opts.data, header: opts.header })
      const handler = routes[path]
      const out = handler ? handler(opts.data) : apiError(1002, `no route ${path}`)
      const failed = out && typeof out === 'object' && '__errno' in (out as object)
      const data = failed
        ? { errno: (out as FakeError).__errno, error: (out as FakeError).error, data: null }
        : { errno: 1, error: '', data: out ?? null }
      return Promise.resolve({ statusCode: 200, data, header: {}, errMsg: 'request:ok' })
    }
  )
  return calls
}
