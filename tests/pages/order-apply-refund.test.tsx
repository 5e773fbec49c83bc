import Taro from '@tarojs/taro'
import OrderApplyRefundPage, { REFUND_TEXT, refundRules } from '@/pages/order-apply-refund/index'
import { getOrderInfo, refundOrder } from '@/services/api/order'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import type { OrderInfo } from '@contract/schemas/order'
import { validateFields } from '@/utils/validate'
import { $, attrOf, find, mount, textOf } from '../jest/render'

jest.mock('@/services/api/order', () => ({ getOrderInfo: jest.fn(), refundOrder: jest.fn() }))
// Taro's H5 image waits for visibility; jsdom has no IntersectionObserver.
class NoIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { IntersectionObserver: NoIntersectionObserver })

const infoMock = getOrderInfo as jest.MockedFunction<typeof getOrderInfo>
const refundMock = refundOrder as jest.MockedFunction<typeof refundOrder>

const order = (over: Partial<OrderInfo> = {}) =>
  ({
    id: 7,
    order_no: '25010100000000000007',
    type: 0,
    status: 1,
    status_text: '待发货',
    pay_amount: 7480,
    freight: 0,
    can_refund: true,
    lines: [
      {
        sku_id: 1,
        spu_id: 1,
        title: '零添加特级生抽',
        image: '',
        spec: '500ml',
        price: 7480,
        qty: 1,
        amount: 7480,
        cashback: 0
      }
    ],
    ...over
  }) as OrderInfo

type Utils = Awaited<ReturnType<typeof mount>>
const amountInput = () => $('input[name="amount"]') as HTMLInputElement
async function typeAmount(utils: Utils, value: string) {
  const input = (await find('input[name="amount"]')) as HTMLInputElement
  input.value = value
  await utils.act(() => utils.fireEvent.input(input))
}
const tap = (utils: Utils, el: Element) => utils.act(async () => void utils.fireEvent.click(el))
const flush = async (utils: Utils) => {
  for (let i = 0; i < 5; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
}
const submit = () => $('.refund-form__submit')
const errors = () => Array.from(document.querySelectorAll('[role="alert"]')).map((e) => e.textContent)

async function openPage(o: OrderInfo = order()) {
  infoMock.mockResolvedValue(o)
  window.history.replaceState(null, '', `/#/pages/order-apply-refund/index?id=${o.id}`)
  const utils = await mount(OrderApplyRefundPage)
  await flush(utils)
  return utils
}

async function pickReason(utils: Utils, index: number) {
  const sheet = jest.spyOn(Taro, 'showActionSheet').mockResolvedValueOnce({ tapIndex: index, errMsg: 'ok' })
  await tap(utils, $('.picker-field__row'))
  await flush(utils)
  sheet.mockRestore()
}

describe('refund amount rule', () => {
  it('is required, at least ¥0.01, at most what was paid, two decimals at most', () => {
    const r = refundRules(7480)
    const check = (amount: string) => validateFields({ reason: '不想要了', amount }, r).amount ?? null
    expect(check('')).toBe(REFUND_TEXT.amountRequired)
    expect(check('74.80')).toBeNull()
    expect(check('0.01')).toBeNull()
    expect(check('74.81')).toBe('金额不能超过¥74.80')
    expect(check('0')).toBe('金额不能低于¥0.01')
    expect(check('1.234')).toBe('金额最多保留两位小数')
    expect(check('abc')).toBe('请输入正确的金额')
  })
})

describe('order-apply-refund page', () => {
  let redirect: jest.SpyInstance

  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 'tok', uid: 7 })
    infoMock.mockReset()
    refundMock.mockReset().mockResolvedValue({ id: 31, order_id: 7, status: 0, status_text: '已申请' })
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
    redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
  })
  afterEach(() => jest.restoreAllMocks())

  it('defaults the amount to what was paid and offers only 仅退款 before shipping', async () => {
    await openPage()
    expect(amountInput().value).toBe('74.80')
    expect(Array.from(document.querySelectorAll('[role="radio"]')).map((r) => r.textContent)).toEqual(['仅退款'])
    expect(textOf()).toContain(REFUND_TEXT.notShipped)
  })

  it('refuses an amount above what was paid at the field, sending nothing', async () => {
    const utils = await openPage()
    await pickReason(utils, 0)
    await typeAmount(utils, '80')
    await tap(utils, submit())
    await flush(utils)
    expect(refundMock).not.toHaveBeenCalled()
    expect(errors()).toEqual(['金额不能超过¥74.80'])
    expect(await attrOf('input[name="amount"]', 'aria-invalid', 'true')).toBe('true')
  })

  it('asks for a reason first', async () => {
    const utils = await openPage()
    await tap(utils, submit())
    await flush(utils)
    expect(refundMock).not.toHaveBeenCalled()
    expect(errors()).toEqual([REFUND_TEXT.reasonRequired])
  })

  it('sends type, reason and the amount in cents once however often tapped, then shows the refund', async () => {
    const utils = await openPage(order({ status: 3, status_text: '已收货' }))
    const radios = Array.from(document.querySelectorAll('[role="radio"]'))
    expect(radios.map((r) => r.textContent)).toEqual(['仅退款', '退货退款'])
    await tap(utils, radios[1])
    await pickReason(utils, 0)
    expect(textOf()).toContain('商品质量问题')
    await typeAmount(utils, '12.5')
    let settle: (v: Awaited<ReturnType<typeof refundOrder>>) => void = () => undefined
    refundMock.mockReturnValueOnce(new Promise((r) => (settle = r)))
    await tap(utils, submit())
    await tap(utils, submit())
    settle({ id: 31, order_id: 7, status: 0, status_text: '已申请' })
    await flush(utils)
    expect(refundMock).toHaveBeenCalledTimes(1)
    expect(refundMock).toHaveBeenCalledWith({ id: 7, type: 2, reason: '商品质量问题', amount: 1250 })
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/order-refund-detail/index?id=31' })
  })

  it('refunds one item of a shipped order: up to its share of what was paid, naming the line', async () => {
    const line = (item_id: number, title: string, price: number) => ({
      ...order().lines[0],
      item_id,
      title,
      price,
      amount: price
    })
    const two = order({
      status: 2,
      status_text: '待收货',
      pay_amount: 4000,
      lines: [line(51, '零添加特级生抽', 1500), line(52, '烟台红富士苹果', 2500)]
    })
    const utils = await openPage(two)
    const labels = () => Array.from(document.querySelectorAll('[role="radio"]')).map((r) => r.textContent)
    expect(labels()).toEqual([REFUND_TEXT.wholeOrder, '零添加特级生抽', '烟台红富士苹果', '仅退款', '退货退款'])
    const apple = Array.from(document.querySelectorAll('[role="radio"]')).find(
      (r) => r.textContent === '烟台红富士苹果'
    )
    await tap(utils, apple as Element)
    expect(amountInput().value).toBe('25.00')
    await typeAmount(utils, '26')
    await pickReason(utils, 0)
    await tap(utils, submit())
    await flush(utils)
    expect(refundMock).not.toHaveBeenCalled()
    expect(errors()).toEqual(['金额不能超过¥25.00'])
    await typeAmount(utils, '25')
    await tap(utils, submit())
    await flush(utils)
    expect(refundMock).toHaveBeenCalledWith({ id: 7, type: 1, reason: '不想要了', amount: 2500, item_id: 52 })
  })

  it('offers no item choice before shipping (the whole order is refunded then)', async () => {
    await openPage(
      order({
        lines: [
          { ...order().lines[0], item_id: 51 },
          { ...order().lines[0], item_id: 52 }
        ]
      })
    )
    expect(textOf()).not.toContain(REFUND_TEXT.wholeOrder)
  })

  it('keeps everything filled in when the server refuses', async () => {
    const utils = await openPage()
    await pickReason(utils, 1)
    await typeAmount(utils, '10')
    refundMock.mockRejectedValueOnce(new Error('订单已退款，不能申请退款'))
    await tap(utils, submit())
    await flush(utils)
    expect(redirect).not.toHaveBeenCalled()
    expect(amountInput().value).toBe('10')
    expect(textOf()).toContain('拍错/多拍了')
  })

  it('says so when the order cannot be refunded', async () => {
    await openPage(order({ can_refund: false, status: -4, status_text: '已退款' }))
    expect(textOf()).toContain(REFUND_TEXT.notRefundable)
    expect(document.querySelector('.refund-form')).toBeNull()
  })
})
