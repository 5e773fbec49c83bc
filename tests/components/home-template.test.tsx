import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import HomeTemplate, { HOME_RENDERERS, renderableComponents, templateComponents } from '@/components/home-template'
import Guard from '@/components/home-template/guard'
import { navTheme } from '@/components/home-template/swiper-nav'
import type { GoodsActivity, SkuActivities } from '@contract/schemas/goods'
import { $, mount, textOf } from '../jest/render'

// Taro's H5 <Image lazyLoad> and the deferred parts watch visibility; jsdom has no layout, so the
// test says when something comes into view.
const observed: Array<() => void> = []
class TestIntersectionObserver {
  constructor(private cb: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    observed.push(() => this.cb([{ isIntersecting: true }]))
  }
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { IntersectionObserver: TestIntersectionObserver })

const flash = (id: number, end: number): GoodsActivity => ({
  id,
  sku_id: id,
  kind: 1,
  title: '限时秒杀',
  price: 2790,
  start_time: 1,
  end_time: end,
  state: 'ongoing',
  stock: 10,
  sold: 0,
  limit_per_user: 2,
  group_size: null,
  group_seconds: null,
  items: [],
  original_price: 0
})

const goods = (sku_id: number, title: string, activities: GoodsActivity[] = []): SkuActivities => ({
  sku_id,
  spu_id: sku_id,
  title,
  image: `http://127.0.0.1/img/${sku_id}.svg`,
  price: 3990,
  market_price: 4990,
  cashback: 200,
  sales: 10,
  stock: 50,
  activities
})

const activities: Record<string, SkuActivities> = {
  '1': goods(1, '烟台红富士苹果', [flash(1, 4_000_000_000)]),
  '3': goods(3, '赣南脐橙'),
  '6': goods(6, '东北大米')
}

const SWIPER_NAV = {
  type: 'home-swiper-nav',
  inputProps: {
    theme: 2,
    banners: [
      { title: '限时秒杀', image: 'http://127.0.0.1/b1.svg', link: '/pages/goods-search-result/index?kind=1' },
      { title: '拼团优惠', image: 'http://127.0.0.1/b2.svg', link: '/pages/goods-search-result/index?kind=2' }
    ],
    navs: [
      { title: '食品生鲜', icon: 'http://127.0.0.1/c1.svg', link: '/pages/goods-search-result/index?category_id=1' },
      { title: '外站链接', icon: '', link: 'https://evil.example/' }
    ]
  }
}
const SPU_LIST = {
  type: 'spu-list',
  inputProps: {
    title: '限时秒杀',
    kind: 1,
    more_text: '更多',
    more_link: '/pages/goods-search-result/index?kind=1',
    // 999 is not among the activities (off shelf): left out.
    options: [{ sku_id: 1 }, { sku_id: 999 }, { sku_id: 3 }]
  }
}
const WATERFALL = {
  type: 'goods-waterfall',
  inputProps: { title: '为你推荐', options: [{ sku_id: 3 }, { sku_id: 6 }] }
}

const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((el) => textOf(el))

describe('home template', () => {
  afterEach(() => jest.restoreAllMocks())

  it('has a renderer for each of the three component types', () => {
    expect(Object.keys(HOME_RENDERERS).sort()).toEqual(['goods-waterfall', 'home-swiper-nav', 'spu-list'])
  })

  it('draws home-swiper-nav: banners, the nav grid and its theme', async () => {
    await mount(HomeTemplate, { components: [SWIPER_NAV], activities })
    expect($('.home-swiper-nav').className).toContain('home-swiper-nav--theme-2')
    expect(document.querySelectorAll('.image-swiper__slide')).toHaveLength(2)
    expect(document.querySelectorAll('.image-swiper__dot')).toHaveLength(2)
    // The scroll-snap track scrolls: it must be reachable by keyboard (axe scrollable-region-focusable).
    expect(document.querySelector('.image-swiper__track')?.getAttribute('tabindex')).toBe('0')
    expect(texts('.home-swiper-nav__title')).toEqual(['食品生鲜', '外站链接'])
    expect(navTheme(7)).toBe(1)
  })

  it('leaves out a banner the operator switched off', async () => {
    const banners = [{ ...SWIPER_NAV.inputProps.banners[0], enabled: false }, SWIPER_NAV.inputProps.banners[1]]
    await mount(HomeTemplate, {
      components: [{ ...SWIPER_NAV, inputProps: { ...SWIPER_NAV.inputProps, banners } }],
      activities
    })
    expect(document.querySelectorAll('.image-swiper__slide')).toHaveLength(1)
    expect(document.querySelector('.image-swiper__slide img')?.getAttribute('alt')).toBe('拼团优惠')
  })

  it('follows nav links inside the app only', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
    const utils = await mount(HomeTemplate, { components: [SWIPER_NAV], activities })
    const [inApp, offSite] = Array.from(document.querySelectorAll('.home-swiper-nav__item'))
    await utils.act(async () => void utils.fireEvent.click(inApp))
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/goods-search-result/index?category_id=1' })
    await utils.act(async () => void utils.fireEvent.click(offSite))
    expect(navigateTo).toHaveBeenCalledTimes(1)
  })

  it('draws spu-list from its options sku ids with prices and badges from the activities', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
    const utils = await mount(HomeTemplate, { components: [SPU_LIST], activities })
    expect(textOf($('.home-spu-list .home-section__title'))).toBe('限时秒杀')
    const cards = Array.from(document.querySelectorAll('.home-spu-list .goods-card'))
    expect(cards.map((c) => textOf(c.querySelector('.goods-card__title') as Element))).toEqual([
      '秒杀烟台红富士苹果',
      '赣南脐橙'
    ])
    // The flash price (27.90) from the activity, with the badge; the plain goods at its own price.
    expect(textOf(cards[0])).toContain('秒杀')
    expect(textOf(cards[0])).toContain('¥27.90')
    expect(textOf(cards[1])).toContain('¥39.90')
    expect(document.querySelector('.home-spu-list .countdown')).not.toBeNull()
    await utils.act(async () => void utils.fireEvent.click(cards[1]))
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/goods-info/index?sku_id=3' })
  })

  it('draws goods-waterfall in two columns', async () => {
    await mount(HomeTemplate, { components: [WATERFALL], activities })
    expect(textOf($('.home-waterfall .home-section__title'))).toBe('为你推荐')
    const columns = Array.from(document.querySelectorAll('.home-waterfall__column'))
    expect(columns.map((c) => c.querySelectorAll('.goods-card').length)).toEqual([1, 1])
  })

  it('skips an unknown component type and keeps the others in order', async () => {
    const components = [SWIPER_NAV, { type: 'lottery-wheel', inputProps: { prizes: [] } }, WATERFALL]
    expect(renderableComponents(components).map((c) => c.type)).toEqual(['home-swiper-nav', 'goods-waterfall'])
    await mount(HomeTemplate, { components, activities })
    const parts = Array.from(document.querySelector('.home-template')?.children ?? [])
    expect(parts.map((p) => p.className.split(' ')[0])).toEqual(['home-swiper-nav', 'home-waterfall'])
  })

  it('shows nothing, without throwing, for malformed JSON or a template without components', async () => {
    expect(templateComponents('{"components": [{"type": "spu-list"')).toEqual([])
    expect(templateComponents('null')).toEqual([])
    expect(templateComponents({ components: 'nope' })).toEqual([])
    await mount(HomeTemplate, { components: '{"components": [', activities })
    expect($('.home-template').children).toHaveLength(0)
  })

  it('reads the stored data string and skips malformed entries inside it', async () => {
    const data = JSON.stringify({
      components: [null, 42, { inputProps: {} }, { type: 'spu-list', inputProps: 'x' }, WATERFALL]
    })
    expect(templateComponents(data).map((c) => c.type)).toEqual(['spu-list', 'goods-waterfall'])
    await mount(HomeTemplate, { components: data, activities })
    // spu-list with unusable inputProps has no goods to show and renders nothing; the waterfall stays.
    expect(document.querySelector('.home-spu-list')).toBeNull()
    expect(document.querySelectorAll('.home-waterfall .goods-card')).toHaveLength(2)
  })

  it('leaves out a part that throws, not the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const Boom = () => {
      throw new Error('bad inputProps')
    }
    const Page = () => (
      <View className='page'>
        <Guard>
          <Boom />
        </Guard>
        <Guard>
          <HomeTemplate components={[WATERFALL]} activities={activities} />
        </Guard>
      </View>
    )
    await mount(Page)
    expect(document.querySelectorAll('.home-waterfall .goods-card')).toHaveLength(2)
  })

  it('draws the parts after the first two only when they come near the screen', async () => {
    observed.length = 0
    const utils = await mount(HomeTemplate, { components: [SWIPER_NAV, SPU_LIST, WATERFALL], activities })
    expect(document.querySelector('.home-spu-list')).not.toBeNull()
    expect(document.querySelector('.home-waterfall')).toBeNull()
    expect(document.querySelector('.home-deferred')).not.toBeNull()
    await utils.act(async () => observed.forEach((seen) => seen()))
    expect(document.querySelectorAll('.home-waterfall .goods-card')).toHaveLength(2)
    expect(document.querySelector('.home-deferred')).toBeNull()
  })
})
