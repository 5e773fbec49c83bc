import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { pageUrl } from '@/navigation'
import GoodsInfoPage from '@/pages/goods-info/index'
import { orderConfirmQuery, pageActivity } from '@/pages/goods-info/buy'
import { goLogin } from '@/platform/login'
import { addCart, getCartNum } from '@/services/api/cart'
import { getActivityInfo, getGoodsInfo } from '@/services/api/catalogue'
import { addCollect, deleteCollect } from '@/services/api/collect'
import { confirmOrder } from '@/services/api/order'
import { ApiError } from '@/services/request'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { useCartCountStore } from '@/stores/cart-count'
import { useThemeStore } from '@/stores/theme'
import type { ActivityInfo, GoodsActivity, GoodsInfo, GoodsSku } from '@contract/schemas/goods'

jest.mock('@/services/api/catalogue', () => ({ getGoodsInfo: jest.fn(), getActivityInfo: jest.fn() }))
jest.mock('@/services/api/cart', () => ({ addCart: jest.fn(), getCartNum: jest.fn() }))
jest.mock('@/services/api/collect', () => ({
  addCollect: jest.fn(),
  deleteCollect: jest.fn(),
  getUserCollect: jest.fn()
}))
jest.mock('@/services/api/order', () => ({ confirmOrder: jest.fn() }))
jest.mock('@/platform/login', () => ({ goLogin: jest.fn(), ensureLogin: jest.fn(() => true) }))
// The region line has its own test (tests/components/region-stock.test.tsx); here it stays out of the way.
jest.mock('@/features/catalogue/region-stock', () => () => null)

class NoIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { IntersectionObserver: NoIntersectionObserver })

const infoMock = getGoodsInfo as jest.MockedFunction<typeof getGoodsInfo>
const activityMock = getActivityInfo as jest.MockedFunction<typeof getActivityInfo>
const addCartMock = addCart as jest.MockedFunction<typeof addCart>
const numMock = getCartNum as jest.MockedFunction<typeof getCartNum>
const addCollectMock = addCollect as jest.MockedFunction<typeof addCollect>
const delCollectMock = deleteCollect as jest.MockedFunction<typeof deleteCollect>
const confirmMock = confirmOrder as jest.MockedFunction<typeof confirmOrder>
const loginMock = goLogin as jest.MockedFunction<typeof goLogin>

const flash: GoodsActivity = {
  id: 1,
  sku_id: 1,
  kind: 1,
  title: '限时秒杀',
  price: 2790,
  start_time: 1,
  end_time: 4_000_000_000,
  state: 'ongoing',
  stock: 30,
  sold: 0,
  limit_per_user: 2,
  group_size: null,
  group_seconds: null,
  items: [],
  original_price: 0
}

const sku = (id: number, value: string, over: Partial<GoodsSku> = {}): GoodsSku => ({
  sku_id: id,
  specs: [{ name: '规格', value }],
  spec_text: value,
  image: `http://x/${id}.svg`,
  price: 3990,
  market_price: 4990,
  stock: 80,
  cashback: 200,
  limit_per_user: 0,
  activities: [],
  ...over
})

function goods(over: Partial<GoodsInfo> = {}): GoodsInfo {
  const skus = [sku(1, '5斤装'), sku(2, '10斤装', { price: 6990 })]
  return {
    spu_id: 1,
    sku_id: 1,
    title: '烟台红富士苹果',
    subtitle: '脆甜多汁',
    images: ['http://x/1.svg', 'http://x/1-2.svg'],
    detail: '<p>产地直发</p><p><img src="http://x/1-3.svg" /></p>',
    category_id: 9,
    category_path: [],
    supplier: '烟台果园直供',
    tags: ['产地直发'],
    sales: 3239,
    status: 1,
    specs: [{ name: '规格', values: ['5斤装', '10斤装'] }],
    skus,
    sku: skus[0],
    activity: null,
    collected: false,
    params: [{ name: '品牌', value: '烟台果园直供' }],
    promises: [{ key: 'ship', title: '24小时内发货', text: '付款后24小时内由仓库发出' }],
    ...over
  }
}

function withFlash(): GoodsInfo {
  const s1 = sku(1, '5斤装', { activities: [flash] })
  return goods({ skus: [s1, sku(2, '10斤装')], sku: s1, activity: flash })
}

/** The detail picture as rendered (Taro's H5 rich text draws real elements). */
const withAltDetail = () => document.querySelector('.goods-info__detail img') as HTMLElement

type Mounted = { container: HTMLElement; unmount: () => void }
let mounted: Mounted | undefined
const flush = () => new Promise((r) => setTimeout(r, 0))

async function openPage(query = '?sku_id=1') {
  window.history.replaceState(null, '', `/#/pages/goods-info/index${query}`)
  const utils = new TestUtils()
  await utils.mount(GoodsInfoPage, { props: {} })
  mounted = (utils as unknown as { _inst: Mounted })._inst
  await utils.act(flush)
  const $ = (sel: string) => document.querySelector(sel) as HTMLElement
  const byText = (sel: string, text: string) =>
    Array.from(document.querySelectorAll<HTMLElement>(sel)).find((el) => el.textContent?.includes(text)) as HTMLElement
  const tap = async (el: Element) => {
    await utils.act(async () => void utils.fireEvent.click(el))
    await utils.act(flush)
  }
  return { utils, root: mounted.container, $, byText, tap }
}

describe('buy-now address', () => {
  it('is order-confirm with items=<sku>:<qty>&from=buy, plus the activity and group when there are', () => {
    expect(pageUrl('order-confirm', orderConfirmQuery({ sku_id: 12, qty: 2 }))).toBe(
      '/pages/order-confirm/index?items=12%3A2&from=buy'
    )
    expect(pageUrl('order-confirm', orderConfirmQuery({ sku_id: 3, qty: 1, activity_id: 7, group_id: 40 }))).toBe(
      '/pages/order-confirm/index?items=3%3A1&from=buy&activity_id=7&group_id=40'
    )
  })

  it('advertises the running activity first, else the next one', () => {
    const later = { ...flash, id: 2, state: 'upcoming' as const }
    expect(pageActivity(sku(1, 'a', { activities: [later, flash] }))?.id).toBe(1)
    expect(pageActivity(sku(1, 'a', { activities: [later] }))?.id).toBe(2)
    expect(pageActivity(sku(1, 'a'))).toBeNull()
  })
})

describe('goods-info page', () => {
  let navigateTo: jest.SpyInstance

  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, uid: 7, accessToken: 't' })
    useThemeStore.getState().applyTheme({ supplier_visible: true, pension_visible: true })
    infoMock.mockReset().mockResolvedValue(goods())
    activityMock.mockReset().mockResolvedValue({ ...flash, server_time: 1 } as ActivityInfo)
    // /cart/add answers the line it made (not the cart's count, which /cart/num answers).
    addCartMock.mockReset().mockResolvedValue({ cart_id: 1, qty: 1 })
    numMock.mockReset().mockResolvedValue({ num: 1 })
    addCollectMock.mockReset().mockResolvedValue({ collected: true })
    delCollectMock.mockReset().mockResolvedValue({ removed: 1 })
    confirmMock.mockReset().mockResolvedValue({} as never)
    loginMock.mockReset()
    navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  })

  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
    jest.restoreAllMocks()
    useAuthStore.setState({ ...AUTH_DEFAULTS })
  })

  it('shows gallery, price, title, stock, supplier, cashback tag and detail', async () => {
    const p = await openPage()
    expect(infoMock).toHaveBeenCalledWith({ sku_id: 1 }, { noTip: true })
    expect(p.root.querySelectorAll('.image-swiper__slide')).toHaveLength(2)
    expect(p.$('.goods-head').textContent).toContain('¥39.90')
    expect(p.$('.goods-head').textContent).toContain('购物返养老金¥2.00')
    expect(p.$('.goods-head__title').textContent).toBe('烟台红富士苹果')
    expect(p.$('.goods-rows').textContent).toContain('有货')
    expect(p.$('.goods-rows').textContent).toContain('烟台果园直供')
    expect(p.root.textContent).toContain('产地直发')
    expect(withAltDetail().getAttribute('alt')).toBe('烟台红富士苹果 详情图')
    expect(p.byText('.goods-bar__action', '加入购物车')).toBeTruthy()
    expect(p.byText('.goods-bar__action', '立即购买')).toBeTruthy()
  })

  it('opens the pictures full screen on tap (H5 overlay, not the Swiper.js previewer)', async () => {
    const preview = jest.spyOn(Taro, 'previewImage')
    const p = await openPage()
    await p.tap(p.root.querySelectorAll('.goods-info > .image-swiper .image-swiper__slide')[1])
    expect(p.$('.image-viewer')).toBeTruthy()
    expect(p.$('.image-viewer .image-swiper__fraction').textContent).toBe('2/2')
    await p.tap(p.$('.image-viewer [aria-label="关闭"]'))
    expect(p.root.querySelector('.image-viewer')).toBeNull()
    expect(preview).not.toHaveBeenCalled()
  })

  it('hides the supplier and the cashback tag when the theme says so', async () => {
    useThemeStore.getState().applyTheme({ supplier_visible: false, pension_visible: false })
    const p = await openPage()
    expect(p.$('.goods-rows').textContent).not.toContain('烟台果园直供')
    expect(p.root.querySelector('.goods-head__pension')).toBeNull()
  })

  it('adds the chosen SKU and quantity to the cart and refreshes the tab count', async () => {
    const p = await openPage()
    await p.tap(p.byText('.goods-bar__action', '加入购物车'))
    await p.tap(p.byText('.sku-sheet [role="radio"]', '10斤装'))
    await p.tap(p.byText('.sku-sheet__action', '加入购物车'))
    expect(addCartMock).toHaveBeenCalledWith({ sku_id: 2, qty: 1 })
    expect(numMock).toHaveBeenCalled()
    // The page now shows the chosen SKU.
    expect(p.$('.goods-rows').textContent).toContain('10斤装')
  })

  it('names the cart link with the words on screen in their order, then the count (axe label-in-name)', async () => {
    const p = await openPage()
    await p.utils.act(async () => void useCartCountStore.setState({ num: 3 }))
    const link = p.byText('.goods-bar [role="link"]', '购物车')
    expect(link.getAttribute('aria-label')).toBe('购物车3件商品')
    expect(link.getAttribute('aria-label')).toContain(link.textContent)
  })

  it('sends a visitor to login instead of adding to the cart', async () => {
    useAuthStore.setState({ ...AUTH_DEFAULTS })
    const p = await openPage()
    await p.tap(p.byText('.goods-bar__action', '加入购物车'))
    await p.tap(p.byText('.sku-sheet__action', '加入购物车'))
    expect(addCartMock).not.toHaveBeenCalled()
    expect(loginMock).toHaveBeenCalled()
  })

  it('buys a flash sale: priced by the server first, then order-confirm with the activity', async () => {
    infoMock.mockResolvedValue(withFlash())
    const p = await openPage()
    expect(p.$('.activity-band--flash').textContent).toContain('¥27.90')
    expect(p.$('.activity-band--flash [role="timer"]')).toBeTruthy()
    expect(p.$('.goods-rows').textContent).toContain('每人限购 2 件')
    await p.tap(p.byText('.goods-bar__action', '立即抢购'))
    await p.tap(p.byText('.sku-sheet__action', '立即购买'))
    expect(confirmMock).toHaveBeenCalledWith({ items: [{ sku_id: 1, qty: 1 }], activity_id: 1 })
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/order-confirm/index?items=1%3A1&from=buy&activity_id=1' })
  })

  it('says why the server refused a flash-sale buy and loads the goods again', async () => {
    infoMock.mockResolvedValue(withFlash())
    confirmMock.mockRejectedValue(new ApiError(2104, '活动已结束', null))
    const p = await openPage()
    await p.tap(p.byText('.goods-bar__action', '立即抢购'))
    await p.tap(p.byText('.sku-sheet__action', '立即购买'))
    expect(navigateTo).not.toHaveBeenCalled()
    expect(p.$('.goods-info__notice').textContent).toBe('活动已结束')
    expect(infoMock).toHaveBeenCalledTimes(2)
  })

  it('shows a group buy with its open groups and joins one', async () => {
    const group: GoodsActivity = { ...flash, id: 7, kind: 2, title: '2人团', price: 2870, stock: null, group_size: 2 }
    const s1 = sku(1, '5斤装', { activities: [group] })
    infoMock.mockResolvedValue(goods({ skus: [s1, sku(2, '10斤装')], sku: s1, activity: group }))
    activityMock.mockResolvedValue({
      ...group,
      server_time: 1,
      groups: [{ group_id: 40, size: 2, joined: 1, expire_time: 4_000_000_000, leader_nick: '爱丽丝', leader_head: '' }]
    } as ActivityInfo)
    const p = await openPage()
    expect(p.$('.activity-band--group').textContent).toContain('2人团')
    expect(p.$('.open-groups').textContent).toContain('爱丽丝')
    expect(p.$('.open-groups').textContent).toContain('还差 1 人成团')
    expect(p.byText('.goods-bar__action', '单独购买').textContent).toContain('¥39.90')
    await p.tap(p.$('[aria-label="去参团（爱丽丝的团）"]'))
    await p.tap(p.byText('.sku-sheet__action', '参团购买'))
    expect(confirmMock).toHaveBeenCalledWith({ items: [{ sku_id: 1, qty: 1 }], activity_id: 7, group_id: 40 })
    expect(navigateTo).toHaveBeenCalledWith({
      url: '/pages/order-confirm/index?items=1%3A1&from=buy&activity_id=7&group_id=40'
    })
  })

  it('shows a package with its contents and saving', async () => {
    const pkg: GoodsActivity = {
      ...flash,
      id: 9,
      kind: 4,
      title: '厨房调味套餐',
      price: 5000,
      stock: null,
      items: [{ sku_id: 5, spu_id: 5, qty: 2, title: '生抽', spec_text: '500ml', image: '', price: 1500 }],
      original_price: 6990
    }
    const s1 = sku(1, '5斤装', { activities: [pkg] })
    infoMock.mockResolvedValue(goods({ skus: [s1], sku: s1, activity: pkg }))
    activityMock.mockResolvedValue({ ...pkg, server_time: 1 } as ActivityInfo)
    const p = await openPage()
    expect(p.$('.activity-band--package').textContent).toContain('¥50.00')
    expect(p.$('.activity-band--package').textContent).toContain('省 ¥19.90')
    expect(p.$('.package-items').textContent).toContain('生抽')
    expect(p.$('.package-items').textContent).toContain('× 2')
    expect(p.byText('.goods-bar__action', '购买套餐')).toBeTruthy()
  })

  it('toggles the favourite with /collect/add and /collect/del', async () => {
    const p = await openPage()
    const star = p.$('.goods-bar__icon[aria-pressed]')
    await p.tap(star)
    expect(addCollectMock).toHaveBeenCalledWith({ spu_id: 1, sku_id: 1 })
    expect(star.getAttribute('aria-label')).toBe('已收藏')
    await p.tap(star)
    expect(delCollectMock).toHaveBeenCalledWith([1])
    expect(star.getAttribute('aria-label')).toBe('收藏')
  })

  it('says the goods is missing for a bad link, and offers a retry when loading fails', async () => {
    let p = await openPage('?sku_id=abc')
    expect(p.root.textContent).toContain('商品不存在')
    mounted?.unmount()
    infoMock.mockRejectedValueOnce(new Error('商品已下架'))
    p = await openPage()
    expect(p.root.textContent).toContain('商品已下架')
    await p.tap(p.$('.error-state__action'))
    expect(p.$('.goods-head__title').textContent).toBe('烟台红富士苹果')
  })

  it('an id the shop does not have (1002) offers 去首页, not a retry that cannot help', async () => {
    const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' })
    infoMock.mockRejectedValueOnce(new ApiError(1002, '商品不存在', null))
    const p = await openPage('?sku_id=999999')
    expect(p.root.textContent).toContain('链接可能有误，去首页看看吧')
    expect(p.root.querySelector('.error-state__action')).toBeNull()
    await p.tap(p.byText('.empty-state__action', '去首页'))
    expect(switchTab.mock.calls.length + reLaunch.mock.calls.length).toBe(1)
    mounted?.unmount()
    // A bad link (no usable id) gets the same way home.
    const q = await openPage('?sku_id=abc')
    expect(q.byText('.empty-state__action', '去首页')).toBeTruthy()
  })
})
