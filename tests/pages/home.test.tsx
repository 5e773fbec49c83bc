import Taro from '@tarojs/taro'
import { getPageInstance, HOOKS_APP_ID } from '@tarojs/runtime'
import TestUtils from '@tarojs/test-utils-react'
import HomePage, { HOME_STALE_MS } from '@/pages/home/index'
import { getAppHome } from '@/services/api/app'
import { SIGN_PENSION_PROMPT_KEY } from '@/constants/storage-keys'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { useCareStore } from '@/stores/care'
import { GLOBAL_DEFAULTS, useGlobalStore } from '@/stores/global'
import { PENSION_DEFAULTS, PROFILE_INFO_DEFAULTS, useProfileStore } from '@/stores/profile'
import { HOME_CONF_DEFAULTS, useThemeStore } from '@/stores/theme'
import type { AppHomeResponse } from '@contract/schemas/home'

jest.mock('@/services/api/app', () => ({ getAppHome: jest.fn() }))

// Everything counts as on screen (jsdom has no layout): lazy images load, deferred parts draw.
class SeenIntersectionObserver {
  constructor(private cb: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    this.cb([{ isIntersecting: true }])
  }
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { IntersectionObserver: SeenIntersectionObserver })

const homeMock = getAppHome as jest.MockedFunction<typeof getAppHome>

const TEMPLATE = {
  components: [
    {
      type: 'home-swiper-nav',
      inputProps: {
        theme: 1,
        banners: [{ title: '限时秒杀', image: 'http://x/b1.svg', link: '/pages/goods-search-result/index?kind=1' }],
        navs: [{ title: '食品生鲜', icon: 'http://x/c1.svg', link: '/pages/goods-search-result/index?category_id=1' }]
      }
    },
    { type: 'spu-list', inputProps: { title: '限时秒杀', kind: 1, options: [{ sku_id: 1 }] } },
    { type: 'goods-waterfall', inputProps: { title: '为你推荐', options: [{ sku_id: 1 }] } }
  ]
}

const answer = (over: Partial<AppHomeResponse> = {}): AppHomeResponse => ({
  global_style: JSON.stringify({ pageConf: { bgColor: '#F6F6F6' }, useFooter: true, useHeader: true }),
  data: JSON.stringify(TEMPLATE),
  theme: useThemeStore.getState().config,
  goods_activities: [
    {
      sku_id: 1,
      spu_id: 1,
      title: '烟台红富士苹果',
      image: 'http://x/1.svg',
      price: 3990,
      market_price: 4990,
      cashback: 200,
      sales: 1,
      stock: 5,
      activities: []
    }
  ],
  ...over
})

/** The page shown again (a tab switch, back from another page): what Taro's router calls on the page's hooks. */
function showAgain() {
  const hooks = (getPageInstance(HOOKS_APP_ID) as { componentDidShow?: unknown } | undefined)?.componentDidShow
  for (const fn of [hooks].flat()) if (typeof fn === 'function') fn()
}

type Mounted = { container: HTMLElement; unmount: () => void }
let mounted: Mounted | undefined

async function openHome() {
  const utils = new TestUtils()
  await utils.mount(HomePage, { props: {} })
  mounted = (utils as unknown as { _inst: Mounted })._inst
  await utils.act(async () => new Promise((r) => setTimeout(r, 0)))
  const root = mounted.container
  return { utils, root, $: (sel: string) => root.querySelector(sel) as HTMLElement | null }
}

describe('home page', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/#/pages/home/index')
    useGlobalStore.setState({ ...GLOBAL_DEFAULTS })
    useThemeStore.setState({ homeConf: HOME_CONF_DEFAULTS, homeConfGoodsActivities: {} })
    homeMock.mockReset().mockResolvedValue(answer())
    // Mounted on its own, not through the router: the tab bar asks which page is showing.
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/home/index' }] as never)
  })

  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
    jest.restoreAllMocks()
  })

  it('renders the three template component types on the template background, with the search header', async () => {
    const { $ } = await openHome()
    expect($('.home-swiper-nav')).not.toBeNull()
    expect($('.home-spu-list')).not.toBeNull()
    expect($('.home-waterfall')).not.toBeNull()
    expect($('.search-entry')).not.toBeNull()
    expect($('.home__body')?.style.backgroundColor).toBe('rgb(246, 246, 246)')
    expect($('.nav-bar')).not.toBeNull()
    expect($('.home--no-footer')).toBeNull()
  })

  it('shows the template startup fetched already without asking again', async () => {
    useThemeStore.getState().setHomeConf(answer().global_style, answer().data)
    useThemeStore.getState().setGoodsActivities(answer().goods_activities)
    const { $ } = await openHome()
    expect(homeMock).not.toHaveBeenCalled()
    expect($('.home-waterfall')).not.toBeNull()
  })

  it('hides the header for the laoling channel', async () => {
    useGlobalStore.setState({ appcode: 'laoling' })
    const { $ } = await openHome()
    expect($('.search-entry')).toBeNull()
    expect($('.nav-bar')).toBeNull()
    expect($('.home-waterfall')).not.toBeNull()
  })

  it('follows useHeader and useFooter of the template', async () => {
    homeMock.mockResolvedValue(
      answer({ global_style: JSON.stringify({ pageConf: { bgColor: 'red' }, useFooter: false, useHeader: false }) })
    )
    const { $ } = await openHome()
    expect($('.search-entry')).toBeNull()
    expect($('.home--no-footer')).not.toBeNull()
    // Not a #RRGGBB colour: the page keeps its own background.
    expect($('.home__body')?.style.backgroundColor).toBe('')
  })

  it('shows an empty state, not a blank page, for a malformed template', async () => {
    homeMock.mockResolvedValue(answer({ global_style: '{oops', data: '{"components": [' }))
    const { root } = await openHome()
    expect(root.textContent).toContain('店铺筹备中')
    expect(root.querySelector('.search-entry')).not.toBeNull()
  })

  it("a new shop's home (no part published) says 店铺筹备中 with a short line", async () => {
    homeMock.mockResolvedValue(answer({ data: '{"components":[]}', goods_activities: [] }))
    const { root } = await openHome()
    expect(root.querySelector('.empty-state__title')?.textContent).toBe('店铺筹备中')
    expect(root.querySelector('.empty-state__desc')?.textContent).toBe('商品正在上架，敬请期待')
    expect(root.querySelector('.home-template')).toBeNull()
  })

  it('lists whose goods are all off shelf and a swiper with nothing to show count as nothing: 店铺筹备中', async () => {
    const bare = {
      components: [
        { type: 'home-swiper-nav', inputProps: { theme: 1, banners: [{ image: 'http://x/b.svg', enabled: false }] } },
        { type: 'spu-list', inputProps: { title: '精选好物', options: [{ sku_id: 1 }] } }
      ]
    }
    homeMock.mockResolvedValue(answer({ data: JSON.stringify(bare), goods_activities: [] }))
    const { root } = await openHome()
    expect(root.textContent).toContain('店铺筹备中')
    expect(root.querySelector('.home-spu-list')).toBeNull()
  })

  it('says the load failed and reloads on 重新加载', async () => {
    homeMock.mockRejectedValueOnce(new Error('网络连接失败，请检查网络后重试'))
    const { utils, root } = await openHome()
    expect(root.textContent).toContain('网络连接失败，请检查网络后重试')
    await utils.act(async () => void utils.fireEvent.click(root.querySelector('.error-state__action') as Element))
    await utils.act(async () => new Promise((r) => setTimeout(r, 0)))
    expect(root.querySelector('.home-waterfall')).not.toBeNull()
    expect(homeMock).toHaveBeenCalledTimes(2)
  })

  describe('coming back to home', () => {
    const PUBLISHED = {
      components: [{ type: 'spu-list', inputProps: { title: '新品上架', options: [{ sku_id: 1 }] } }]
    }

    it('asks again when the template shown is over a minute old, and shows what was published since', async () => {
      const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000)
      const { utils, root } = await openHome()
      expect(homeMock).toHaveBeenCalledTimes(1)
      homeMock.mockResolvedValue(answer({ data: JSON.stringify(PUBLISHED) }))
      now.mockReturnValue(1_000_000 + HOME_STALE_MS + 1)
      await utils.act(async () => {
        showAgain()
        await new Promise((r) => setTimeout(r, 0))
      })
      expect(homeMock).toHaveBeenCalledTimes(2)
      expect(root.textContent).toContain('新品上架')
      // What was shown stayed while the new template came: no skeleton in between.
      expect(root.querySelector('.home-spu-list')).not.toBeNull()
    })

    it('does not ask again within the minute', async () => {
      const now = jest.spyOn(Date, 'now').mockReturnValue(2_000_000)
      const { utils } = await openHome()
      expect(homeMock).toHaveBeenCalledTimes(1)
      now.mockReturnValue(2_000_000 + HOME_STALE_MS - 1000)
      await utils.act(async () => {
        showAgain()
        await new Promise((r) => setTimeout(r, 0))
      })
      expect(homeMock).toHaveBeenCalledTimes(1)
    })

    it("counts startup's template as fresh: a show right after the first one does not ask", async () => {
      useThemeStore.getState().setHomeConf(answer().global_style, answer().data)
      jest.spyOn(Date, 'now').mockReturnValue(3_000_000)
      const { utils } = await openHome()
      await utils.act(async () => void showAgain())
      expect(homeMock).not.toHaveBeenCalled()
    })
  })

  describe('sign-pension prompt', () => {
    beforeEach(() => {
      Taro.removeStorageSync(SIGN_PENSION_PROMPT_KEY)
      useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, uid: 7, accessToken: 't' })
      useProfileStore.setState({ info: { ...PROFILE_INFO_DEFAULTS, id: 7 }, pension: { ...PENSION_DEFAULTS } })
      useCareStore.setState({ choice: false, auto: false })
    })
    afterEach(() => {
      useAuthStore.setState({ ...AUTH_DEFAULTS })
      useCareStore.setState({ choice: null, auto: false })
    })

    it('asks a shopper without a pension account to open one, once a day', async () => {
      const first = await openHome()
      expect(first.$('.sign-pension')?.textContent).toContain('去开通')
      mounted?.unmount()
      const again = await openHome()
      expect(again.$('.sign-pension')).toBeNull()
    })

    it('stays away for the laoling channel, in care mode, and once the account is open', async () => {
      useGlobalStore.setState({ appcode: 'laoling' })
      expect((await openHome()).$('.sign-pension')).toBeNull()
      mounted?.unmount()
      useGlobalStore.setState({ ...GLOBAL_DEFAULTS })
      useCareStore.setState({ choice: true })
      expect((await openHome()).$('.sign-pension')).toBeNull()
      mounted?.unmount()
      useCareStore.setState({ choice: false })
      useProfileStore.setState({ pension: { ...PENSION_DEFAULTS, bank_account_no: '6222****1234' } })
      expect((await openHome()).$('.sign-pension')).toBeNull()
      expect(Taro.getStorageSync(SIGN_PENSION_PROMPT_KEY)).toBeFalsy()
    })
  })
})
