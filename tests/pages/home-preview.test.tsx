import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import HomePage from '@/pages/home/index'
import { PREVIEW_DRAFT, PREVIEW_READY } from '@contract/home-preview'
import { getAppHome } from '@/services/api/app'
import { getGoodsActivities } from '@/services/api/catalogue'
import { GLOBAL_DEFAULTS, useGlobalStore } from '@/stores/global'
import { HOME_CONF_DEFAULTS, useThemeStore } from '@/stores/theme'

jest.mock('@/services/api/app', () => ({ getAppHome: jest.fn() }))
jest.mock('@/services/api/catalogue', () => ({
  ...jest.requireActual('@/services/api/catalogue'),
  getGoodsActivities: jest.fn()
}))

const homeMock = getAppHome as jest.MockedFunction<typeof getAppHome>
const activitiesMock = getGoodsActivities as jest.MockedFunction<typeof getGoodsActivities>

const PUBLISHED = {
  components: [
    {
      type: 'home-swiper-nav',
      inputProps: {
        theme: 1,
        banners: [],
        navs: [{ title: '已发布推荐', icon: '', link: '/pages/goods-category/index' }]
      }
    }
  ]
}
const DRAFT = {
  components: [
    { type: 'spu-list', inputProps: { title: '草稿上新', options: [{ sku_id: 7 }] } },
    {
      type: 'home-swiper-nav',
      inputProps: {
        theme: 1,
        banners: [],
        navs: [{ title: '草稿导航', icon: '', link: '/pages/goods-category/index' }]
      }
    }
  ]
}
const STYLE = JSON.stringify({ pageConf: { bgColor: '#F6F6F6' }, useFooter: true, useHeader: true })

type Mounted = { container: HTMLElement; unmount: () => void }
let mounted: Mounted | undefined
const settle = (utils: TestUtils) => utils.act(async () => new Promise((r) => setTimeout(r, 0)))

async function openHome() {
  const utils = new TestUtils()
  await utils.mount(HomePage, { props: {} })
  mounted = (utils as unknown as { _inst: Mounted })._inst
  await settle(utils)
  return { utils, root: mounted.container }
}

/** Makes the page believe it is framed by `parent` (jsdom pages are top-level). */
function framedBy(parent: { postMessage: jest.Mock }) {
  Object.defineProperty(window, 'parent', { configurable: true, get: () => parent })
}

const draftMessage = (source: unknown, origin = window.location.origin) =>
  new MessageEvent('message', {
    origin,
    source: source as Window,
    data: { type: PREVIEW_DRAFT, data: JSON.stringify(DRAFT), global_style: STYLE }
  })

describe('home page preview mode (the console editor frame)', () => {
  const topParent = Object.getOwnPropertyDescriptor(window, 'parent')
  beforeEach(() => {
    useGlobalStore.setState({ ...GLOBAL_DEFAULTS })
    useThemeStore.setState({ homeConf: HOME_CONF_DEFAULTS, homeConfGoodsActivities: {} })
    homeMock.mockReset().mockResolvedValue({
      global_style: STYLE,
      data: JSON.stringify(PUBLISHED),
      theme: useThemeStore.getState().config,
      goods_activities: []
    })
    activitiesMock.mockReset().mockResolvedValue([
      {
        sku_id: 7,
        spu_id: 7,
        title: '草稿里的商品',
        image: 'http://x/7.svg',
        price: 1990,
        market_price: 2990,
        cashback: 0,
        sales: 0,
        stock: 9,
        activities: []
      }
    ])
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/home/index' }] as never)
  })
  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
    if (topParent) Object.defineProperty(window, 'parent', topParent)
    jest.restoreAllMocks()
  })

  it('framed with ?preview=1, shows the draft its parent posts, goods included, and says it is ready', async () => {
    window.history.replaceState(null, '', '/?preview=1#/pages/home/index?preview=1')
    const parent = { postMessage: jest.fn() }
    framedBy(parent)
    const { utils, root } = await openHome()
    expect(parent.postMessage).toHaveBeenCalledWith({ type: PREVIEW_READY }, window.location.origin)
    expect(root.textContent).toContain('已发布推荐')
    await utils.act(async () => void window.dispatchEvent(draftMessage(parent)))
    await settle(utils)
    expect(root.textContent).toContain('草稿上新')
    expect(root.textContent).toContain('草稿导航')
    expect(root.textContent).toContain('草稿里的商品')
    expect(root.textContent).not.toContain('已发布推荐')
    expect(activitiesMock).toHaveBeenCalledWith([7], expect.anything())
    // The draft stays in the page: the shop's store still holds the published template.
    expect(JSON.stringify(useThemeStore.getState().homeConf)).not.toContain('草稿上新')
  })

  it('ignores a draft from another origin or from a window that is not its parent', async () => {
    window.history.replaceState(null, '', '/?preview=1#/pages/home/index?preview=1')
    const parent = { postMessage: jest.fn() }
    framedBy(parent)
    const { utils, root } = await openHome()
    await utils.act(async () => void window.dispatchEvent(draftMessage(parent, 'https://evil.example')))
    await utils.act(async () => void window.dispatchEvent(draftMessage({ postMessage: jest.fn() })))
    await settle(utils)
    expect(root.textContent).toContain('已发布推荐')
    expect(root.textContent).not.toContain('草稿上新')
  })

  it('is inert when not framed, or framed without ?preview=1', async () => {
    window.history.replaceState(null, '', '/?preview=1#/pages/home/index?preview=1')
    const first = await openHome()
    await first.utils.act(async () => void window.dispatchEvent(draftMessage(window)))
    await settle(first.utils)
    expect(first.root.textContent).not.toContain('草稿上新')
    mounted?.unmount()
    mounted?.container.remove()

    window.history.replaceState(null, '', '/#/pages/home/index')
    const parent = { postMessage: jest.fn() }
    framedBy(parent)
    const second = await openHome()
    await second.utils.act(async () => void window.dispatchEvent(draftMessage(parent)))
    await settle(second.utils)
    expect(parent.postMessage).not.toHaveBeenCalled()
    expect(second.root.textContent).not.toContain('草稿上新')
    expect(second.root.textContent).toContain('已发布推荐')
  })
})
