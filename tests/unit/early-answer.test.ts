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
type W = typeof globalThis & { __EARLY_ANSWER__?: { key: string; answer: Promise<unknown> }; fetch: jest.Mock }
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
      components: [{ type: 'home-swiper-nav', inputProps: { banners: [{ image: '/api/v1/goods/image/b1.svg' }] } }]
    })
  }
}

beforeEach(() => {
  resetTaro()
  process.env.TARO_ENV = 'h5'
  process.env.TARO_APP_API_BASE = ''
  w.__EARLY_ANSWER__ = undefined
  document.head.querySelectorAll('link[rel=preload]').forEach((l) => l.remove())
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
    expect(link.getAttribute('href')).toBe('/api/v1/goods/image/b1.svg')
    expect(link.getAttribute('as')).toBe('image')
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
