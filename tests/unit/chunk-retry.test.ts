import {
  CHUNK_ERROR_TEXT,
  installChunkRetry,
  isChunkErrorShown,
  showChunkErrorScreen,
  withChunkRetry,
  type ChunkLoader
} from '../../src/platform/chunk-retry'

/** webpack's ChunkLoadError shape (missing / error / timeout), and mini-css-extract-plugin's for CSS. */
function chunkError(type: 'missing' | 'error' | 'timeout' | 'css', id: string): Error {
  if (type === 'css')
    return Object.assign(new Error(`Loading CSS chunk ${id} failed.`), { code: 'CSS_CHUNK_LOAD_FAILED' })
  const err = new Error(`Loading chunk ${id} failed.\n(${type}: /js/${id}.js)`)
  return Object.assign(err, { name: 'ChunkLoadError', type })
}

const g = globalThis as { __webpack_require__?: { e?: ChunkLoader } }

afterEach(() => {
  document.getElementById('chunk-load-error')?.remove()
  delete g.__webpack_require__
  process.env.TARO_ENV = 'h5'
})

describe('withChunkRetry', () => {
  it.each(['missing', 'error', 'timeout', 'css'] as const)(
    'a %s failure is retried once and then loads',
    async (type) => {
      const load = jest.fn<Promise<unknown>, [string | number]>()
      load.mockRejectedValueOnce(chunkError(type, 'pages-home')).mockResolvedValueOnce('ok')
      const onGiveUp = jest.fn()
      await expect(withChunkRetry(load, { onGiveUp })('pages-home')).resolves.toBe('ok')
      expect(load).toHaveBeenCalledTimes(2)
      expect(load).toHaveBeenNthCalledWith(2, 'pages-home')
      expect(onGiveUp).not.toHaveBeenCalled()
    }
  )

  it('fails twice: gives up with the last error after exactly one retry', async () => {
    const second = chunkError('timeout', 'pages-cart')
    const load = jest
      .fn<Promise<unknown>, [string | number]>()
      .mockRejectedValueOnce(chunkError('error', 'pages-cart'))
      .mockRejectedValueOnce(second)
    const onGiveUp = jest.fn()
    await expect(withChunkRetry(load, { onGiveUp })('pages-cart')).rejects.toBe(second)
    expect(load).toHaveBeenCalledTimes(2)
    expect(onGiveUp).toHaveBeenCalledWith(second, 'pages-cart')
  })

  it('a success never calls the loader twice', async () => {
    const load = jest.fn(() => Promise.resolve('ok'))
    await withChunkRetry(load)('a')
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('installChunkRetry (H5)', () => {
  it("wraps webpack's loader: fails twice -> the error screen with 重试, and the error is handed on", async () => {
    const err = chunkError('missing', 'pages-order')
    const original = jest.fn(() => Promise.reject(err))
    g.__webpack_require__ = { e: original }
    const onGiveUp = jest.fn()
    expect(installChunkRetry(onGiveUp)).toBe(true)
    expect(isChunkErrorShown()).toBe(false)

    await expect(g.__webpack_require__.e!('pages-order')).rejects.toBe(err)
    expect(original).toHaveBeenCalledTimes(2)
    expect(onGiveUp).toHaveBeenCalledWith(err)
    expect(isChunkErrorShown()).toBe(true)
    const screen = document.getElementById('chunk-load-error')!
    expect(screen.getAttribute('role')).toBe('alert')
    expect(screen.textContent).toContain(CHUNK_ERROR_TEXT)
    expect(screen.querySelector('button')!.textContent).toBe('重试')
  })

  it('fails once: loads, no screen', async () => {
    const original = jest
      .fn<Promise<unknown>, [string | number]>()
      .mockRejectedValueOnce(chunkError('error', 'x'))
      .mockResolvedValueOnce(undefined)
    g.__webpack_require__ = { e: original }
    installChunkRetry()
    await expect(g.__webpack_require__.e!('x')).resolves.toBeUndefined()
    expect(isChunkErrorShown()).toBe(false)
  })

  it('retries only after every part of the chunk (JS and its CSS) has settled, so the retry never joins a doomed load', async () => {
    let cssAttempts = 0
    let jsAttempts = 0
    let inflightCss: Promise<unknown> | null = null
    // Like mini-css-extract-plugin: a load already under way is joined, not started again.
    const css = (_id: string | number, promises: Array<Promise<unknown>>) => {
      if (!inflightCss) {
        cssAttempts++
        const fail = cssAttempts === 1
        inflightCss = new Promise((resolve, reject) =>
          setTimeout(() => (fail ? reject(chunkError('css', 'p')) : resolve(undefined)), 20)
        ).finally(() => {
          inflightCss = null
        })
      }
      promises.push(inflightCss)
    }
    const js = (_id: string | number, promises: Array<Promise<unknown>>) => {
      jsAttempts++
      promises.push(jsAttempts === 1 ? Promise.reject(chunkError('error', 'p')) : Promise.resolve())
    }
    const e = jest.fn()
    g.__webpack_require__ = { e, f: { j: js, miniCss: css } } as unknown as typeof g.__webpack_require__
    installChunkRetry()
    await expect(g.__webpack_require__!.e!('p')).resolves.toBeDefined()
    expect([jsAttempts, cssAttempts]).toEqual([2, 2])
    expect(isChunkErrorShown()).toBe(false)
  })

  it('does nothing outside a webpack build or outside H5', () => {
    expect(installChunkRetry()).toBe(false)
    process.env.TARO_ENV = 'weapp'
    g.__webpack_require__ = { e: jest.fn() }
    expect(installChunkRetry()).toBe(false)
  })
})

describe('the error screen', () => {
  it('is shown once, and 重试 reloads', () => {
    const onRetry = jest.fn()
    showChunkErrorScreen(onRetry)
    showChunkErrorScreen(onRetry)
    expect(document.querySelectorAll('#chunk-load-error')).toHaveLength(1)
    document.querySelector<HTMLButtonElement>('#chunk-load-error button')!.click()
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
