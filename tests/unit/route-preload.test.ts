import fs from 'node:fs'
import path from 'node:path'
import { ROUTE_CHUNKS_MARKER, routeChunks } from '../../config/route-preload'

/**
 * The landing page's chunks preloaded by index.html (docs/decisions/0029-h5-cold-boot.md): the build's map of page
 * -> files (config/route-preload.ts), and the inline script in src/index.html that reads the route and preloads them.
 */
const html = fs.readFileSync(path.join(__dirname, '../../src/index.html'), 'utf8')
const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((m) => m[1])
  .find((s) => s.includes(ROUTE_CHUNKS_MARKER)) as string

const group = (request: string, ...files: string[][]) => ({
  origins: [{ request }],
  chunks: files.map((f) => ({ files: new Set(f) }))
})

const map = routeChunks(
  [
    group('./pages/home/index', ['js/1707.aa.js', 'css/1707.bb.css'], ['js/6700.cc.js']),
    group('./pages/goods-info/index', ['js/3532.dd.js'], ['js/6700.cc.js'], ['js/851.ee.js.map', 'js/851.ee.js']),
    // A chunk that is no page's (a lazily loaded sheet inside a page): not in the map.
    group('./sku-sheet', ['js/99.ff.js'])
  ],
  '/'
)

function run(hash: string, chunks: unknown = map) {
  window.history.replaceState(null, '', `/${hash}`)
  new Function(inline.replace(ROUTE_CHUNKS_MARKER, JSON.stringify(chunks)))()
  return Array.from(document.head.querySelectorAll('link[rel=preload]')).map(
    (l) => `${l.getAttribute('as')} ${l.getAttribute('href')}`
  )
}

beforeEach(() => {
  document.head.querySelectorAll('link').forEach((l) => l.remove())
  delete (window as { __EARLY_ANSWER__?: unknown }).__EARLY_ANSWER__
})

describe("the build's map of page chunks", () => {
  it("lists each page's JS and CSS once, shared files once, without source maps or other chunks", () => {
    expect(map.f).toEqual(['/js/1707.aa.js', '/css/1707.bb.css', '/js/6700.cc.js', '/js/3532.dd.js', '/js/851.ee.js'])
    expect(map.p).toEqual({ home: [0, 1, 2], 'goods-info': [3, 2, 4] })
  })
})

describe('index.html preloads the landing page', () => {
  it('waits for the app where index.html asked early for everyone (its image goes first), not for the cart', () => {
    const early = window as { __EARLY_ANSWER__?: { key: string; auth: string } }
    early.__EARLY_ANSWER__ = { key: '/api/v1/app/home {}', auth: '' }
    expect(run('#/pages/home/index')).toEqual([])
    early.__EARLY_ANSWER__ = { key: '/api/v1/cart/list {}', auth: 'Bearer t' }
    expect(run('#/pages/home/index')).toHaveLength(3)
  })

  it('home (also a link without a route): its chunks, as script and style', () => {
    const want = ['script /js/1707.aa.js', 'style /css/1707.bb.css', 'script /js/6700.cc.js']
    expect(run('#/pages/home/index')).toEqual(want)
    document.head.querySelectorAll('link').forEach((l) => l.remove())
    expect(run('')).toEqual(want)
  })

  it('a goods link with its query: that page only', () => {
    expect(run('#/pages/goods-info/index?sku_id=12')).toEqual([
      'script /js/3532.dd.js',
      'script /js/6700.cc.js',
      'script /js/851.ee.js'
    ])
  })

  it('nothing for an unknown page, a route of another form, or the empty map of a development build', () => {
    expect(run('#/pages/nope/index')).toEqual([])
    expect(run('#/opa-bank-list')).toEqual([])
    expect(run('#/pages/home/index', {})).toEqual([])
  })

  it('development: the unfilled script runs and preloads nothing', () => {
    window.history.replaceState(null, '', '/#/pages/home/index')
    new Function(inline)()
    expect(document.head.querySelectorAll('link[rel=preload]')).toHaveLength(0)
  })
})
