import { Taro, resetTaro, taroState } from './helpers/taro-mock'
import {
  backTo,
  navigate,
  openLink,
  pagePath,
  pageUrl,
  redirectTo,
  relaunch,
  replacePage,
  switchTab
} from '@/navigation'
import { HOME_PAGE, LOGIN_PAGE, TAB_PAGES } from '@/constants/pages'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

beforeEach(() => resetTaro())

describe('typed navigation', () => {
  it('opens a page by name with its parameters encoded, dropping the ones left undefined', async () => {
    await navigate('order-detail', { id: 7, order_no: 'N 1' })
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/order-detail/index?id=7&order_no=N%201' })
    await navigate('goods-search', { keyword: undefined })
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/goods-search/index' })
  })

  it('switches to a tab page instead of pushing it, as the tab bar does', async () => {
    await navigate('shopping-cart')
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/shopping-cart/index' })
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    await switchTab('user-config')
    expect(Taro.switchTab).toHaveBeenLastCalledWith({ url: '/pages/user-config/index' })
  })

  it('redirects, relaunches, and falls back to a relaunch when a redirect is refused', async () => {
    await redirectTo('order-pay', { id: 3, order_no: 'A' })
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/order-pay/index?id=3&order_no=A' })
    await relaunch('home')
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
    Taro.redirectTo.mockImplementationOnce(() => Promise.reject(new Error('redirectTo:fail')))
    await replacePage('bind-pension-account-status', { kind: 'verify' })
    expect(Taro.reLaunch).toHaveBeenLastCalledWith({ url: '/pages/bind-pension-account-status/index?kind=verify' })
  })

  it('hands back the platform refusal to the caller', async () => {
    Taro.navigateTo.mockImplementationOnce(() => Promise.reject(new Error('navigateTo:fail')))
    await expect(navigate('my-order', { tab: 'all' })).rejects.toThrow('navigateTo:fail')
  })

  it('opens a link held as a value, and goes back to a page right below instead of piling up', async () => {
    await openLink(['service-terms', { key: 'pension-terms' }])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/service-terms/index?key=pension-terms' })
    taroState.pages = [{ route: 'pages/pension-overview/index' }, { route: 'pages/pension-withdraw-status/index' }]
    await backTo('pension-overview')
    expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
    taroState.pages = [{ route: 'pages/pension-withdraw-status/index' }]
    await backTo('pension-overview')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/pension-overview/index' })
  })

  it('derives the addresses with a role from the registry, not from a second list', () => {
    expect(pagePath('order-detail')).toBe('/pages/order-detail/index')
    expect(pagePath('pagesFace/middle')).toBe('/pagesFace/middle/index')
    expect(pageUrl('pagesFace/middle', { kind: 'auth' })).toBe('/pagesFace/middle/index?kind=auth')
    expect([HOME_PAGE, LOGIN_PAGE]).toEqual(['/pages/home/index', '/pages/login/index'])
    expect(TAB_PAGES).toEqual([
      '/pages/home/index',
      '/pages/goods-category/index',
      '/pages/shopping-cart/index',
      '/pages/user-config/index'
    ])
  })
})
