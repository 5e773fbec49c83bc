import { contrastRatio, readableOn } from '@/utils/color'
import { Taro, resetTaro } from './helpers/taro-mock'
import {
  DEFAULT_FOOTER,
  HOME_CONF_DEFAULTS,
  THEME_CONFIG_DEFAULTS,
  cssVarsToString,
  homeSkuIds,
  themeCssVars,
  useThemeStore
} from '../../src/stores/theme'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

const initial = useThemeStore.getState()

beforeEach(() => {
  resetTaro()
  process.env.TARO_ENV = 'h5'
  useThemeStore.setState({ ...initial })
  document.documentElement.removeAttribute('style')
})

describe('theme config', () => {
  it('has the spec defaults', () => {
    expect(THEME_CONFIG_DEFAULTS).toMatchObject({
      primary_color: '#D4AC52',
      my_page_theme: 1,
      pension_visible: true,
      pension_tag_theme: 2,
      gift_card_visible: true,
      pension_position: 1,
      supplier_visible: true
    })
    expect(DEFAULT_FOOTER.map((t) => t.page_path)).toEqual([
      'pages/home/index',
      'pages/goods-category/index',
      'pages/shopping-cart/index',
      'pages/user-config/index'
    ])
  })

  it('derives the CSS variables from the primary colour, NutUI included', () => {
    const vars = themeCssVars({ ...THEME_CONFIG_DEFAULTS, primary_color: '#FF0000' })
    expect(vars).toMatchObject({
      '--main': '#FF0000',
      '--primary-color': '#FF0000',
      '--sub-color': 'rgba(255, 0, 0, 0.8)',
      '--light-color': 'rgba(255, 0, 0, 0.2)',
      // Text colours are the theme's hue darkened to 4.5:1 on white (pure red is 4.0:1 on white).
      '--price-color': '#E00000',
      '--primary-text': '#E00000',
      '--nutui-color-primary': '#FF0000',
      '--nutui-color-primary-light': 'rgba(255, 0, 0, 0.2)'
    })
    expect(themeCssVars({ ...THEME_CONFIG_DEFAULTS, price_color: '#00FF00' })['--price-color']).toBe('#007A00')
    // A price colour that already reads well is kept as the theme gave it.
    expect(themeCssVars({ ...THEME_CONFIG_DEFAULTS, price_color: '#C81623' })['--price-color']).toBe('#C81623')
  })

  it('readableOn darkens a colour just enough for 4.5:1 on the page grey (and so on white)', () => {
    for (const c of ['#D4AC52', '#FF0000', '#00FF00', '#E5412F', '#FFFF00']) {
      const text = readableOn(c) as string
      expect(contrastRatio(text, '#F5F5F5')).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(text, '#F5F5F5')).toBeLessThan(5.2)
    }
    expect(readableOn('not-a-colour')).toBeNull()
  })

  it('applyTheme stores the config, the style string for page roots, and the document root variables on H5', () => {
    useThemeStore.getState().applyTheme({ primary_color: '#123456', gift_card_name: '福利卡' })
    const s = useThemeStore.getState()
    expect(s.config).toMatchObject({ primary_color: '#123456', gift_card_name: '福利卡', my_page_theme: 1 })
    expect(s.globalCssProperties).toContain('--main: #123456;')
    expect(s.globalCssProperties).toContain('--sub-color: rgba(18, 52, 86, 0.8);')
    expect(s.globalCssProperties).toBe(cssVarsToString(s.cssVars))
    expect(document.documentElement.style.getPropertyValue('--primary-color')).toBe('#123456')
    expect(document.documentElement.style.getPropertyValue('--nutui-color-primary')).toBe('#123456')
  })

  it('leaves the document alone in mini programs (the page root applies the style string)', () => {
    process.env.TARO_ENV = 'weapp'
    useThemeStore.getState().applyTheme({ primary_color: '#654321' })
    expect(document.documentElement.style.getPropertyValue('--main')).toBe('')
    expect(useThemeStore.getState().globalCssProperties).toContain('--main: #654321;')
  })

  it('ignores an invalid colour and fields of the wrong type', () => {
    useThemeStore.getState().applyTheme({ primary_color: 'red', pension_visible: 'no' as unknown as boolean })
    expect(useThemeStore.getState().config.primary_color).toBe('#D4AC52')
    expect(useThemeStore.getState().config.pension_visible).toBe(true)
  })
})

describe('home config', () => {
  const template = {
    global_style: JSON.stringify({ pageConf: { bgColor: '#F7F7F7' }, useFooter: true, useHeader: false }),
    data: JSON.stringify({
      components: [
        { type: 'home-swiper-nav', inputProps: { theme: 2, banners: [], navs: [] } },
        { type: 'spu-list', inputProps: { title: '限时抢购', options: [{ sku_id: 3 }, { sku_id: 5 }] } },
        { type: 'goods-waterfall', inputProps: { title: '为你推荐', options: [{ sku_id: 5 }, { sku_id: 8 }] } }
      ]
    })
  }

  it('parses the template strings into homeConf', () => {
    useThemeStore.getState().setHomeConf(template.global_style, template.data)
    const { homeConf } = useThemeStore.getState()
    expect(homeConf.pageConf.bgColor).toBe('#F7F7F7')
    expect(homeConf.useHeader).toBe(false)
    expect(homeConf.components.map((c) => c.type)).toEqual(['home-swiper-nav', 'spu-list', 'goods-waterfall'])
    expect(homeSkuIds(homeConf.components)).toEqual([3, 5, 8])
  })

  it('falls back to defaults for broken template strings', () => {
    useThemeStore.getState().setHomeConf('{not json', 'null')
    expect(useThemeStore.getState().homeConf).toEqual(HOME_CONF_DEFAULTS)
  })

  it('loads /app/home: theme, template and the activities keyed by sku_id', async () => {
    Taro.request.mockResolvedValue({
      statusCode: 200,
      data: {
        errno: 1,
        error: '',
        data: {
          ...template,
          theme: { ...THEME_CONFIG_DEFAULTS, primary_color: '#AA0000' },
          goods_activities: [
            { sku_id: 3, activities: [] },
            { sku_id: 8, activities: [{ id: 1 }] }
          ]
        }
      }
    })
    await useThemeStore.getState().loadHomeConf()
    const s = useThemeStore.getState()
    expect(Taro.request.mock.calls[0][0].url).toBe('/api/v1/app/home')
    expect(s.config.primary_color).toBe('#AA0000')
    expect(s.homeConf.components).toHaveLength(3)
    expect(Object.keys(s.homeConfGoodsActivities)).toEqual(['3', '8'])
    expect(s.homeConfGoodsActivities['8'].activities).toEqual([{ id: 1 }])
  })

  it('asks /goods/activities with comma-joined sku ids when the home answer has none', async () => {
    Taro.request.mockImplementation(({ url }: { url: string }) =>
      Promise.resolve({
        statusCode: 200,
        data: {
          errno: 1,
          error: '',
          data: url.endsWith('/app/home') ? template : [{ sku_id: 5, activities: [] }]
        }
      })
    )
    await useThemeStore.getState().loadHomeConf()
    expect(Taro.request.mock.calls[1][0]).toMatchObject({ url: '/api/v1/goods/activities', data: { sku_ids: '3,5,8' } })
    expect(Object.keys(useThemeStore.getState().homeConfGoodsActivities)).toEqual(['5'])
  })
})
