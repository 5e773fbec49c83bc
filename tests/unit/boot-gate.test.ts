import fs from 'node:fs'
import path from 'node:path'
import { APP_SCRIPTS_MARKER, gateAppScripts } from '../../config/boot-gate'

/**
 * Paint, then boot (docs/decisions/0031-h5-paint-then-boot.md): the build turns the app's script tags into preloads
 * and a list (config/boot-gate.ts); index.html's gate starts them once the first-paint layer is on screen, or at
 * once when nothing is to be painted, or a second after the page began at the latest.
 */
const html = fs.readFileSync(path.join(__dirname, '../../src/index.html'), 'utf8')
const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1])
const gate = scripts.find((s) => s.includes(APP_SCRIPTS_MARKER)) as string
const early = scripts.find((s) => s.includes('__EARLY_ANSWER__')) as string
const FILES = ['/js/9819.aa.js', '/js/app.bb.js']

type Entry = { element: Element }
type W = {
  __APP_BOOT__?: unknown
  __EARLY_ANSWER__?: unknown
  fetch: jest.Mock
  PerformanceObserver?: unknown
}
const w = globalThis as unknown as W
const realObserver = w.PerformanceObserver
/** The paint entries the page would report: each observer's callback, to hand an entry to. */
let observers: Array<(entries: Entry[]) => void> = []

class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint', 'paint']
  constructor(private cb: (list: { getEntries(): Entry[] }) => void) {}
  observe(opts: { type: string; buffered: boolean }) {
    expect(opts).toEqual({ type: 'largest-contentful-paint', buffered: true })
    observers.push((entries) => this.cb({ getEntries: () => entries }))
  }
  disconnect() {
    observers = []
  }
}

const started = () => Array.from(document.head.querySelectorAll('script')).map((s) => s.getAttribute('src'))
const layerImage = () => document.querySelector('.first-paint img') as HTMLImageElement | null
const flush = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve()
  jest.advanceTimersByTime(0)
  for (let i = 0; i < 3; i++) await Promise.resolve()
}

const home = (image = '/b1.svg') => ({
  errno: 1,
  data: {
    global_style: '{}',
    data: JSON.stringify({ components: [{ type: 'home-swiper-nav', inputProps: { banners: [{ image }] } }] })
  }
})

let readyState: DocumentReadyState = 'complete'
/** The parser reaching the end of the document. */
function parsed() {
  readyState = 'interactive'
  document.dispatchEvent(new Event('DOMContentLoaded'))
}

/**
 * index.html's gate, then its early answer with that answer, run as the parser runs them (the document still
 * loading), then the end of parsing unless `parsing` says the parser is still on its way.
 */
function load(hash: string, answer: unknown, { files = FILES, parsing = false } = {}) {
  window.history.replaceState(null, '', `/${hash}`)
  w.fetch = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(answer) })
  readyState = 'loading'
  new Function(gate.replace(APP_SCRIPTS_MARKER, JSON.stringify(files)))()
  new Function(early)()
  if (!parsing) parsed()
}

beforeEach(() => {
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState)
  jest.useFakeTimers()
  jest.spyOn(performance, 'now').mockReturnValue(200)
  observers = []
  w.PerformanceObserver = FakeObserver
  document.head.innerHTML = ''
  document.body.innerHTML = '<div id="app"></div>'
  localStorage.clear()
  delete w.__APP_BOOT__
  delete w.__EARLY_ANSWER__
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  w.PerformanceObserver = realObserver
})

describe('the boot gate in index.html', () => {
  it('starts the scripts in order, as deferred ones, where there is no early answer to paint', () => {
    load('#/pages/user/index', null, { parsing: true })
    expect(started()).toEqual([])
    parsed()
    expect(started()).toEqual(FILES)
    const tags = Array.from(document.head.querySelectorAll('script'))
    expect(tags.every((s) => s.async === false)).toBe(true)
    expect(w.fetch).not.toHaveBeenCalled()
  })

  it('waits on home until the layer is on screen, then starts them once', async () => {
    load('#/pages/home/index', home())
    expect(started()).toEqual([])
    await flush()
    const img = layerImage()
    expect(img?.getAttribute('src')).toBe('/b1.svg')
    // A paint entry of something else (the app is not running, but say a text) does not open it.
    observers[0]([{ element: document.body }])
    jest.advanceTimersByTime(0)
    expect(started()).toEqual([])
    observers[0]([{ element: img as Element }])
    expect(started()).toEqual([])
    jest.advanceTimersByTime(0)
    expect(started()).toEqual(FILES)
    jest.advanceTimersByTime(2000)
    expect(started()).toEqual(FILES)
  })

  it('without paint entries (older webviews): a frame after the image has loaded', async () => {
    w.PerformanceObserver = undefined
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      setTimeout(() => cb(0), 16)
      return 1
    })
    load('#/pages/goods-info/index?sku_id=7', { errno: 1, data: { images: ['/7.svg'] } })
    await flush()
    expect(started()).toEqual([])
    layerImage()?.dispatchEvent(new Event('load'))
    expect(raf).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(20)
    expect(started()).toEqual(FILES)
  })

  it('goes at once when the image fails, the answer has nothing to paint, or the answer failed', async () => {
    load('#/pages/home/index', home())
    await flush()
    layerImage()?.dispatchEvent(new Event('error'))
    expect(started()).toEqual(FILES)

    const nothing: Array<[string, unknown]> = [
      ['#/pages/home/index', { errno: 1, data: { global_style: '{}', data: '{"components":[]}' } }],
      ['#/pages/home/index', { errno: 1, data: { global_style: '{"useHeader":false}', data: home().data.data } }],
      ['#/pages/home/index?channel=laoling', home()],
      ['#/pages/goods-info/index?sku_id=3', { errno: 1001, error: 'x', data: null }],
      ['#/pages/home/index', { errno: 1, data: { global_style: '{', data: '{' } }]
    ]
    for (const [hash, answer] of nothing) {
      document.head.innerHTML = ''
      document.body.innerHTML = '<div id="app"></div>'
      load(hash, answer)
      expect(started()).toEqual([])
      await flush()
      expect(layerImage()).toBeNull()
      expect(started()).toEqual(FILES)
    }
  })

  it('lets the app go a second after the page began, whatever the answer does', async () => {
    // An answer that never comes (performance.now() is 200 ms into the page: 800 ms to go).
    window.history.replaceState(null, '', '/#/pages/home/index')
    readyState = 'loading'
    new Function(gate.replace(APP_SCRIPTS_MARKER, JSON.stringify(FILES)))()
    w.fetch = jest.fn().mockReturnValue(new Promise(() => {}))
    new Function(early)()
    parsed()
    jest.advanceTimersByTime(799)
    expect(started()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(started()).toEqual(FILES)
    // A layer whose paint is never reported.
    document.head.innerHTML = ''
    load('#/pages/home/index', home())
    await flush()
    expect(layerImage()).not.toBeNull()
    jest.advanceTimersByTime(799)
    expect(started()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(started()).toEqual(FILES)
  })

  it('paints when the answer came before <body> was parsed, then lets the app go', async () => {
    const body = document.body
    document.documentElement.removeChild(body)
    load('#/pages/home/index', home(), { parsing: true })
    await flush()
    expect(layerImage()).toBeNull()
    expect(started()).toEqual([])
    document.documentElement.appendChild(body)
    parsed()
    expect(layerImage()?.getAttribute('src')).toBe('/b1.svg')
    observers[0]([{ element: layerImage() as Element }])
    jest.advanceTimersByTime(0)
    expect(started()).toEqual(FILES)
  })

  it('does nothing in development, where the list is empty and the dev server tags its scripts', async () => {
    load('#/pages/home/index', home(), { files: [] })
    await flush()
    observers[0]([{ element: layerImage() as Element }])
    jest.advanceTimersByTime(2000)
    expect(document.head.querySelectorAll('script')).toHaveLength(0)
  })
})

describe('the build fills the gate (config/boot-gate.ts)', () => {
  const built = (tags: string) =>
    `<head><script>var files = ${APP_SCRIPTS_MARKER}</script>${tags}<link href="/css/app.css" rel="stylesheet"></head>`

  it('turns the deferred script tags into preloads and lists them in order', () => {
    const out = gateAppScripts(
      built('<script defer="defer" src="/js/9819.aa.js"></script><script defer src="/js/app.bb.js"></script>')
    )
    expect(out).toContain('var files = ["/js/9819.aa.js","/js/app.bb.js"]')
    expect(out).toContain(
      '<link rel="preload" as="script" href="/js/9819.aa.js"><link rel="preload" as="script" href="/js/app.bb.js">'
    )
    expect(out).not.toMatch(/<script\b[^>]*\bsrc=/)
  })

  it('fails the build rather than ship a page that never boots', () => {
    expect(() => gateAppScripts('<script defer src="/js/app.js"></script>')).toThrow('no boot gate list')
    expect(() => gateAppScripts(built(''))).toThrow('no deferred app scripts')
    expect(() =>
      gateAppScripts(built('<script defer src="/js/app.js"></script><script src="/js/other.js"></script>'))
    ).toThrow('a script tag the boot gate does not start')
  })
})
