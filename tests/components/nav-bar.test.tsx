import Taro from '@tarojs/taro'
import NavBar from '@/components/nav-bar'
import { $, mount, textOf } from '../jest/render'

describe('NavBar', () => {
  const env = process.env.TARO_ENV
  afterEach(() => {
    process.env.TARO_ENV = env
    jest.restoreAllMocks()
  })

  it('shows the title and a back button', async () => {
    await mount(NavBar, { title: '订单详情' })
    expect(textOf($('.nav-bar__title'))).toBe('订单详情')
    expect($('.nav-bar__back').getAttribute('aria-label')).toBe('返回')
  })

  it('goes back one page when there is a page to go back to', async () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as ReturnType<typeof Taro.getCurrentPages>)
    const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'navigateBack:ok' })
    const utils = await mount(NavBar, { title: '订单详情' })
    await utils.act(async () => utils.fireEvent.click($('.nav-bar__back')))
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })

  it('goes home when the page was opened directly (nothing to go back to)', async () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}] as ReturnType<typeof Taro.getCurrentPages>)
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' })
    const utils = await mount(NavBar, { title: '订单详情' })
    await utils.act(async () => utils.fireEvent.click($('.nav-bar__back')))
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })

  it('uses a custom back handler and can hide the back button', async () => {
    const onBack = jest.fn()
    const utils = await mount(NavBar, { title: '确认订单', onBack })
    await utils.act(() => utils.fireEvent.click($('.nav-bar__back')))
    expect(onBack).toHaveBeenCalledTimes(1)
    document.body.innerHTML = ''
    await mount(NavBar, { title: '首页', showBack: false })
    expect(textOf()).toBe('首页')
    expect(document.querySelector('.nav-bar__back')).toBeNull()
  })

  it('pads for the notch with CSS on H5 (no measured status bar)', async () => {
    await mount(NavBar, { title: '首页' })
    expect($('.nav-bar').className).toContain('nav-bar--safe-area')
    expect($('.nav-bar__bar').style.height).toBe('44px')
  })

  it('draws nothing on Alipay, whose native title bar stays', async () => {
    process.env.TARO_ENV = 'alipay'
    await mount(NavBar, { title: '首页' })
    expect(document.querySelector('.nav-bar')).toBeNull()
  })
})
