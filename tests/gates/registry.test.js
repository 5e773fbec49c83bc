import path from 'node:path'
import { ADDED_PAGES, SPEC_PAGES, SPEC_SUBPACKAGES, expectedRegistry } from '../../scripts/gates/spec-pages.mjs'
import { allPagePaths, checkPageFiles, checkPageList, MINI_EXTS, readAppJson } from '../../scripts/gates/app-json.mjs'

const fixture = (name) => path.join(__dirname, 'fixtures', name)
const small = expectedRegistry(['home', 'login'], SPEC_SUBPACKAGES)

describe('spec registry', () => {
  it('holds the 78 pages of spec section 2, home first, mili-sdk-bridge included, no duplicates', () => {
    expect(SPEC_PAGES).toHaveLength(78)
    expect(SPEC_PAGES[0]).toBe('home')
    expect(new Set(SPEC_PAGES).size).toBe(SPEC_PAGES.length)
    expect(SPEC_PAGES).toEqual(
      expect.arrayContaining(['mili-sdk-bridge', 'login', 'promotion-bank-list', 'scan-for-pension'])
    )
  })

  it('expects the spec pages and the added ones, and pagesFace with middle and webview as a subpackage', () => {
    const reg = expectedRegistry()
    expect(reg.pages[0]).toBe('pages/home/index')
    expect(ADDED_PAGES).toEqual(['support-chat'])
    expect(reg.pages).toHaveLength(79)
    expect(reg.pages).toContain('pages/support-chat/index')
    expect(reg.subPackages).toEqual([{ root: 'pagesFace', pages: ['middle/index', 'webview/index'] }])
  })
})

describe('checkPageList', () => {
  it('accepts an app.json that lists exactly the registry', () => {
    const app = readAppJson(fixture('weapp-ok'))
    expect(checkPageList(app, expectedRegistry(['home', 'login'], [{ root: 'pagesFace', pages: ['middle'] }]))).toEqual(
      []
    )
  })

  it('reports missing, extra, duplicated pages, a wrong launch page and a missing subpackage', () => {
    const errors = checkPageList(readAppJson(fixture('weapp-bad')), small, 'weapp')
    expect(errors).toEqual(
      expect.arrayContaining([
        'weapp: pages not in the spec pages/extra/index',
        'weapp: pages listed twice pages/home/index',
        'weapp: first page is pages/login/index, expected pages/home/index (the launch page)',
        'weapp: subpackages missing pagesFace'
      ])
    )
  })

  it('reports a subpackage page that is missing', () => {
    const app = readAppJson(fixture('weapp-ok'))
    expect(checkPageList(app, small, 'weapp')).toEqual(['weapp: subpackage pagesFace pages missing webview/index'])
  })

  it('accepts spec pages moved into subpackages of their own folders, paths unchanged', () => {
    const app = {
      pages: ['pages/home/index'],
      subPackages: [
        { root: 'pagesFace', pages: ['middle/index', 'webview/index'] },
        { root: 'pages/login', pages: ['index'] }
      ],
      tabBar: { list: [{ pagePath: 'pages/home/index' }] },
      preloadRule: { 'pages/home/index': { network: 'all', packages: ['pages/login'] } }
    }
    expect(checkPageList(app, small, 'weapp')).toEqual([])
    expect(allPagePaths(app)).toEqual([
      'pages/home/index',
      'pagesFace/middle/index',
      'pagesFace/webview/index',
      'pages/login/index'
    ])
  })

  it('refuses a tab page outside the main package, a page folder holding other pages and a bad preloadRule', () => {
    const app = {
      pages: ['pages/home/index'],
      subPackages: [
        { root: 'pagesFace', pages: ['middle/index', 'webview/index'] },
        { root: 'pages/login', pages: ['index', 'other'] }
      ],
      tabBar: { list: [{ pagePath: 'pages/home/index' }, { pagePath: 'pages/login/index' }] },
      preloadRule: {
        'pages/home/index': { packages: ['pages/nowhere'] },
        'pages/gone/index': { packages: ['pagesFace'] }
      }
    }
    expect(checkPageList(app, small, 'weapp')).toEqual([
      'weapp: pages missing pages/login/index',
      'weapp: subpackages not in the spec pages/login',
      'weapp: tab page pages/login/index is not in the main package',
      'weapp: preloadRule of pages/home/index names pages/nowhere, no subpackage',
      'weapp: preloadRule for pages/gone/index, which is not a page'
    ])
  })

  it('throws a readable error when app.json is missing', () => {
    expect(() => readAppJson(fixture('nowhere'))).toThrow(/app\.json is missing/)
  })
})

describe('checkPageFiles', () => {
  it('passes when every page has template, script, style and config (weapp and alipay)', () => {
    for (const [dir, exts] of [
      ['weapp-ok', MINI_EXTS.weapp],
      ['alipay-ok', MINI_EXTS.alipay]
    ]) {
      const paths = allPagePaths(readAppJson(fixture(dir)))
      expect(paths).toEqual(['pages/home/index', 'pages/login/index', 'pagesFace/middle/index'])
      expect(checkPageFiles(fixture(dir), paths, exts)).toEqual([])
    }
  })

  it('names the page and the file kind that is missing', () => {
    const errors = checkPageFiles(
      fixture('weapp-bad'),
      ['pages/home/index', 'pages/login/index'],
      MINI_EXTS.weapp,
      'weapp'
    )
    expect(errors).toEqual(['weapp: pages/login/index has no .wxss'])
  })

  it('requires a style file only for pages whose source has a stylesheet', () => {
    const paths = ['pages/home/index', 'pages/login/index']
    const styled = (page) => page === 'pages/home/index'
    expect(checkPageFiles(fixture('weapp-bad'), paths, MINI_EXTS.weapp, 'weapp', styled)).toEqual([])
    const errors = checkPageFiles(fixture('weapp-bad'), paths, MINI_EXTS.weapp, 'weapp', () => true)
    expect(errors).toEqual(['weapp: pages/login/index has no .wxss'])
  })

  it('uses the alipay extensions for alipay output', () => {
    const errors = checkPageFiles(fixture('weapp-ok'), ['pages/home/index'], MINI_EXTS.alipay, 'alipay')
    expect(errors).toEqual(['alipay: pages/home/index has no .axml, .acss'])
  })
})
