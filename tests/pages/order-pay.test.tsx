import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import OrderPayPage, { PAY_TEXT } from '@/pages/order-pay/index'
import { getEfuliBalance } from '@/services/api/giftcard'
import { getOrderInfo, getOrderPayway } from '@/services/api/order'
import { startPayment, type PaymentOutcome } from '@/flows/payment'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { useThemeStore } from '@/stores/theme'
import type { OrderInfo } from '@contract/schemas/order'
import type { PaywayResult } from '@contract/schemas/payment'

jest.mock('@/services/api/order', () => ({ getOrderInfo: jest.fn(), getOrderPayway: jest.fn() }))
jest.mock('@/services/api/giftcard', () => ({ getEfuliBalance: jest.fn() }))
jest.mock('@/flows/payment', () => ({ startPayment: jest.fn() }))
const infoMock = getOrderInfo as jest.MockedFunction<typeof getOrderInfo>
const waysMock = getOrderPayway as jest.MockedFunction<typeof getOrderPayway>
const welfareMock = getEfuliBalance as jest.MockedFunction<typeof getEfuliBalance>
const payMock = startPayment as jest.MockedFunction<typeof startPayment>

const info = (over: Partial<OrderInfo> = {}) =>
  ({
    id: 7,
    order_no: '25010100000000000007',
    type: 0,
    status: 0,
    status_text: '待付款',
    pay_amount: 7480,
    pay_expire_time: Math.floor(Date.now() / 1000) + 1800,
    pay_time: null,
    can_pay: true,
    ...over
  }) as OrderInfo

const WAYS: PaywayResult = {
  order_no: '25010100000000000007',
  pay_amount: 7480,
  payways: [
    { payway: 1, name: '微信支付', available: true },
    { payway: 2, name: '支付宝', available: true },
    {
      payway: 4,
      name: '购物卡',
      available: true,
      balance: 20000,
      cards: [{ user_freeca_id: 3, name: '新人购物卡', balance: 20000, expire_time: 1900000000, usable: true }]
    },
    { payway: 8, name: '福利余额', available: false, balance: 0 }
  ]
}

type Mounted = { container: HTMLElement; unmount: () => void }
let mounted: Mounted | undefined
const flush = () => new Promise((r) => setTimeout(r, 0))

async function openPage(query = '?id=7') {
  window.history.replaceState(null, '', `/#/pages/order-pay/index${query}`)
  const utils = new TestUtils()
  await utils.mount(OrderPayPage, { props: {} })
  mounted = (utils as unknown as { _inst: Mounted })._inst
  await utils.act(flush)
  const root = mounted.container
  const tap = (el: Element | null) => utils.act(async () => void utils.fireEvent.click(el as Element))
  const way = (name: string) =>
    Array.from(root.querySelectorAll('.pay-way__row')).find(
      (r) => r.querySelector('.pay-way__name')?.textContent === name
    ) as HTMLElement
  return { utils, root, tap, way, submit: () => root.querySelector('.order-pay__submit') as HTMLElement }
}

describe('order-pay page', () => {
  let redirectTo: jest.SpyInstance

  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 't', uid: 1 })
    useThemeStore.getState().applyTheme({ gift_card_name: '购物卡', gift_card_name_suffix: '余额' })
    infoMock.mockReset().mockResolvedValue(info())
    waysMock.mockReset().mockResolvedValue(WAYS)
    welfareMock.mockReset().mockResolvedValue({ balance: 300, flows: [] })
    payMock.mockReset()
    redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })

  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
    jest.restoreAllMocks()
  })

  it('shows the amount, the clock and the ways with their names and balances; the usable card is preselected', async () => {
    const { root, way } = await openPage()
    expect(root.querySelector('.order-pay__head')?.textContent).toContain('74.80')
    expect(root.querySelector('.countdown')?.getAttribute('aria-label')).toMatch(/^剩余支付时间 00:(29|30):\d\d$/)
    expect(way('购物卡余额').getAttribute('aria-checked')).toBe('true')
    expect(way('微信支付').getAttribute('aria-checked')).toBe('false')
    expect(way('福利余额').getAttribute('aria-disabled')).toBe('true')
    // The welfare balance comes from /user/efulibalance, fresher than the pay-way list.
    expect(way('福利余额').textContent).toContain('3.00')
    expect(way('福利余额').textContent).toContain('余额不足')
  })

  it('pays once however often 立即支付 is tapped, then shows the paid order', async () => {
    let finish: (v: PaymentOutcome) => void = () => undefined
    payMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)))
    const { utils, tap, submit } = await openPage()
    await tap(submit())
    await tap(submit())
    expect(payMock).toHaveBeenCalledTimes(1)
    expect(payMock).toHaveBeenCalledWith({
      id: 7,
      order_no: '25010100000000000007',
      payway: 4,
      user_freeca_id: 3,
      return_url: '/#/pages/order-pay-third/index?id=7'
    })
    await utils.act(async () => {
      finish({ kind: 'paid', status: 1 })
      await flush()
    })
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/order-detail/index?id=7' })
  })

  it('a wallet the server has not confirmed yet goes to the pending page; a cancel stays here', async () => {
    const { utils, tap, way, submit } = await openPage()
    await tap(way('微信支付'))
    payMock.mockResolvedValueOnce({ kind: 'cancelled' })
    await tap(submit())
    await utils.act(flush)
    expect(payMock.mock.calls[0][0]).toMatchObject({ payway: 1 })
    expect(redirectTo).not.toHaveBeenCalled()
    payMock.mockResolvedValueOnce({ kind: 'pending' })
    await tap(submit())
    await utils.act(flush)
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/order-pay-third/index?id=7' })
  })

  it('a paid order is not offered for payment again', async () => {
    infoMock.mockResolvedValue(info({ status: 1, status_text: '待发货', can_pay: false, pay_time: 1700000000 }))
    const { root } = await openPage()
    expect(waysMock).not.toHaveBeenCalled()
    expect(root.textContent).toContain('订单已支付')
    expect(root.querySelector('.order-pay__submit')).toBeNull()
    expect(root.textContent).not.toContain(PAY_TEXT.submit)
  })
})

describe('defaultChoice', () => {
  const { defaultChoice } = jest.requireActual('@/pages/order-pay/parts') as typeof import('@/pages/order-pay/parts')
  const card = (id: number, usable = true) => ({ user_freeca_id: id, usable }) as never
  const ways = [
    { payway: 4, available: true, cards: [card(1), card(2), card(3, false)] },
    { payway: 1, available: true }
  ] as never

  it('prefers the card the shopper came with (gift-card-cart) when it can pay the order', () => {
    expect(defaultChoice(ways, 2)).toEqual({ payway: 4, cardId: 2 })
  })

  it('falls back to the first usable card when the preferred one cannot pay', () => {
    expect(defaultChoice(ways, 3)).toEqual({ payway: 4, cardId: 1 })
    expect(defaultChoice(ways)).toEqual({ payway: 4, cardId: 1 })
  })
})
