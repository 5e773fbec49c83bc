import fs from 'node:fs'
import path from 'node:path'
import { Taro, requestCall, resetTaro, respondWith } from './helpers/taro-mock'
import { request } from '../../src/services/request'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

/**
 * The H5 early answer (docs/decisions/0027): index.html's inline script asks for the first screen's data while the
 * scripts download and preloads its largest image; the request wrapper takes that answer instead of asking again.
 */
const html = fs.readFileSync(path.join(__dirname, '../../src/index.html'), 'utf8')
const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((m) => m[1])
  .find((s) => s.includes('__EARLY_ANSWER__'))
type W = typeof globalThis & {
  __EARLY_ANSWER__?: { key: string; answer: Promise<unknown> }
  __FIRST_PAINT__?: string
  fetch: jest.Mock
}
const w = globalThis as W
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function runInline(hash: string, answer: unknown) {
  window.location.hash = hash
  w.fetch = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(answer) })
  new Function(inline as string)()
}

const home = {
  errno: 1,
  error: '',
  data: {
    global_style: '{}',
    data: JSON.stringify({
      components: [{ type: 'home-swiper-nav', inputProps: { banners: [{ image: '/api/service/image/b1.svg' }] } }]
    })
  }
}

beforeEach(() => {
  resetTaro()
  process.env.TARO_ENV = 'h5'
  process.env.TARO_APP_API_BASE = ''
  w.__EARLY_ANSWER__ = undefined
  document.head.querySelectorAll('link[rel=preload]').forEach((l) => l.remove())
  document.body.innerHTML = '<div id="app"></div>'
  localStorage.clear()
  window.history.replaceState(null, '', '/')
})

afterEach(() => {
  jest.clearAllTimers()
  jest.useRealTimers()
})

describe('index.html asks early', () => {
  it('home: asks for the template at once and preloads the first banner', async () => {
    runInline('', home)
    expect(w.fetch).toHaveBeenCalledWith('/api/v1/app/home', expect.objectContaining({ method: 'POST', body: '{}' }))
    expect(w.__EARLY_ANSWER__?.key).toBe('/api/v1/app/home {}')
    const { headers } = w.fetch.mock.calls[0][1]
    expect(headers.Uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(headers['Access-Channel']).toBe('m')
    runInline('#/pages/home/index?channel=laoling', home)
    expect(w.fetch.mock.calls[0][1].headers['Access-Channel']).toBe('laoling')
    await flush()
    const link = document.head.querySelector('link[rel=preload]') as HTMLLinkElement
    expect(link.getAttribute('href')).toBe('/api/service/image/b1.svg')
    expect(link.getAttribute('as')).toBe('image')
  })

  it("home: a stored banner is preloaded at the swiper's size, the 750 px WebP, whatever size the console saved", async () => {
    const key = '0123456789abcdef0123456789abcdef'
    const banners = [{ image: `/api/service/image/${key}_1080.jpg` }]
    runInline('', {
      errno: 1,
      error: '',
      data: {
        global_style: '{}',
        data: JSON.stringify({ components: [{ type: 'home-swiper-nav', inputProps: { banners } }] })
      }
    })
    await flush()
    const link = document.head.querySelector('link[rel=preload]') as HTMLLinkElement
    expect(link.getAttribute('href')).toBe(`/api/service/image/${key}_750.webp`)
  })

  it('goods-info: asks for that goods and preloads its first image', async () => {
    runInline('#/pages/goods-info/index?sku_id=12', { errno: 1, data: { images: ['/img/12.svg', '/img/x.svg'] } })
    expect(w.__EARLY_ANSWER__?.key).toBe('/api/v1/goods/info {"sku_id":12}')
    await flush()
    expect(document.head.querySelector('link[rel=preload]')?.getAttribute('href')).toBe('/img/12.svg')
  })

  it('asks for nothing on other pages or a malformed sku_id', () => {
    for (const hash of ['#/pages/shopping-cart/index', '#/pages/goods-info/index?sku_id=1;drop', '#/x']) {
      runInline(hash, home)
      expect(w.fetch).not.toHaveBeenCalled()
      expect(w.__EARLY_ANSWER__).toBeUndefined()
    }
  })
})

describe('the request wrapper takes the early answer', () => {
  it('once, for the same URL and body, without a second request', async () => {
    w.__EARLY_ANSWER__ = { key: '/api/v1/app/home {}', answer: Promise.resolve(home) }
    const data = await request<{ global_style: string }>('/app/home', {})
    expect(data.global_style).toBe('{}')
    expect(Taro.request).not.toHaveBeenCalled()
    respondWith({ errno: 1, error: '', data: { global_style: 'again' } })
    expect((await request<{ global_style: string }>('/app/home', {})).global_style).toBe('again')
    expect(requestCall().url).toBe('/api/v1/app/home')
  })

  it('asks again when the early answer failed or was for another body', async () => {
    w.__EARLY_ANSWER__ = { key: '/api/v1/goods/info {"sku_id":1}', answer: Promise.resolve(null) }
    respondWith({ errno: 1, error: '', data: { sku_id: 1 } })
    expect(await request('/goods/info', { sku_id: 1 })).toEqual({ sku_id: 1 })
    expect(Taro.request).toHaveBeenCalledTimes(1)
    w.__EARLY_ANSWER__ = { key: '/api/v1/goods/info {"sku_id":1}', answer: Promise.resolve(home) }
    respondWith({ errno: 1, error: '', data: { sku_id: 2 } })
    expect(await request('/goods/info', { sku_id: 2 })).toEqual({ sku_id: 2 })
    expect(w.__EARLY_ANSWER__).toBeDefined()
  })

  it('is never used in the mini programs', async () => {
    process.env.TARO_ENV = 'weapp'
    w.__EARLY_ANSWER__ = { key: 'https://api/api/v1/app/home {}', answer: Promise.resolve(home) }
    respondWith({ errno: 1, error: '', data: { global_style: 'net' } })
    expect((await request<{ global_style: string }>('/app/home', {})).global_style).toBe('net')
  })
})

/** The layer index.html painted, its image and the style that places it. */
function painted() {
  const layer = document.querySelector('.first-paint')
  if (!layer) return null
  const img = layer.querySelector('img') as HTMLImageElement
  return { layer, img, style: layer.getAttribute('style') ?? '', parent: layer.parentElement?.tagName }
}

const homeWith = (components: unknown[], globalStyle = '{}') => ({
  errno: 1,
  data: { global_style: globalStyle, data: JSON.stringify({ components }) }
})

/** The app's swiper with its first <img> (jsdom loads nothing: complete and naturalWidth are set by hand). */
function appImage(src: string, loaded = true) {
  const slide = document.createElement('div')
  slide.className = 'image-swiper__slide'
  const img = document.createElement('img')
  img.setAttribute('src', src)
  Object.defineProperty(img, 'complete', { value: loaded })
  Object.defineProperty(img, 'naturalWidth', { value: loaded ? 750 : 0 })
  slide.appendChild(img)
  document.getElementById('app')?.appendChild(slide)
}

describe('index.html paints the first screen before the app (docs/decisions/0028)', () => {
  // The layer's clean-up polls with setInterval; the answer arrives through promises and flush's setTimeout.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setTimeout'] }))

  it("home: the first banner, over the app's page, below the nav and search bars", async () => {
    runInline('', home)
    await flush()
    const p = painted()
    expect(p?.img.getAttribute('src')).toBe('/api/service/image/b1.svg')
    expect(p?.img.getAttribute('alt')).toBe('')
    expect(p?.layer.getAttribute('aria-hidden')).toBe('true')
    expect(p?.parent).toBe('BODY')
    expect(p?.style).toContain('position:absolute;z-index:1;box-sizing:content-box;')
    expect(p?.style).toContain('top:calc(43.5px + env(safe-area-inset-top, 0px) + 3.6rem)')
    expect(p?.style).toContain('left:calc(.6rem - .5px);right:calc(.6rem - .5px);aspect-ratio:5/2;padding-bottom:1px')
  })

  it('care mode (a care=1 link, or the stored choice unless care=0) places it below the taller search bar', async () => {
    runInline('#/pages/home/index?care=1', home)
    await flush()
    expect(painted()?.style).toContain('+ 4.4rem)')
    document.querySelector('.first-paint')?.remove()
    localStorage.setItem('mili-mall:care', JSON.stringify({ data: { choice: true } }))
    runInline('#/pages/home/index', home)
    await flush()
    expect(painted()?.style).toContain('+ 4.4rem)')
    document.querySelector('.first-paint')?.remove()
    runInline('#/pages/home/index?care=0', home)
    await flush()
    expect(painted()?.style).toContain('+ 3.6rem)')
  })

  it('goods-info: the first goods image, square, under the nav bar', async () => {
    runInline('#/pages/goods-info/index?sku_id=12', { errno: 1, data: { images: ['/img/12.svg', '/img/x.svg'] } })
    await flush()
    const p = painted()
    expect(p?.img.getAttribute('src')).toBe('/img/12.svg')
    expect(p?.style).toContain('top:calc(44px + env(safe-area-inset-top, 0px));left:0;right:0;aspect-ratio:1')
  })

  it('paints nothing when the app has already drawn its own image, even after the router moved #app', async () => {
    document.body.innerHTML = '<div id="container"><div id="app"></div></div>'
    runInline('', home)
    await flush()
    expect(painted()).not.toBeNull()
    painted()?.layer.remove()
    appImage('/api/service/image/b1.svg', false)
    runInline('', home)
    await flush()
    expect(painted()).toBeNull()
  })

  it('skips a switched-off banner, as the swiper does', async () => {
    const banners = [{ image: '/off.svg', enabled: false }, { image: '/on.svg' }]
    runInline('', homeWith([{ type: 'home-swiper-nav', inputProps: { banners } }]))
    await flush()
    expect(painted()?.img.getAttribute('src')).toBe('/on.svg')
  })

  it('paints nothing where the place is not known: another part first, no header, laoling, a failed answer', async () => {
    const swiper = { type: 'home-swiper-nav', inputProps: { banners: [{ image: '/b.svg' }] } }
    const cases: Array<[string, unknown]> = [
      ['', homeWith([{ type: 'spu-list', inputProps: {} }, swiper])],
      ['', homeWith([swiper], JSON.stringify({ useHeader: false }))],
      ['#/pages/home/index?channel=laoling', home],
      ['#/pages/goods-info/index?sku_id=3', { errno: 1001, error: 'x', data: null }]
    ]
    for (const [hash, answer] of cases) {
      runInline(hash, answer)
      await flush()
      expect(painted()).toBeNull()
    }
    localStorage.setItem('mili-mall:global', JSON.stringify({ data: { appcode: 'laoling' } }))
    runInline('', home)
    await flush()
    expect(painted()).toBeNull()
  })

  it("is removed once the app's own image has loaded, and not before", async () => {
    runInline('', home)
    await flush()
    jest.advanceTimersByTime(300)
    expect(painted()).not.toBeNull()
    appImage('/api/service/image/b1.svg', false)
    jest.advanceTimersByTime(300)
    expect(painted()).not.toBeNull()
    document.getElementById('app')!.innerHTML = ''
    appImage('/api/service/image/b1.svg')
    jest.advanceTimersByTime(100)
    expect(painted()).toBeNull()
    expect(w.__FIRST_PAINT__).toBe('app image')
  })

  it('is removed when the app shows something else there: another image, an error, a scroll', async () => {
    const app = () => document.getElementById('app') as HTMLElement
    const others: Array<[string, () => void]> = [
      ['other image', () => appImage('/api/service/image/b2.svg', false)],
      ['other state', () => (app().innerHTML = '<div class="error-state" role="alert">网络不给力</div>')],
      ['scroll', () => app().dispatchEvent(new Event('scroll'))]
    ]
    for (const [why, other] of others) {
      app().innerHTML = ''
      runInline('', home)
      await flush()
      expect(painted()).not.toBeNull()
      other()
      jest.advanceTimersByTime(100)
      expect(painted()).toBeNull()
      expect(w.__FIRST_PAINT__).toBe(why)
    }
  })

  it('is removed when the route changes, and at the latest after ten seconds', async () => {
    runInline('', home)
    await flush()
    window.location.hash = '#/pages/goods-category/index'
    jest.advanceTimersByTime(100)
    expect(painted()).toBeNull()
    expect(w.__FIRST_PAINT__).toBe('route')
    runInline('#/pages/home/index', home)
    await flush()
    jest.advanceTimersByTime(9900)
    expect(painted()).not.toBeNull()
    jest.advanceTimersByTime(300)
    expect(painted()).toBeNull()
    expect(w.__FIRST_PAINT__).toBe('timeout')
  })
})
