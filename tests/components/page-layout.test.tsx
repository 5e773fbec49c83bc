import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import PageLayout, { type PageLayoutProps } from '@/components/page-layout'
import { GLOBAL_DEFAULTS, useGlobalStore } from '@/stores/global'
import { DEFAULT_FOOTER, useThemeStore } from '@/stores/theme'
import { $, mount, textOf } from '../jest/render'

function Sample(props: Omit<PageLayoutProps, 'children'>) {
  return (
    <PageLayout {...props}>
      <Text className='sample-body'>页面内容</Text>
    </PageLayout>
  )
}

describe('PageLayout', () => {
  const env = process.env.TARO_ENV
  beforeEach(() => {
    useThemeStore.setState((s) => ({ config: { ...s.config, footer: DEFAULT_FOOTER } }))
    useThemeStore.getState().applyTheme({ primary_color: '#D4AC52' })
  })
  afterEach(() => {
    process.env.TARO_ENV = env
    jest.restoreAllMocks()
  })

  it('renders the navigation bar with the title and back button, then the page body', async () => {
    await mount(Sample, { page: 'my-order' })
    expect(textOf($('.nav-bar__title'))).toBe('我的订单')
    expect(document.querySelector('.nav-bar__back')).not.toBeNull()
    expect(textOf($('.page-layout__body'))).toBe('页面内容')
    expect(document.querySelector('.tab-bar')).toBeNull()
  })

  it('puts the theme CSS variables on the page root', async () => {
    useThemeStore.getState().applyTheme({ primary_color: '#112233' })
    await mount(Sample, { page: 'my-order' })
    const root = $('.page-layout')
    expect(root.style.getPropertyValue('--primary-color')).toBe('#112233')
    expect(root.style.getPropertyValue('--nutui-color-primary')).toBe('#112233')
  })

  it('on an H5 tab page: no back button and the footer tab bar below the content', async () => {
    jest
      .spyOn(Taro, 'getCurrentPages')
      .mockReturnValue([{ route: 'pages/home/index' }] as ReturnType<typeof Taro.getCurrentPages>)
    await mount(Sample, { page: 'home' })
    expect(textOf($('.tab-bar__item--active'))).toBe('首页')
    expect(document.querySelector('.nav-bar__back')).toBeNull()
    expect(Array.from(document.querySelectorAll('.tab-bar__item')).map((el) => textOf(el))).toEqual([
      '首页',
      '分类',
      '购物车',
      '我的'
    ])
    expect($('.page-layout').className).toContain('page-layout--tab')
  })

  it('leaves the tab bar to src/custom-tab-bar in mini programs', async () => {
    process.env.TARO_ENV = 'weapp'
    jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({
      statusBarHeight: 47,
      windowWidth: 390
    } as ReturnType<typeof Taro.getSystemInfoSync>)
    jest.spyOn(Taro, 'getMenuButtonBoundingClientRect').mockReturnValue({
      top: 51,
      height: 32,
      left: 300
    } as ReturnType<typeof Taro.getMenuButtonBoundingClientRect>)
    await mount(Sample, { page: 'home' })
    expect(textOf()).toContain('页面内容')
    expect(document.querySelector('.tab-bar')).toBeNull()
  })

  it('can hide the navigation bar for hosts that draw their own header', async () => {
    await mount(Sample, { page: 'my-order', hideNavBar: true })
    expect(document.querySelector('.nav-bar')).toBeNull()
    expect(textOf()).toBe('页面内容')
  })

  it('hides the navigation bar on every page in the laoling channel, and only there', async () => {
    try {
      useGlobalStore.setState({ appcode: 'laoling' })
      for (const page of ['my-order', 'goods-info', 'my-coupon', 'order-detail']) {
        await mount(Sample, { page })
        expect(document.querySelector('.nav-bar')).toBeNull()
        expect(textOf($('.page-layout__body'))).toBe('页面内容')
      }
      useGlobalStore.setState({ appcode: 'other' })
      await mount(Sample, { page: 'my-order' })
      expect(textOf($('.nav-bar__title'))).toBe('我的订单')
    } finally {
      useGlobalStore.setState({ appcode: GLOBAL_DEFAULTS.appcode })
    }
  })
})
