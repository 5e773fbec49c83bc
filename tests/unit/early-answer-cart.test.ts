import fs from 'node:fs'
import path from 'node:path'
import { Taro, requestCall, resetTaro, respondWith } from './helpers/taro-mock'
import { provideSession } from '../../src/services/session-port'
import { PERSONAL_EARLY_ANSWER_MS } from '../../src/services/early-answer'
import { request } from '../../src/services/request'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

/**
 * The early answer for a signed-in shopper's cart (docs/decisions/0029-h5-cold-boot.md): index.html asks for it with
 * the session the app stored and preloads the first line's image; the wrapper takes it only with that same session.
 */
const html = fs.readFileSync(path.join(__dirname, '../../src/index.html'), 'utf8')
const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((m) => m[1])
  .find((s) => s.includes('__EARLY_ANSWER__')) as string
type W = typeof globalThis & {
  __EARLY_ANSWER__?: { key: string; answer: Promise<unknown>; auth?: string; at?: number }
  fetch: jest.Mock
}
const w = globalThis as W
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

const cart = {
  errno: 1,
  error: '',
  data: {
    list: [
      { cart_id: 3, valid: false, image: '/img/gone.svg' },
      { cart_id: 1, valid: true, image: '/img/1.svg' },
      { cart_id: 2, valid: true, image: '/img/2.svg' }
    ]
  }
}

function signIn(data: Record<string, unknown>) {
  localStorage.setItem('mili-mall:auth', JSON.stringify({ data }))
}

function runInline(hash: string, answer: unknown = cart) {
  window.location.hash = hash
  w.fetch = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(answer) })
  new Function(inline)()
}

beforeEach(() => {
  resetTaro()
  process.env.TARO_ENV = 'h5'
  process.env.TARO_APP_API_BASE = ''
  w.__EARLY_ANSWER__ = undefined
  document.head.querySelectorAll('link[rel=preload]').forEach((l) => l.remove())
  document.body.innerHTML = '<div id="app"></div>'
  localStorage.clear()
  provideSession({ token: () => '', uid: () => null })
})

/** The cart's first-paint layer (docs/decisions/0031-h5-paint-then-boot.md): where it is and what it is. */
function layer() {
  const el = document.querySelector('.first-paint') as HTMLElement | null
  return el && { style: el.getAttribute('style') ?? '', src: el.querySelector('img')?.getAttribute('src') }
}

describe("index.html paints the cart's first image before the app (0031)", () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setTimeout'] }))
  afterEach(() => {
    document.querySelector('.first-paint')?.remove()
    jest.useRealTimers()
  })

  it("in the first line's place: below the nav bar and the cart's head, after the check box; care mode wider", async () => {
    signIn({ isLogin: true, accessToken: 'tok-7', uid: 7 })
    runInline('#/pages/shopping-cart/index')
    await flush()
    const normal = layer()
    expect(normal?.src).toBe('/img/1.svg')
    expect(normal?.style).toContain('top:calc(43.5px + env(safe-area-inset-top, 0px) + 2.8rem)')
    expect(normal?.style).toContain('left:calc(2.8rem - .5px);width:calc(4.5rem + 1px);height:calc(4.5rem + 1px)')
    document.querySelector('.first-paint')?.remove()
    runInline('#/pages/shopping-cart/index?care=1')
    await flush()
    expect(layer()?.style).toContain('+ 3rem);left:calc(3rem - .5px)')
  })

  it("goes once the app's own first line image has loaded; nothing without a buyable line", async () => {
    signIn({ isLogin: true, accessToken: 'tok-7', uid: 7 })
    runInline('#/pages/shopping-cart/index')
    await flush()
    const media = document.createElement('div')
    media.className = 'cart-line__media'
    const img = document.createElement('img')
    img.setAttribute('src', '/img/1.svg')
    Object.defineProperty(img, 'complete', { value: true })
    Object.defineProperty(img, 'naturalWidth', { value: 90 })
    media.appendChild(img)
    document.getElementById('app')?.appendChild(media)
    jest.advanceTimersByTime(100)
    expect(layer()).toBeNull()
    expect((w as { __FIRST_PAINT__?: string }).__FIRST_PAINT__).toBe('app image')
    document.getElementById('app')!.innerHTML = ''
    runInline('#/pages/shopping-cart/index', { errno: 1, data: { list: [{ cart_id: 3, valid: false, image: '/x' }] } })
    await flush()
    expect(layer()).toBeNull()
  })
})

describe('index.html asks early for the cart', () => {
  it('signed in: the cart with the stored session, then the first buyable line image preloaded and painted', async () => {
    signIn({ isLogin: true, accessToken: 'tok-7', uid: 7 })
    runInline('#/pages/shopping-cart/index')
    expect(w.fetch).toHaveBeenCalledWith(
      '/api/v1/cart/list',
      expect.objectContaining({ method: 'POST', body: '{}', credentials: 'omit' })
    )
    const { headers } = w.fetch.mock.calls[0][1]
    expect(headers.Authorization).toBe('Bearer tok-7')
    expect(headers.Uid).toBe('7')
    expect(w.__EARLY_ANSWER__).toMatchObject({
      key: '/api/v1/cart/list {}',
      auth: 'Bearer tok-7',
      at: expect.any(Number)
    })
    await flush()
    const links = Array.from(document.head.querySelectorAll('link[rel=preload][as=image]'))
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/img/1.svg'])
    expect(document.querySelector('.first-paint img')?.getAttribute('src')).toBe('/img/1.svg')
  })

  it("preloads the line's picture at the size the app's image helper asks for (0034)", async () => {
    signIn({ isLogin: true, accessToken: 'tok-7', uid: 7 })
    const picture = '/api/service/image/0123456789abcdef0123456789abcdef'
    runInline('#/pages/shopping-cart/index', {
      errno: 1,
      data: { list: [{ cart_id: 1, valid: true, image: `${picture}_480.jpg`, picture }] }
    })
    await flush()
    const links = Array.from(document.head.querySelectorAll('link[rel=preload][as=image]'))
    expect(links.map((l) => l.getAttribute('href'))).toEqual([`${picture}_240.webp`])
  })

  it('asks nothing for a visitor, a session that says it is logged out, or storage that does not parse', () => {
    const sessions = [null, { isLogin: false, accessToken: 'old' }, { isLogin: true, accessToken: 5 }]
    for (const session of sessions) {
      localStorage.clear()
      if (session) signIn(session)
      runInline('#/pages/shopping-cart/index')
      expect(w.fetch).not.toHaveBeenCalled()
    }
    localStorage.setItem('mili-mall:auth', '{not json')
    runInline('#/pages/shopping-cart/index')
    expect(w.fetch).not.toHaveBeenCalled()
  })

  it('home and goods-info still go without the session, even for a signed-in shopper', () => {
    signIn({ isLogin: true, accessToken: 'tok-7', uid: 7 })
    runInline('#/pages/home/index', { errno: 1, data: {} })
    expect(w.fetch.mock.calls[0][1].headers.Authorization).toBeUndefined()
    expect(w.__EARLY_ANSWER__?.auth).toBe('')
  })
})

describe('the request wrapper and the early cart', () => {
  it('takes it when the app sends the same session, without a request', async () => {
    provideSession({ token: () => 'tok-7', uid: () => 7 })
    w.__EARLY_ANSWER__ = {
      key: '/api/v1/cart/list {}',
      answer: Promise.resolve(cart),
      auth: 'Bearer tok-7',
      at: Date.now()
    }
    const data = await request<{ list: unknown[] }>('/cart/list', {})
    expect(data.list).toHaveLength(3)
    expect(Taro.request).not.toHaveBeenCalled()
  })

  it('asks again with its own session when the session is another (or none)', async () => {
    provideSession({ token: () => 'tok-8', uid: () => 8 })
    w.__EARLY_ANSWER__ = {
      key: '/api/v1/cart/list {}',
      answer: Promise.resolve(cart),
      auth: 'Bearer tok-7',
      at: Date.now()
    }
    respondWith({ errno: 1, error: '', data: { list: [] } })
    expect(await request('/cart/list', {})).toEqual({ list: [] })
    expect(requestCall().header.Authorization).toBe('Bearer tok-8')
    provideSession({ token: () => '', uid: () => null })
    respondWith({ errno: 1, error: '', data: { list: [1] } })
    expect(await request('/cart/list', {})).toEqual({ list: [1] })
    expect(Taro.request).toHaveBeenCalledTimes(2)
  })

  it('asks again when the early cart is older than the first seconds of the visit', async () => {
    provideSession({ token: () => 'tok-7', uid: () => 7 })
    w.__EARLY_ANSWER__ = {
      key: '/api/v1/cart/list {}',
      answer: Promise.resolve(cart),
      auth: 'Bearer tok-7',
      at: Date.now() - PERSONAL_EARLY_ANSWER_MS - 1
    }
    respondWith({ errno: 1, error: '', data: { list: [] } })
    expect(await request('/cart/list', {})).toEqual({ list: [] })
    expect(Taro.request).toHaveBeenCalledTimes(1)
  })
})
