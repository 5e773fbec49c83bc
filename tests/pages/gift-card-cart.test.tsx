import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import GiftCardCartPage from '@/pages/gift-card-cart/index'
import { addLine, cardTotals, itemsParam, lineMax, setLineQty } from '@/pages/gift-card-cart/cart-logic'
import { getGiftCardGoodsList, getGoodsInfo } from '@/services/api/catalogue'
import { getGiftCardInfo } from '@/services/api/giftcard'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { THEME_CONFIG_DEFAULTS, useThemeStore } from '@/stores/theme'
import type { GiftCardInfo } from '@contract/schemas/giftcard'
import type { GoodsInfo, GoodsListItem, GoodsSku } from '@contract/schemas/goods'

jest.mock('@/services/api/catalogue', () => ({ getGiftCardGoodsList: jest.fn(), getGoodsInfo: jest.fn() }))
jest.mock('@/services/api/giftcard', () => ({ getGiftCardInfo: jest.fn() }))
jest.mock('@/platform/login', () => ({ goLogin: jest.fn(), ensureLogin: jest.fn(() => true) }))

class NoIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { IntersectionObserver: NoIntersectionObserver })

const cardMock = getGiftCardInfo as jest.MockedFunction<typeof getGiftCardInfo>
const goodsMock = getGiftCardGoodsList as jest.MockedFunction<typeof getGiftCardGoodsList>
const infoMock = getGoodsInfo as jest.MockedFunction<typeof getGoodsInfo>

const sku = (sku_id: number, over: Partial<GoodsSku> = {}): GoodsSku => ({
  sku_id,
  specs: [],
  spec_text: '',
  image: '',
  price: 5000,
  market_price: 6000,
  stock: 10,
  cashback: 0,
  limit_per_user: 0,
  activities: [],
  ...over
})

describe('gift-card cart logic', () => {
  it('bounds a line by stock, limit and 99, and merges repeated adds', () => {
    expect(lineMax(sku(1, { stock: 500 }))).toBe(99)
    expect(lineMax(sku(1, { stock: 3 }))).toBe(3)
    expect(lineMax(sku(1, { limit_per_user: 2 }))).toBe(2)
    let lines = addLine([], sku(1, { stock: 3 }), '苹果', 2)
    lines = addLine(lines, sku(1, { stock: 3 }), '苹果', 2)
    expect(lines).toHaveLength(1)
    expect(lines[0].qty).toBe(3)
    expect(addLine([], sku(2, { stock: 0 }), '草莓', 1)).toEqual([])
    expect(setLineQty(lines, 1, 9)[0].qty).toBe(3)
    expect(setLineQty(lines, 1, 0)).toEqual([])
  })

  it('totals in cents against the balance and says what is short', () => {
    const lines = addLine(addLine([], sku(1, { price: 3990 }), 'a', 2), sku(2, { price: 1990 }), 'b', 1)
    expect(cardTotals(lines, 20000)).toEqual({ qty: 3, amount: 9970, short: 0, canCheckout: true })
    expect(cardTotals(lines, 9000)).toEqual({ qty: 3, amount: 9970, short: 970, canCheckout: false })
    expect(cardTotals([], 20000).canCheckout).toBe(false)
    expect(itemsParam(lines)).toBe('1:2,2:1')
  })
})

const card: GiftCardInfo = {
  user_freeca_id: 5,
  card_no: 'FCW000000000007',
  name: '新人购物卡',
  face_value: 20000,
  balance: 12000,
  expire_time: 1800000000,
  status: 1,
  status_text: '可用',
  category_id: null,
  scope_text: '全场通用',
  flows: []
}
const listItem = (sku_id: number, title: string, price: number): GoodsListItem => ({
  spu_id: sku_id,
  sku_id,
  title,
  subtitle: '',
  image: '',
  price,
  market_price: price + 1000,
  cashback: 0,
  sales: 1,
  supplier: '',
  tags: [],
  kind: 1,
  activity_price: 100
})
const info = (s: GoodsSku, title: string): GoodsInfo =>
  ({ spu_id: s.sku_id, sku_id: s.sku_id, title, images: [], specs: [], skus: [s], sku: s, activity: null }) as never

type Mounted = { container: HTMLElement; unmount: () => void }
let mounted: Mounted | undefined
const flush = () => new Promise((r) => setTimeout(r, 0))

async function openPage(query = '?user_freeca_id=5') {
  window.history.replaceState(null, '', `/#/pages/gift-card-cart/index${query}`)
  const utils = new TestUtils()
  await utils.mount(GiftCardCartPage, { props: {} })
  mounted = (utils as unknown as { _inst: Mounted })._inst
  // Until the card (or the state that replaces it) and the goods are on screen.
  const ready = () =>
    document.querySelector('.empty-state') ||
    (document.querySelector('.gcc-card') && document.querySelector('.gcc-goods, .empty-state'))
  await utils.act(async () => {
    for (let i = 0; i < 200 && !ready(); i++) await flush()
    await flush()
  })
  const $ = (sel: string) => document.querySelector(sel) as HTMLElement
  const tap = (el: Element) =>
    utils.act(async () => {
      utils.fireEvent.click(el)
      for (let i = 0; i < 4; i++) await flush()
    })
  const text = (sel: string) => ($(sel)?.textContent ?? '').replace(/\s/g, '')
  return { root: mounted.container, $, tap, text }
}

describe('gift-card-cart page', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, uid: 7, accessToken: 't' })
    useThemeStore.setState({
      config: { ...THEME_CONFIG_DEFAULTS, gift_card_name: '福利卡', gift_card_name_suffix: '' }
    })
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/gift-card-cart/index' }] as never)
    cardMock.mockReset().mockResolvedValue(card)
    goodsMock.mockReset().mockResolvedValue({
      list: [listItem(11, '烟台红富士苹果', 3990), listItem(12, '声波电动牙刷', 19900)],
      total: 2,
      page: 1,
      page_size: 10
    })
    infoMock
      .mockReset()
      .mockImplementation(async ({ sku_id }) =>
        sku_id === 11
          ? info(sku(11, { price: 3990, stock: 50 }), '烟台红富士苹果')
          : info(sku(12, { price: 19900 }), '声波电动牙刷')
      )
  })

  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
    jest.restoreAllMocks()
    useAuthStore.setState({ ...AUTH_DEFAULTS })
    useThemeStore.setState({ config: { ...THEME_CONFIG_DEFAULTS } })
  })

  it('lists the goods the card buys at their own price, named as the theme names the card', async () => {
    const p = await openPage()
    expect(cardMock).toHaveBeenCalledWith({ user_freeca_id: 5 })
    expect(goodsMock).toHaveBeenCalledWith({ user_freeca_id: 5, page: 1, page_size: 10 })
    expect(p.text('.gcc-card')).toContain('福利卡')
    expect(p.text('.gcc-card')).toContain('¥120.00')
    expect(p.root.textContent).toContain('¥39.90')
    expect(p.root.textContent).not.toContain('秒杀')
    expect(p.$('.gcc-bar__go').textContent).toBe('去结算')
  })

  it('adds goods through the SKU sheet, totals them against the balance and checks out with the card', async () => {
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({} as never)
    const p = await openPage()
    await p.tap(p.$('[aria-label="选购 烟台红富士苹果"]'))
    expect(infoMock).toHaveBeenCalledWith({ sku_id: 11 })
    await p.tap(p.$('.sku-sheet__action'))
    expect(p.text('.gcc-bar__total')).toBe('合计¥39.90')
    await p.tap(p.$('[aria-label="增加烟台红富士苹果的数量"]'))
    expect(p.text('.gcc-bar__total')).toBe('合计¥79.80')
    expect(p.text('.gcc-bar__hint')).toContain('卡内可用¥120.00')

    await p.tap(p.$('[aria-label="选购 声波电动牙刷"]'))
    await p.tap(p.$('.sku-sheet__action'))
    expect(p.text('.gcc-bar__total')).toBe('合计¥278.80')
    expect(p.text('.gcc-bar__short')).toBe('卡内余额不足，还差¥158.80')
    expect(p.$('.gcc-bar__go').className).toContain('disabled')

    await p.tap(p.$('[aria-label="移除声波电动牙刷"]'))
    expect(p.text('.gcc-bar__total')).toBe('合计¥79.80')
    await p.tap(p.$('.gcc-bar__go'))
    expect(nav).toHaveBeenCalledWith({
      url: '/pages/order-confirm/index?items=11%3A2&from=buy&user_freeca_id=5'
    })
  })

  it('says so when the card cannot be used, and when the feature is off', async () => {
    cardMock.mockResolvedValue({ ...card, status: 3, status_text: '已过期' })
    const a = await openPage()
    expect(a.root.textContent).toContain('该福利卡已过期')
    expect(goodsMock).toHaveBeenCalled()
    mounted?.unmount()
    useThemeStore.setState({ config: { ...THEME_CONFIG_DEFAULTS, gift_card_visible: false } })
    cardMock.mockClear()
    const b = await openPage()
    expect(b.root.textContent).toContain('购物卡功能暂未开放')
    expect(cardMock).not.toHaveBeenCalled()
  })
})
