import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { readAppJson } from '../../scripts/gates/app-json.mjs'
import { staleReason } from '../../scripts/gates/fs-utils.mjs'
import {
  checkLazyPages,
  entryScripts,
  h5RouteBundle,
  h5ShellBundle,
  KB,
  LIMITS,
  MB,
  miniRows,
  miniSizes,
  routeChunks,
  sizeTable,
  verdict
} from '../../scripts/gates/sizes.mjs'

const fixture = (name) => path.join(__dirname, 'fixtures', name)
const sizeOf = (dir, rel) => fs.statSync(path.join(fixture(dir), rel)).size

describe('mini-program sizes', () => {
  it('splits a build into main package and subpackages, skipping source maps', () => {
    const dir = 'weapp-ok'
    const sizes = miniSizes(fixture(dir), readAppJson(fixture(dir)))
    const sub = ['wxml', 'js', 'wxss', 'json'].reduce((s, e) => s + sizeOf(dir, `pagesFace/middle/index.${e}`), 0)
    expect(sizes.sub).toEqual({ pagesFace: sub })
    expect(sizes.main + sizes.sub.pagesFace).toBe(sizes.total)
    expect(sizes.total).toBe(
      ['app.json', 'common.js']
        .concat(
          ['pages/home/index', 'pages/login/index', 'pagesFace/middle/index'].flatMap((p) =>
            ['wxml', 'js', 'wxss', 'json'].map((e) => `${p}.${e}`)
          )
        )
        .reduce((s, rel) => s + sizeOf(dir, rel), 0)
    )
  })

  it('fails a WeChat main package over 700 KB and warns past 600 KB', () => {
    expect(verdict(600 * KB, LIMITS.mainPackage)).toBe('ok')
    expect(verdict(600 * KB + 1, LIMITS.mainPackage)).toBe('warn')
    expect(verdict(700 * KB, LIMITS.mainPackage)).toBe('warn')
    expect(verdict(700 * KB + 1, LIMITS.mainPackage)).toBe('fail')
    expect(verdict(2 * MB + 1, LIMITS.subPackage)).toBe('fail')
    expect(verdict(8 * MB + 1, LIMITS.wholeBuild)).toBe('fail')
    expect(verdict(89 * KB, LIMITS.h5ShellJsGzip)).toBe('ok')
    expect(verdict(91 * KB, LIMITS.h5ShellJsGzip)).toBe('warn')
    expect(verdict(101 * KB, LIMITS.h5ShellJsGzip)).toBe('fail')
    expect(verdict(104 * KB, LIMITS.h5HomeJsGzip)).toBe('ok')
    expect(verdict(106 * KB, LIMITS.h5HomeJsGzip)).toBe('warn')
    expect(verdict(113 * KB, LIMITS.h5HomeJsGzip)).toBe('warn')
    expect(verdict(114 * KB, LIMITS.h5HomeJsGzip)).toBe('fail')
  })

  it('measures real bytes: a 2.1 MB main package fails, a 2.1 MB subpackage fails too', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gates-'))
    try {
      fs.mkdirSync(path.join(dir, 'pagesFace'))
      fs.writeFileSync(path.join(dir, 'app.json'), JSON.stringify({ pages: [], subPackages: [{ root: 'pagesFace/' }] }))
      fs.writeFileSync(path.join(dir, 'vendors.js'), Buffer.alloc(2.1 * MB))
      fs.writeFileSync(path.join(dir, 'pagesFace', 'big.js'), Buffer.alloc(2.1 * MB))
      const rows = miniRows('weapp', miniSizes(dir, readAppJson(dir)))
      expect(rows.map((r) => [r.what, verdict(r.bytes, r)])).toEqual([
        ['weapp main package', 'fail'],
        ['weapp subpackage pagesFace', 'fail'],
        ['weapp whole build', 'ok']
      ])
      const table = sizeTable(rows)
      expect(table).toContain('| weapp main package | 2.10 MB | 600.0 KB | 700.0 KB | FAIL |')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('counts a page-folder subpackage out of the main package and reports the largest of them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gates-'))
    try {
      const write = (rel, bytes) => {
        fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
        fs.writeFileSync(path.join(dir, rel), Buffer.alloc(bytes))
      }
      const app = {
        pages: ['pages/home/index'],
        subPackages: [
          { root: 'pages/order-detail', pages: ['index'] },
          { root: 'pages/my-order', pages: ['index'] }
        ]
      }
      fs.writeFileSync(path.join(dir, 'app.json'), JSON.stringify(app))
      write('vendors.js', 650 * KB)
      write('pages/home/index.js', 20 * KB)
      // A main page whose folder name starts like a subpackage root stays in the main package.
      write('pages/order-detail-group/index.js', 10 * KB)
      write('pages/order-detail/index.js', 30 * KB)
      write('pages/my-order/index.js', 2.1 * MB)
      const big = fs.statSync(path.join(dir, 'pages/my-order/index.js')).size
      const sizes = miniSizes(dir, readAppJson(dir))
      expect(sizes.sub).toEqual({ 'pages/order-detail': 30 * KB, 'pages/my-order': big })
      expect(sizes.main).toBe(fs.statSync(path.join(dir, 'app.json')).size + 680 * KB)
      const rows = miniRows('weapp', sizes)
      expect(rows.map((r) => [r.what, verdict(r.bytes, r)])).toEqual([
        ['weapp main package', 'warn'],
        ['weapp page subpackages: 2, 2.13 MB in all; the largest, pages/my-order', 'fail'],
        ['weapp whole build', 'ok']
      ])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('H5 first screen', () => {
  it('reads the entry scripts from index.html, skipping remote ones', () => {
    expect(entryScripts(fixture('h5-ok'))).toEqual(['js/937.js', 'js/app.js'])
  })

  it("reads them from the boot gate's preloads too (docs/decisions/0031-h5-paint-then-boot.md)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-gate-'))
    try {
      const html = fs.readFileSync(path.join(fixture('h5-ok'), 'index.html'), 'utf8')
      const gated = html.replace(
        /<script\b([^>]*)\bsrc="([^"]+)"[^>]*><\/script>/g,
        '<link rel="preload" as="script" href="$2">'
      )
      expect(gated).not.toMatch(/<script\b[^>]*\bsrc=/)
      fs.writeFileSync(path.join(dir, 'index.html'), `${gated}<link rel="preload" as="image" href="/b.svg">`)
      expect(entryScripts(dir)).toEqual(['js/937.js', 'js/app.js'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('reads the chunks each route loads from the route table', () => {
    const source = fs.readFileSync(path.join(fixture('h5-ok'), 'js/app.js'), 'utf8')
    expect(routeChunks(source)).toEqual({
      'pages/home/index': ['12', '118'],
      'pages/login/index': ['12', '334'],
      'pagesFace/middle/index': ['145']
    })
  })

  it('sums gzip bytes of entry + vendors + the home chunks (hashed names too)', () => {
    const bundle = h5RouteBundle(fixture('h5-ok'))
    expect(bundle.files.map((f) => f.rel)).toEqual(['js/937.js', 'js/app.js', 'chunk/12.js', 'chunk/118.3f2a9c01.js'])
    const expected = bundle.files.reduce(
      (s, f) => s + zlib.gzipSync(fs.readFileSync(path.join(fixture('h5-ok'), f.rel)), { level: 9 }).length,
      0
    )
    expect(bundle.gzip).toBe(expected)
    expect(bundle.files.every((f) => !f.missing)).toBe(true)
  })

  it('counts the shell as the scripts index.html loads, without any route chunk', () => {
    const shell = h5ShellBundle(fixture('h5-ok'))
    expect(shell.files.map((f) => f.rel)).toEqual(['js/937.js', 'js/app.js'])
    const home = h5RouteBundle(fixture('h5-ok'))
    expect(shell.gzip).toBe(home.files[0].gzip + home.files[1].gzip)
    expect(shell.gzip).toBeLessThan(home.gzip)
  })

  it('reads the route table the ES2020 minifier writes: unquoted keys, load as function, method or arrow', () => {
    const source = fs.readFileSync(path.join(fixture('h5-es2020'), 'js/app.js'), 'utf8')
    expect(routeChunks(source)).toEqual({
      'pages/home/index': ['12', '118'],
      'pages/login/index': ['12', '334'],
      'pagesFace/middle/index': ['145']
    })
    expect(h5RouteBundle(fixture('h5-es2020')).files.map((f) => f.rel)).toEqual([
      'js/937.js',
      'js/app.js',
      'chunk/12.js',
      'chunk/118.3f2a9c01.js'
    ])
    expect(
      checkLazyPages(fixture('h5-es2020'), ['pages/home/index', 'pages/login/index', 'pagesFace/middle/index'])
    ).toEqual([])
  })

  it('warns past the budget and fails a real breach: a home chunk that takes the first screen past the limit', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gates-'))
    try {
      fs.cpSync(fixture('h5-es2020'), dir, { recursive: true })
      const chunk = path.join(dir, 'chunk/118.3f2a9c01.js')
      // Random bytes do not compress: gzip size is about the raw size.
      fs.writeFileSync(chunk, crypto.randomBytes(107 * KB))
      expect(verdict(h5RouteBundle(dir).gzip, LIMITS.h5HomeJsGzip)).toBe('warn')
      fs.writeFileSync(chunk, crypto.randomBytes(115 * KB))
      const bundle = h5RouteBundle(dir)
      expect(bundle.gzip).toBeGreaterThan(LIMITS.h5HomeJsGzip.limit)
      expect(verdict(bundle.gzip, LIMITS.h5HomeJsGzip)).toBe('fail')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('fails when no entry script holds a route table it can read, rather than measuring nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gates-'))
    try {
      fs.cpSync(fixture('h5-es2020'), dir, { recursive: true })
      fs.writeFileSync(path.join(dir, 'js/app.js'), 'var V={routes:[{route:"pages/home/index"}]};')
      expect(() => h5RouteBundle(dir)).toThrow('no entry script holds the route table')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('passes when each page has a lazy chunk of its own', () => {
    expect(
      checkLazyPages(fixture('h5-ok'), ['pages/home/index', 'pages/login/index', 'pagesFace/middle/index'])
    ).toEqual([])
  })

  it('fails pages that share their only chunk, are bundled into the entry, or are missing', () => {
    expect(
      checkLazyPages(fixture('h5-bad'), [
        'pages/home/index',
        'pages/login/index',
        'pagesFace/middle/index',
        'pages/cart/index'
      ])
    ).toEqual([
      'h5: pages/home/index has no chunk of its own (shares 12)',
      'h5: pages/login/index has no chunk of its own (shares 12)',
      'h5: pagesFace/middle/index is bundled into the entry, not loaded lazily',
      'h5: pages/cart/index is not in the route table'
    ])
  })
})

describe('build freshness', () => {
  it('is stale when missing or older than any source, fresh otherwise', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gates-'))
    try {
      const marker = path.join(dir, 'out', 'app.json')
      const src = path.join(dir, 'src')
      fs.mkdirSync(path.join(src, 'pages'), { recursive: true })
      fs.writeFileSync(path.join(src, 'pages', 'a.ts'), '')
      expect(staleReason(marker, [src])).toBe('missing')
      fs.mkdirSync(path.dirname(marker))
      fs.writeFileSync(marker, '{}')
      const now = Date.now() / 1000
      fs.utimesSync(marker, now - 100, now - 100)
      fs.utimesSync(path.join(src, 'pages', 'a.ts'), now, now)
      expect(staleReason(marker, [src, path.join(dir, 'no-such-config')])).toBe('older than the sources')
      fs.utimesSync(marker, now + 1, now + 1)
      expect(staleReason(marker, [src])).toBeNull()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
