import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import MyCouponPage from '@/pages/my-coupon/index'
import {
  centerAction,
  rateText,
  ruleLines,
  tabTitle,
  thresholdText
} from '@/features/wallet/coupon-center/coupon-logic'
import { getCouponCenter, getCouponList, receiveCoupon } from '@/services/api/coupon'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import type { CouponCenterItem, CouponListStatus, UserCoupon } from '@contract/schemas/coupon'

jest.mock('@/services/api/coupon', () => ({
  getCouponList: jest.fn(),
  getCouponCenter: jest.fn(),
  receiveCoupon: jest.fn()
}))
jest.mock('@/platform/login', () => ({ goLogin: jest.fn(), ensureLogin: jest.fn(() => true) }))

const listMock = getCouponList as jest.MockedFunction<typeof getCouponList>
const centerMock = getCouponCenter as jest.MockedFunction<typeof getCouponCenter>
const receiveMock = receiveCoupon as jest.MockedFunction<typeof receiveCoupon>

const base = {
  kind: 1 as const,
  threshold: 9900,
  amount: 1000,
  rate: 100,
  max_discount: 0,
  category_id: null,
  rule_text: '满99减10',
  scope_text: '全场通用'
}
const coupon = (id: number, status: CouponListStatus, over: Partial<UserCoupon> = {}): UserCoupon => ({
  ...base,
  coupon_id: id,
  id,
  name: `券${id}`,
  status,
  locked: false,
  valid_from: 1767225600,
  valid_to: 1769904000,
  ...over
})
const offer = (id: number, over: Partial<CouponCenterItem> = {}): CouponCenterItem => ({
  ...base,
  coupon_id: id,
  name: `中心券${id}`,
  remain: 10,
  received: 0,
  can_receive: true,
  valid_text: '领取后30天内有效',
  ...over
})

describe('coupon logic', () => {
  it('words the face, the threshold, the tab counts and the rules', () => {
    expect(rateText(90)).toBe('9折')
    expect(rateText(85)).toBe('8.5折')
    expect(thresholdText({ ...base, coupon_id: 1, name: 'x' })).toBe('满99元可用')
    expect(thresholdText({ ...base, coupon_id: 1, name: 'x', threshold: 0 })).toBe('无门槛')
    expect(tabTitle('可使用', 3)).toBe('可使用(3)')
    expect(tabTitle('可使用', undefined)).toBe('可使用')
    const rules = ruleLines({ ...base, coupon_id: 1, name: 'x', kind: 2, rate: 90, max_discount: 3000 })
    expect(rules).toContain('最高可减30元')
    expect(rules[1]).toBe('适用范围：全场通用')
  })

  it('offers a claim while the shopper may hold one more', () => {
    expect(centerAction(offer(1))).toEqual({ text: '立即领取', enabled: true })
    expect(centerAction(offer(1, { received: 1 }))).toEqual({ text: '再领一张', enabled: true })
    expect(centerAction(offer(1, { received: 1, can_receive: false }))).toEqual({ text: '已领取', enabled: false })
    expect(centerAction(offer(1, { remain: 0, can_receive: false }))).toEqual({ text: '已抢光', enabled: false })
  })
})

type Mounted = { container: HTMLElement; unmount: () => void }
let mounted: Mounted | undefined
const flush = () => new Promise((r) => setTimeout(r, 0))

async function openPage() {
  const utils = new TestUtils()
  await utils.mount(MyCouponPage, { props: {} })
  mounted = (utils as unknown as { _inst: Mounted })._inst
  // Until the first page of the tab is on screen (its counts in the tab titles).
  await utils.act(async () => {
    for (let i = 0; i < 200 && !document.querySelector('.mc-tabs__tab')?.textContent?.includes('('); i++) await flush()
    await flush()
  })
  const root = mounted.container
  const $$ = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
  const byText = (sel: string, text: string) => {
    const el = $$(sel).find((e) => (e.textContent ?? '').includes(text))
    if (!el) throw new Error(`no ${sel} with ${text}`)
    return el
  }
  const tap = (el: Element) =>
    utils.act(async () => {
      ;(el as HTMLElement).click()
      for (let i = 0; i < 4; i++) await flush()
    })
  const tabs = () => $$('.mc-tabs__tab').map((t) => t.textContent)
  return { root, $$, byText, tap, tabs }
}

describe('my-coupon page', () => {
  let held: UserCoupon[]
  beforeEach(() => {
    window.history.replaceState(null, '', '/#/pages/my-coupon/index')
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, uid: 7, accessToken: 't' })
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/my-coupon/index' }] as never)
    held = [
      coupon(3, 'unused', { category_id: 12, scope_text: '仅限新鲜水果商品' }),
      coupon(2, 'unused', { kind: 2, rate: 90, threshold: 0 }),
      coupon(1, 'used')
    ]
    listMock.mockReset().mockImplementation(async ({ status = 'unused', page = 1, page_size = 10 } = {}) => {
      const tab = held.filter((c) => c.status === status)
      const counts = { unused: 0, used: 0, expired: 0 }
      for (const c of held) counts[c.status]++
      return { list: tab.slice((page - 1) * page_size, page * page_size), counts, total: tab.length }
    })
    centerMock.mockReset().mockResolvedValue({ list: [offer(8), offer(9, { remain: 0, can_receive: false })] })
    receiveMock.mockReset().mockImplementation(async ({ coupon_id }) => {
      const got = coupon(coupon_id + 100, 'unused', { name: '中心券8' })
      held = [got, ...held]
      return got
    })
  })

  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
    jest.restoreAllMocks()
    useAuthStore.setState({ ...AUTH_DEFAULTS })
  })

  it('opens on 可使用 with the counts of every tab, amount or rate and threshold on each card', async () => {
    const p = await openPage()
    expect(listMock).toHaveBeenCalledWith({ status: 'unused', page: 1, page_size: 10 })
    expect(p.tabs()).toEqual(['可使用(2)', '已使用(1)', '已过期(0)'])
    const cards = p.$$('.mc-card')
    expect(cards).toHaveLength(2)
    expect(cards[0].textContent).toContain('¥10.00')
    expect(cards[0].textContent).toContain('满99元可用')
    expect(cards[0].textContent).toContain('仅限新鲜水果商品')
    expect(cards[1].textContent).toContain('9折')
    expect(cards[1].textContent).toContain('无门槛')
  })

  it('switches tabs and asks the server for that tab', async () => {
    const p = await openPage()
    await p.tap(p.byText('.mc-tabs__tab', '已使用'))
    expect(listMock).toHaveBeenLastCalledWith({ status: 'used', page: 1, page_size: 10 })
    expect(p.$$('.mc-card')).toHaveLength(1)
    expect(p.$$('.mc-card')[0].textContent).toContain('已使用')
    expect(p.$$('.mc-card__use')).toHaveLength(0)
    await p.tap(p.byText('.mc-tabs__tab', '已过期'))
    expect(p.root.textContent).toContain('没有过期的优惠券')
  })

  it('expands the rules and sends a scoped coupon to its category', async () => {
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({} as never)
    const p = await openPage()
    const card = p.$$('.mc-card')[0]
    const toggle = card.querySelector('.mc-rules__toggle') as HTMLElement
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await p.tap(toggle)
    expect(card.textContent).toContain('优惠内容：满99减10')
    await p.tap(card.querySelector('.mc-card__use') as HTMLElement)
    expect(nav).toHaveBeenCalledWith({
      url: expect.stringMatching(
        /goods-search-result\/index\?category_id=12&title=%E6%96%B0%E9%B2%9C%E6%B0%B4%E6%9E%9C$/
      )
    })
  })

  it('claims a coupon in the centre and shows it under 可使用', async () => {
    const p = await openPage()
    await p.tap(p.byText('.mc-entry', '领券中心'))
    const sold = p.byText('.mc-center .mc-card', '中心券9')
    expect(sold.querySelector('.mc-card__use')?.getAttribute('aria-disabled')).toBe('true')
    await p.tap(p.byText('.mc-center .mc-card', '中心券8').querySelector('.mc-card__use') as HTMLElement)
    expect(receiveMock).toHaveBeenCalledWith({ coupon_id: 8 })
    expect(centerMock).toHaveBeenCalledTimes(2)
    expect(p.tabs()[0]).toBe('可使用(3)')
    expect(p.$$('.my-coupon__list .mc-card')[0].textContent).toContain('中心券8')
  })
})
