import TestUtils from '@tarojs/test-utils-react'
import GoodsInfoPage from '@/pages/goods-info/index'
import { goLogin } from '@/platform/login'
import { getActivityInfo, getGoodsInfo } from '@/services/api/catalogue'
import { cancelReminder, getReminderList, subscribeReminder } from '@/services/api/reminder'
import { ApiError } from '@/services/request'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { PROFILE_INFO_DEFAULTS, useProfileStore } from '@/stores/profile'
import type { ActivityInfo, GoodsActivity, GoodsInfo, GoodsSku } from '@contract/schemas/goods'

jest.mock('@/services/api/catalogue', () => ({ getGoodsInfo: jest.fn(), getActivityInfo: jest.fn() }))
jest.mock('@/services/api/reminder', () => ({
  subscribeReminder: jest.fn(),
  cancelReminder: jest.fn(),
  getReminderList: jest.fn()
}))
jest.mock('@/services/api/cart', () => ({ addCart: jest.fn(), getCartNum: jest.fn() }))
jest.mock('@/services/api/collect', () => ({
  addCollect: jest.fn(),
  deleteCollect: jest.fn(),
  getUserCollect: jest.fn()
}))
jest.mock('@/services/api/order', () => ({ confirmOrder: jest.fn() }))
jest.mock('@/platform/login', () => ({ goLogin: jest.fn(), ensureLogin: jest.fn(() => true) }))
jest.mock('@/features/catalogue/region-stock', () => () => null)

class NoIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { IntersectionObserver: NoIntersectionObserver })

const infoMock = getGoodsInfo as jest.MockedFunction<typeof getGoodsInfo>
const activityMock = getActivityInfo as jest.MockedFunction<typeof getActivityInfo>
const subscribeMock = subscribeReminder as jest.MockedFunction<typeof subscribeReminder>
const cancelMock = cancelReminder as jest.MockedFunction<typeof cancelReminder>
const listMock = getReminderList as jest.MockedFunction<typeof getReminderList>
const loginMock = goLogin as jest.MockedFunction<typeof goLogin>

const sku = (id: number, value: string, over: Partial<GoodsSku> = {}): GoodsSku => ({
  sku_id: id,
  specs: [{ name: '规格', value }],
  spec_text: value,
  image: `http://x/${id}.svg`,
  price: 8990,
  market_price: 12800,
  stock: 0,
  cashback: 0,
  limit_per_user: 0,
  activities: [],
  ...over
})

function goods(skus: GoodsSku[], over: Partial<GoodsInfo> = {}): GoodsInfo {
  return {
    spu_id: 1,
    sku_id: skus[0].sku_id,
    title: '丹东99草莓',
    subtitle: '奶油口感 礼盒装',
    images: ['http://x/1.svg'],
    detail: '<p>礼盒装</p>',
    category_id: 9,
    category_path: [],
    supplier: '丹东草莓基地',
    tags: [],
    sales: 10,
    status: 1,
    specs: [{ name: '规格', values: skus.map((s) => s.spec_text) }],
    skus,
    sku: skus[0],
    activity: null,
    collected: false,
    params: [],
    promises: [],
    ...over
  }
}

const soon: GoodsActivity = {
  id: 31,
  sku_id: 1,
  kind: 1,
  title: '明日秒杀',
  price: 5390,
  start_time: 4_000_000_000,
  end_time: 4_000_086_400,
  state: 'upcoming',
  stock: 15,
  sold: 0,
  limit_per_user: 1,
  group_size: null,
  group_seconds: null,
  items: [],
  original_price: 0
}

const reminder = (over: Record<string, unknown> = {}) => ({
  id: 70,
  kind: 'restock' as const,
  sku_id: 1,
  activity_id: 0,
  channels: ['inbox'],
  created_time: 1,
  sent_time: 0,
  ...over
})

type Mounted = { container: HTMLElement; unmount: () => void }
let mounted: Mounted | undefined
const flush = () => new Promise((r) => setTimeout(r, 0))

async function openPage() {
  window.history.replaceState(null, '', '/#/pages/goods-info/index?sku_id=1')
  const utils = new TestUtils()
  await utils.mount(GoodsInfoPage, { props: {} })
  mounted = (utils as unknown as { _inst: Mounted })._inst
  await utils.act(flush)
  await utils.act(flush)
  const all = (sel: string) => Array.from(document.querySelectorAll<HTMLElement>(sel))
  const byText = (sel: string, text: string) => all(sel).find((el) => el.textContent?.includes(text)) as HTMLElement
  const tap = async (el: Element) => {
    await utils.act(async () => void utils.fireEvent.click(el))
    await utils.act(flush)
  }
  const bar = () => all('.goods-bar__action').map((el) => el.textContent)
  return { byText, tap, bar, all }
}

describe('goods-info: 到货提醒 and 开抢提醒', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, uid: 7, accessToken: 't' })
    useProfileStore.setState({ info: { ...PROFILE_INFO_DEFAULTS, id: 7, phone: '138****8000' } })
    infoMock.mockReset().mockResolvedValue(goods([sku(1, '2斤礼盒')]))
    activityMock.mockReset().mockResolvedValue({ ...soon, server_time: 1 } as ActivityInfo)
    listMock.mockReset().mockResolvedValue({ list: [], total: 0, page: 1, page_size: 50 })
    subscribeMock.mockReset().mockResolvedValue(reminder({ channels: ['inbox', 'sms'] }))
    cancelMock.mockReset().mockResolvedValue(null)
    loginMock.mockReset()
  })

  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
    useAuthStore.setState({ ...AUTH_DEFAULTS })
    useProfileStore.setState({ info: { ...PROFILE_INFO_DEFAULTS } })
  })

  it('a sold-out goods offers 到货提醒 instead of a dead button, and toggles it on and off', async () => {
    const p = await openPage()
    expect(listMock).toHaveBeenCalledWith({ sku_id: 1, page_size: 50 }, { noTip: true })
    expect(p.bar()).toEqual(['到货提醒'])
    expect(p.all('.goods-bar__action--off')).toHaveLength(0)
    await p.tap(p.byText('.goods-bar__action', '到货提醒'))
    // H5: the message centre, and an SMS to the bound phone (the shopper's 通知设置 decides whether it goes).
    expect(subscribeMock).toHaveBeenCalledWith({ kind: 'restock', sku_id: 1, channels: ['sms'] })
    const on = p.byText('.goods-bar__action', '已设置提醒')
    expect(on.getAttribute('aria-pressed')).toBe('true')
    await p.tap(on)
    expect(cancelMock).toHaveBeenCalledWith({ id: 70 })
    expect(p.bar()).toEqual(['到货提醒'])
    expect(p.byText('.goods-bar__action', '到货提醒').getAttribute('aria-pressed')).toBe('false')
  })

  it('shows 已设置提醒 for a reminder still waiting, not for one already sent', async () => {
    listMock.mockResolvedValue({ list: [reminder() as never], total: 1, page: 1, page_size: 50 })
    let p = await openPage()
    expect(p.bar()).toEqual(['已设置提醒'])
    mounted?.unmount()
    listMock.mockResolvedValue({ list: [reminder({ sent_time: 5 }) as never], total: 1, page: 1, page_size: 50 })
    p = await openPage()
    expect(p.bar()).toEqual(['到货提醒'])
  })

  it('sends a visitor to login and asks nothing of the server', async () => {
    useAuthStore.setState({ ...AUTH_DEFAULTS })
    const p = await openPage()
    expect(listMock).not.toHaveBeenCalled()
    await p.tap(p.byText('.goods-bar__action', '到货提醒'))
    expect(loginMock).toHaveBeenCalled()
    expect(subscribeMock).not.toHaveBeenCalled()
  })

  it('back in stock meanwhile: the server refuses (2140) and the page loads the goods again', async () => {
    subscribeMock.mockRejectedValue(new ApiError(2140, '商品有货，可直接购买', null))
    const p = await openPage()
    await p.tap(p.byText('.goods-bar__action', '到货提醒'))
    expect(infoMock).toHaveBeenCalledTimes(2)
    expect(p.bar()).toEqual(['到货提醒'])
  })

  it('a SKU chosen in the sheet that is sold out offers its own 到货提醒 there', async () => {
    infoMock.mockResolvedValue(goods([sku(1, '2斤礼盒', { stock: 20 }), sku(2, '4斤礼盒')]))
    const p = await openPage()
    expect(p.bar()).toEqual(['加入购物车', '立即购买'])
    await p.tap(p.byText('.goods-bar__action', '加入购物车'))
    await p.tap(p.byText('.sku-sheet [role="radio"]', '4斤礼盒'))
    expect(p.all('.sku-sheet__action').map((b) => b.textContent)).toEqual(['到货提醒'])
    subscribeMock.mockResolvedValue(reminder({ id: 71, sku_id: 2 }))
    await p.tap(p.byText('.sku-sheet__action', '到货提醒'))
    expect(subscribeMock).toHaveBeenCalledWith({ kind: 'restock', sku_id: 2, channels: ['sms'] })
    expect(p.all('.sku-sheet__action').map((b) => b.textContent)).toEqual(['已设置提醒'])
    // The page follows the sheet's choice: its bar offers the same reminder and the way to the SKU in stock.
    expect(p.bar()).toEqual(['其他规格', '已设置提醒'])
  })

  it('a flash sale not started offers 开抢提醒 beside buying at the regular price', async () => {
    const s1 = sku(1, '2斤礼盒', { stock: 20, activities: [soon] })
    infoMock.mockResolvedValue(goods([s1], { activity: soon }))
    subscribeMock.mockResolvedValue(reminder({ id: 72, kind: 'sale_start', activity_id: 31 }))
    const p = await openPage()
    expect(p.bar()).toEqual(['¥89.90原价购买', '开抢提醒'])
    await p.tap(p.byText('.goods-bar__action', '开抢提醒'))
    expect(subscribeMock).toHaveBeenCalledWith({ kind: 'sale_start', activity_id: 31, channels: ['sms'] })
    expect(p.bar()).toEqual(['¥89.90原价购买', '已设置提醒'])
  })

  it('no phone bound on H5: the reminder goes to the message centre only', async () => {
    useProfileStore.setState({ info: { ...PROFILE_INFO_DEFAULTS, id: 7, phone: null } })
    const p = await openPage()
    await p.tap(p.byText('.goods-bar__action', '到货提醒'))
    expect(subscribeMock).toHaveBeenCalledWith({ kind: 'restock', sku_id: 1, channels: [] })
  })
})
