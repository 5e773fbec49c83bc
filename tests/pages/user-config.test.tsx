import Taro from '@tarojs/taro'
import { myLayout } from '@/pages/user-config/index'
import { HEADER_TEXT } from '@/pages/user-config/header'
import { ORDER_SHORTCUTS } from '@/pages/user-config/shortcuts'
import { getOrderCounts } from '@/services/api/order'
import { getUnreadMessageCount } from '@/services/api/message'
import { getPointsInfo } from '@/services/api/points'
import { getCouponList } from '@/services/api/coupon'
import { getGiftCardList } from '@/services/api/giftcard'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { PENSION_DEFAULTS, PROFILE_DEFAULTS, PROFILE_INFO_DEFAULTS, useProfileStore } from '@/stores/profile'
import { THEME_CONFIG_DEFAULTS, useThemeStore } from '@/stores/theme'
import type { OrderCounts } from '@contract/schemas/order'
import { settle, startApp } from '../jest/app-harness'
import { textOf } from '../jest/render'

jest.mock('@/services/api/order', () => ({ getOrderCounts: jest.fn() }))
jest.mock('@/services/api/message', () => ({ getUnreadMessageCount: jest.fn() }))
jest.mock('@/services/api/points', () => ({ getPointsInfo: jest.fn() }))
jest.mock('@/services/api/coupon', () => ({ getCouponList: jest.fn() }))
jest.mock('@/services/api/giftcard', () => ({ getGiftCardList: jest.fn() }))

const counts: OrderCounts = {
  tabs: { all: 9, await_pay: 2, delivering: 3, await_ship: 2, await_receive: 1, delivered: 3, refund: 1 },
  statuses: { '-4': 0, '-3': 1, '-2': 0, '-1': 0, '0': 2, '1': 1, '101': 1, '2': 1, '3': 2, '4': 1 }
}

const shortcut = (label: string) =>
  Array.from(document.querySelectorAll('.page-layout .my-orders__item')).find(
    (el) => textOf(el.querySelector('.my-orders__label') as Element) === label
  ) as HTMLElement

function logIn() {
  useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 'tok', uid: 7 })
  useProfileStore.setState({
    ...PROFILE_DEFAULTS,
    info: { ...PROFILE_INFO_DEFAULTS, id: 7, nick: '张阿姨', phone: '13812345678' },
    pension: { ...PENSION_DEFAULTS, pension_amount_total: 12345, accountin_total: 10000 },
    loadProfile: jest.fn().mockResolvedValue(undefined)
  })
}

const page = () => document.querySelector('.page-layout') as HTMLElement
const click = async (el: Element) => {
  el.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  await settle()
}

/** The tab page mounted once through the app (it needs the router for its tab bar); stores drive each case. */
describe('user-config (我的)', () => {
  let navigate: jest.SpyInstance
  beforeAll(async () => {
    useThemeStore.setState({ config: { ...THEME_CONFIG_DEFAULTS } })
    useAuthStore.setState({ ...AUTH_DEFAULTS })
    useProfileStore.setState({ ...PROFILE_DEFAULTS })
    ;(getOrderCounts as jest.Mock).mockResolvedValue(counts)
    ;(getUnreadMessageCount as jest.Mock).mockResolvedValue({ count: 3 })
    ;(getPointsInfo as jest.Mock).mockResolvedValue({ points: 520, rule_text: '' })
    ;(getCouponList as jest.Mock).mockResolvedValue({ list: [], counts: { unused: 4, used: 0, expired: 0 } })
    ;(getGiftCardList as jest.Mock).mockResolvedValue({ list: [{ status: 1 }, { status: 3 }], total_balance: 20000 })
    await startApp('#/pages/user-config/index')
  })
  beforeEach(() => {
    navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  })
  afterEach(() => navigate.mockRestore())

  it('shows a visitor the 登录/注册 header instead of redirecting, and loads nothing personal', async () => {
    await settle()
    expect(window.location.hash).toContain('/pages/user-config/index')
    expect(textOf(page().querySelector('.my-header') as Element)).toContain(HEADER_TEXT.login)
    expect(getOrderCounts).not.toHaveBeenCalled()
    expect(page().querySelector('.my-orders__badge')).toBeNull()
    expect(textOf(page())).not.toContain('账户与安全')
    expect(textOf(page())).not.toContain('消息通知设置')
  })

  it('shows the nickname, the masked phone and the order counts per status once logged in', async () => {
    logIn()
    await settle()
    const header = textOf(page().querySelector('.my-header') as Element)
    expect(header).toContain('张阿姨')
    expect(header).toContain('138****5678')
    expect(header).not.toContain('13812345678')
    const badge = (label: string) =>
      textOf(shortcut(label).querySelector('.my-orders__badge') ?? document.createElement('i'))
    expect(badge('待付款')).toBe('2')
    expect(badge('待发货')).toBe('2')
    expect(badge('待收货')).toBe('1')
    expect(badge('已完成')).toBe('')
    expect(badge('退款/售后')).toBe('1')
    expect(textOf(page())).toContain('4 张')
    expect(textOf(page())).toContain('520')
    expect(textOf(page())).toContain('账户与安全')
    // The unread messages show as a badge on 消息中心.
    expect(textOf(page().querySelector('.menu-row__badge') as Element)).toBe('3')
    await click(shortcut('待发货'))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/my-order/index?tab=await_ship' })
    // 消息通知设置 sits with the other settings and opens the message centre's settings view.
    const notices = Array.from(page().querySelectorAll('.menu-row')).find(
      (r) => textOf(r.querySelector('.menu-row__title') as Element) === '消息通知设置'
    )
    expect(notices).toBeDefined()
    await click(notices as Element)
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/message-list/index?tab=settings' })
  })

  it('names the gift cards per theme, and hides them when the theme says so', async () => {
    useThemeStore.setState({
      config: { ...THEME_CONFIG_DEFAULTS, gift_card_name: '福利卡', gift_card_name_suffix: '（员工）' }
    })
    await settle()
    expect(textOf(page())).toContain('福利卡（员工）')
    expect(textOf(page().querySelector('.my-assets-grid__item') as Element)).toContain('¥200.00')
    useThemeStore.setState({ config: { ...THEME_CONFIG_DEFAULTS, gift_card_visible: false } })
    await settle()
    expect(textOf(page())).not.toContain('购物卡')
    expect(textOf(page())).not.toContain('福利卡')
  })

  it('lays out per my_page_theme and places or hides the pension card per the theme', async () => {
    expect(myLayout(1)).toBe(1)
    expect(myLayout(2)).toBe(2)
    expect(myLayout(7)).toBe(1)
    const order = () =>
      Array.from(page().querySelectorAll('.pension-card, .my-orders')).map((el) =>
        el.classList.contains('pension-card') ? 'pension' : 'orders'
      )
    useThemeStore.setState({ config: { ...THEME_CONFIG_DEFAULTS } })
    await settle()
    expect(page().querySelector('.my--1 .my-assets-grid')).not.toBeNull()
    expect(page().querySelector('.my-assets-bar')).toBeNull()
    expect(order()).toEqual(['pension', 'orders'])
    expect(textOf(page().querySelector('.pension-card') as Element)).toContain('123.45')

    useThemeStore.setState({ config: { ...THEME_CONFIG_DEFAULTS, my_page_theme: 2, pension_position: 2 } })
    await settle()
    expect(page().querySelector('.my--2 .my-assets-bar')).not.toBeNull()
    expect(page().querySelector('.my-assets-grid')).toBeNull()
    expect(order()).toEqual(['orders', 'pension'])

    useThemeStore.setState({ config: { ...THEME_CONFIG_DEFAULTS, pension_visible: false } })
    await settle()
    expect(page().querySelector('.pension-card')).toBeNull()
  })

  it('has a shortcut for each order status the brief names', () => {
    expect(ORDER_SHORTCUTS.map((s) => s.label)).toEqual(['待付款', '待发货', '待收货', '已完成', '退款/售后'])
  })
})
