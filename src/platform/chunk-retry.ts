/**
 * H5 page chunks (spec sections 8 and 9): a lazily loaded page's JS or CSS can fail to arrive (missing,
 * network error, the 120000 ms chunk-load timeout set in config/index.ts, or its stylesheet). The load is
 * tried once more; if that fails too, a clear screen says so and offers 重试 (reload). Mini programs load
 * every page from the package and never get here.
 */

/** webpack's chunk loader (`__webpack_require__.e`): settles when a chunk's JS and CSS are in. */
export type ChunkLoader = (chunkId: string | number) => Promise<unknown>

export const CHUNK_ERROR_TEXT = '网络异常，页面加载失败'
export const CHUNK_RETRY_TEXT = '重试'
const SCREEN_ID = 'chunk-load-error'

export interface ChunkRetryOptions {
  /** Extra attempts after the first; the spec's rule is one. */
  retries?: number
  /** Called once a chunk has failed every attempt, with the last error. */
  onGiveUp?: (error: unknown, chunkId: string | number) => void
}

/** The loader, with failed loads tried again. A later call for the same chunk starts afresh. */
export function withChunkRetry(load: ChunkLoader, { retries = 1, onGiveUp }: ChunkRetryOptions = {}): ChunkLoader {
  return (chunkId) => {
    const attempt = (left: number): Promise<unknown> =>
      load(chunkId).catch((error: unknown) => {
        if (left > 0) return attempt(left - 1)
        onGiveUp?.(error, chunkId)
        throw error
      })
    return attempt(retries)
  }
}

/** Whether the chunk error screen is up. */
export function isChunkErrorShown(): boolean {
  if (process.env.TARO_ENV === 'h5') {
    return typeof document !== 'undefined' && document.getElementById(SCREEN_ID) !== null
  }
  return false
}

/**
 * The clear screen over everything. Plain DOM with inline styles on purpose: the page that failed to
 * load may be the one whose stylesheet did not arrive, and React may be mid-render.
 */
export function showChunkErrorScreen(onRetry?: () => void): void {
  if (process.env.TARO_ENV === 'h5') {
    if (typeof document === 'undefined' || !document.body || isChunkErrorShown()) return
    const screen = document.createElement('div')
    screen.id = SCREEN_ID
    screen.setAttribute('role', 'alert')
    screen.style.cssText =
      'position:fixed;inset:0;z-index:10000;display:flex;flex-direction:column;align-items:center;' +
      'justify-content:center;padding:24px;background:#fff;color:#1a1a1a;text-align:center;' +
      'font-size:var(--font-size-lg,16px);line-height:var(--line-height,1.5)'
    const text = document.createElement('p')
    text.textContent = CHUNK_ERROR_TEXT
    text.style.cssText = 'margin:0 0 24px'
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = CHUNK_RETRY_TEXT
    button.style.cssText =
      'min-width:var(--tap-main,44px);min-height:var(--tap-main,44px);padding:0 32px;border:0;' +
      'border-radius:999px;background:var(--primary-color,#d4ac52);color:#1a1a1a;font-size:inherit'
    button.addEventListener('click', () => (onRetry ? onRetry() : window.location.reload()))
    screen.appendChild(text)
    screen.appendChild(button)
    document.body.appendChild(screen)
  }
}

/** A part of webpack's chunk loading (JS, CSS): pushes its promise for the chunk into `promises`. */
type ChunkHandler = (chunkId: string | number, promises: Array<Promise<unknown>>) => void
type WebpackRequire = { e?: ChunkLoader; f?: Record<string, ChunkHandler> }
declare const __webpack_require__: WebpackRequire | undefined

/**
 * webpack's own `e` is Promise.all over the handlers, so it rejects as soon as the JS fails while the
 * same chunk's CSS may still be loading; a retry then would join that doomed CSS load. This waits for
 * every part to settle before reporting the first failure, so the retry starts from a clean state.
 */
function settledLoader(req: WebpackRequire, fallback: ChunkLoader): ChunkLoader {
  const handlers = req.f
  if (!handlers || typeof handlers !== 'object') return fallback
  return (chunkId) => {
    const promises: Array<Promise<unknown>> = []
    for (const key of Object.keys(handlers)) handlers[key](chunkId, promises)
    return Promise.allSettled(promises).then((results) => {
      const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
      if (failure) throw failure.reason
      return results
    })
  }
}

/**
 * Wraps webpack's chunk loader in place. `import()` calls `__webpack_require__.e` by property at call
 * time, so every lazily loaded page after this goes through the retry. False outside a webpack H5 build.
 */
export function installChunkRetry(onGiveUp?: (error: unknown) => void): boolean {
  if (process.env.TARO_ENV === 'h5') {
    if (typeof __webpack_require__ === 'undefined' || !__webpack_require__) return false
    const original = __webpack_require__.e
    if (typeof original !== 'function') return false
    __webpack_require__.e = withChunkRetry(settledLoader(__webpack_require__, original), {
      onGiveUp: (error) => {
        showChunkErrorScreen()
        onGiveUp?.(error)
      }
    })
    return true
  }
  return false
}
