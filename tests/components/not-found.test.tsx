import Taro from '@tarojs/taro'
import NotFound from '@/components/not-found'
import { installNotFoundHandler } from '@/components/not-found/handler'
import { $, mount, textOf } from '../jest/render'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('NotFound', () => {
  afterEach(() => jest.restoreAllMocks())

  it('states 404, names the route and goes home', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' })
    const utils = await mount(NotFound, { path: '/pages/no-such-page/index' })
    expect(textOf($('.not-found__status'))).toBe('404')
    expect(textOf()).toContain('页面不存在')
    expect(textOf($('.not-found__path'))).toBe('/pages/no-such-page/index')
    await utils.act(() => utils.fireEvent.click($('.not-found__action')))
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })
})

describe('installNotFoundHandler', () => {
  const env = process.env.TARO_ENV
  let uninstall: (() => void) | undefined
  afterEach(() => {
    uninstall?.()
    uninstall = undefined
    process.env.TARO_ENV = env
    jest.restoreAllMocks()
  })

  it('H5: shows the 404 view when the router finds no page, and removes it on the next route', async () => {
    uninstall = installNotFoundHandler()
    Taro.eventCenter.trigger('__taroRouterNotFound', { path: '/pages/no-such-page/index', query: {} })
    await flush()
    await flush()
    const host = $('.not-found-host')
    expect(textOf(host)).toContain('404')
    expect(textOf(host)).toContain('/pages/no-such-page/index')
    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/home/index' } })
    expect(document.querySelector('.not-found-host')).toBeNull()
  })

  it('H5: a route change before the view mounts cancels it', async () => {
    uninstall = installNotFoundHandler()
    Taro.eventCenter.trigger('__taroRouterNotFound', { path: '/pages/gone/index', query: {} })
    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/home/index' } })
    await flush()
    await flush()
    expect(document.querySelector('.not-found-host')).toBeNull()
  })

  it('H5: uninstalling stops listening', async () => {
    installNotFoundHandler()()
    Taro.eventCenter.trigger('__taroRouterNotFound', { path: '/pages/gone/index', query: {} })
    await flush()
    await flush()
    expect(document.querySelector('.not-found-host')).toBeNull()
  })

  it('mini programs: a missing page sends the user home', async () => {
    process.env.TARO_ENV = 'weapp'
    let handler: ((res: unknown) => void) | undefined
    jest.spyOn(Taro, 'onPageNotFound').mockImplementation((cb) => {
      handler = cb as (res: unknown) => void
    })
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' })
    uninstall = installNotFoundHandler()
    expect(handler).toBeDefined()
    handler?.({ path: 'pages/gone/index', query: {}, isEntryPage: true })
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })
})
