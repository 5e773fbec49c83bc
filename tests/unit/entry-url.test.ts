import { hashFormOf, installEntryUrl } from '@/platform/entry-url'

describe('entry address (path form and page paths of custom routes)', () => {
  it.each([
    ['/opa-bank-list', '?opaId=3', '', '/?opaId=3#/opa-bank-list?opaId=3'],
    ['/opa-bank-list/', '', '', '/#/opa-bank-list'],
    ['/scan-for-pension', '?code=AB12', '', '/?code=AB12#/scan-for-pension?code=AB12'],
    ['/bjbank-lottery-draw', '?a=1&b=2', '#/', '/?a=1&b=2#/bjbank-lottery-draw?a=1&b=2'],
    ['/pages/promotion-bank-list/index', '?opaId=3', '', '/?opaId=3#/opa-bank-list?opaId=3']
  ])('path form %s%s opens at the hash form', (pathname, search, hash, expected) => {
    expect(hashFormOf(pathname, search, hash)).toBe(expected)
  })

  it.each([
    ['#/pages/promotion-bank-list/index?opaId=3', '/#/opa-bank-list?opaId=3'],
    ['#pages/promotion-bank-list/index?opaId=3', '/#/opa-bank-list?opaId=3'],
    ['#/pages/scan-for-pension/index?code=X', '/#/scan-for-pension?code=X'],
    ['#/pages/bjbank-lottery-draw-bridge/index', '/#/bjbank-lottery-draw']
  ])('page path %s opens at its custom route', (hash, expected) => {
    expect(hashFormOf('/', '', hash)).toBe(expected)
  })

  it.each([
    ['/', '', ''],
    ['/', '', '#/pages/home/index'],
    ['/', '?channel=laoling', '#/pages/my-order/index?x=1'],
    ['/', '', '#/opa-bank-list?opaId=3'],
    ['/unknown-path', '', ''],
    ['/opa-bank-list', '', '#/pages/home/index']
  ])('leaves %s%s%s alone', (pathname, search, hash) => {
    expect(hashFormOf(pathname, search, hash)).toBeNull()
  })

  it('rewrites the live address at start and when a page path is pasted later', () => {
    const env = process.env.TARO_ENV
    process.env.TARO_ENV = 'h5'
    window.history.replaceState(null, '', '/opa-bank-list?opaId=9')
    const uninstall = installEntryUrl()
    try {
      expect(window.location.pathname).toBe('/')
      expect(window.location.hash).toBe('#/opa-bank-list?opaId=9')
      window.history.replaceState(null, '', '/#/pages/scan-for-pension/index?code=Z')
      window.dispatchEvent(new PopStateEvent('popstate'))
      expect(window.location.hash).toBe('#/scan-for-pension?code=Z')
    } finally {
      uninstall()
      process.env.TARO_ENV = env
      window.history.replaceState(null, '', '/')
    }
  })
})
