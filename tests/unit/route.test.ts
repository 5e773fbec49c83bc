import { Taro, resetTaro, setCurrentPage, taroState } from './helpers/taro-mock'
import {
  buildUrl,
  getCurrentRoute,
  getCurrentUrl,
  getPageParam,
  getPageParams,
  goBack,
  pageTitle,
  parseQuery
} from '../../src/utils/route'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

beforeEach(() => {
  resetTaro()
  process.env.TARO_ENV = 'h5'
  delete process.env.TARO_APP_MALL_NAME
  window.history.replaceState(null, '', '/')
})

describe('page params', () => {
  it('reads route params, URI-decoded, without Taro bookkeeping keys', () => {
    setCurrentPage('pages/goods-info/index', {
      sku_id: '12',
      kw: '%E5%A5%B6%E7%B2%89',
      $taroTimestamp: '1',
      stamp: '3'
    })
    expect(getPageParams()).toEqual({ sku_id: '12', kw: '奶粉' })
    expect(getCurrentUrl()).toBe('/pages/goods-info/index?sku_id=12&kw=%E5%A5%B6%E7%B2%89')
  })

  it('falls back to the URL query (before and inside the hash); route params win', () => {
    window.history.replaceState(null, '', '/?appcode=laoling&from=a#/pages/goods-info/index?sku_id=9&from=b')
    setCurrentPage('pages/goods-info/index', { sku_id: '12' })
    expect(getPageParams()).toEqual({ appcode: 'laoling', from: 'b', sku_id: '12' })
    expect(getPageParam('sku_id')).toBe('12')
    expect(getPageParam('appcode')).toBe('laoling')
    expect(getPageParam('none')).toBeUndefined()
  })

  it('ignores the browser address in mini programs', () => {
    process.env.TARO_ENV = 'weapp'
    window.history.replaceState(null, '', '/?appcode=laoling')
    setCurrentPage('pages/home/index', {})
    expect(getPageParams()).toEqual({})
  })

  it('keeps a malformed escape as typed instead of throwing', () => {
    setCurrentPage('pages/goods-search/index', { kw: '100%' })
    expect(getPageParams().kw).toBe('100%')
    expect(parseQuery('?a=1&b=%E4%B8%AD&c&=x')).toEqual({ a: '1', b: '中', c: '' })
  })
})

describe('urls', () => {
  it('builds an encoded query, leaving out empty values', () => {
    expect(buildUrl('/pages/login/index', { goUrl: '/pages/my-order/index?status=1', x: undefined, y: null })).toBe(
      '/pages/login/index?goUrl=%2Fpages%2Fmy-order%2Findex%3Fstatus%3D1'
    )
    expect(buildUrl('/a?b=1', { c: 2 })).toBe('/a?b=1&c=2')
    expect(buildUrl('/a')).toBe('/a')
  })

  it('before any page exists, reads the H5 address (an empty hash is home)', () => {
    taroState.pages = []
    window.history.replaceState(null, '', '/#/pages/my-order/index?status=1')
    expect(getCurrentRoute()).toBe('/pages/my-order/index')
    window.history.replaceState(null, '', '/')
    expect(getCurrentRoute()).toBe('/pages/home/index')
    process.env.TARO_ENV = 'weapp'
    expect(getCurrentRoute()).toBe('/pages/user-config/index')
  })

  it('knows the current page and its address', () => {
    setCurrentPage('pages/order-detail/index', { id: '5' })
    expect(getCurrentRoute()).toBe('/pages/order-detail/index')
    expect(getCurrentUrl()).toBe('/pages/order-detail/index?id=5')
  })
})

describe('pageTitle', () => {
  it('appends the mall name', () => {
    expect(pageTitle('我的订单')).toBe('我的订单 - 米粒商城')
    process.env.TARO_APP_MALL_NAME = '福利商城'
    expect(pageTitle('购物车')).toBe('购物车 - 福利商城')
    expect(pageTitle('')).toBe('福利商城')
  })
})

describe('goBack', () => {
  it('goes back at least one page', async () => {
    setCurrentPage('pages/goods-info/index')
    await goBack()
    await goBack(0)
    await goBack(-3)
    await goBack(2.7)
    expect(Taro.navigateBack.mock.calls.map((c) => c[0].delta)).toEqual([1, 1, 1, 2])
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })

  it('goes home when going back fails', async () => {
    setCurrentPage('pages/goods-info/index')
    Taro.navigateBack.mockRejectedValueOnce({ errMsg: 'navigateBack:fail' })
    await goBack()
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })

  it('goes home when there is no page to go back to', async () => {
    taroState.pages = [{ route: 'pages/goods-info/index' }]
    await goBack()
    expect(Taro.navigateBack).not.toHaveBeenCalled()
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })
})
