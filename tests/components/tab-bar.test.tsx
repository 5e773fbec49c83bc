import Taro from '@tarojs/taro'
import TabBar from '@/components/tab-bar'
import { DEFAULT_FOOTER, useThemeStore } from '@/stores/theme'
import { $, mount, textOf } from '../jest/render'

const setFooter = (footer: unknown) => useThemeStore.setState((s) => ({ config: { ...s.config, footer } as never }))

describe('TabBar', () => {
  beforeEach(() => setFooter(DEFAULT_FOOTER))
  afterEach(() => jest.restoreAllMocks())

  it("draws the theme footer's tabs and marks the current page", async () => {
    await mount(TabBar, { current: '/pages/goods-category/index' })
    const items = Array.from(document.querySelectorAll('.tab-bar__item'))
    expect(items.map((el) => textOf(el))).toEqual(['首页', '分类', '购物车', '我的'])
    expect(textOf($('.tab-bar__item--active'))).toBe('分类')
    expect(document.querySelectorAll('.tab-bar__icon')).toHaveLength(4)
  })

  it('is hidden when one tab or none is configured', async () => {
    setFooter([DEFAULT_FOOTER[0]])
    await mount(TabBar, { current: '/pages/home/index' })
    expect(document.querySelector('.tab-bar')).toBeNull()
    setFooter([])
    await mount(TabBar, { current: '/pages/home/index' })
    expect(document.querySelector('.tab-bar')).toBeNull()
  })

  it('skips malformed footer entries and unknown icons instead of crashing', async () => {
    setFooter([
      { text: '首页', page_path: 'pages/home/index', icon: 'home' },
      { text: '活动', page_path: 'pages/my-coupon/index', icon: 'no-such-icon' },
      { text: 42, page_path: null },
      null
    ])
    await mount(TabBar, { current: 'pages/home/index' })
    expect(Array.from(document.querySelectorAll('.tab-bar__item')).map((el) => textOf(el))).toEqual(['首页', '活动'])
    expect(document.querySelectorAll('.tab-bar__icon')).toHaveLength(1)
  })

  it('switches tabs, and does nothing on the current tab', async () => {
    const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
    const utils = await mount(TabBar, { current: '/pages/home/index' })
    const [home, category] = Array.from(document.querySelectorAll('.tab-bar__item'))
    await utils.act(async () => utils.fireEvent.click(category))
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/goods-category/index' })
    await utils.act(async () => utils.fireEvent.click(home))
    expect(switchTab).toHaveBeenCalledTimes(1)
  })

  it('opens a footer page that is not a tab page with reLaunch', async () => {
    setFooter([...DEFAULT_FOOTER.slice(0, 1), { text: '优惠券', page_path: 'pages/my-coupon/index', icon: 'my' }])
    jest.spyOn(Taro, 'switchTab').mockRejectedValue(new Error('switchTab:fail can not switch to no-tabBar page'))
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' })
    const utils = await mount(TabBar, { current: '/pages/home/index' })
    await utils.act(async () => utils.fireEvent.click(document.querySelectorAll('.tab-bar__item')[1]))
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/my-coupon/index' })
  })

  it('carries the theme variables itself (mini programs render it outside the page root)', async () => {
    useThemeStore.getState().applyTheme({ primary_color: '#112233' })
    await mount(TabBar, { current: '/pages/home/index', placeholder: true })
    expect($('.tab-bar').style.getPropertyValue('--primary-color')).toBe('#112233')
    // The page reserves the bar's height from this class (page-layout's padding), with no element in the flow.
    expect($('.tab-bar').className).toContain('tab-bar--in-page')
  })
})
