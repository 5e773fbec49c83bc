import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import OrderDetailPage from '@/pages/order-detail/index'
import { extendOrderReceipt, getOrderInfo } from '@/services/api/order'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import type { OrderInfo } from '@contract/schemas/order'

jest.mock('@/services/api/order', () => ({ getOrderInfo: jest.fn(), extendOrderReceipt: jest.fn() }))
// Taro's H5 image waits for visibility; jsdom has no IntersectionObserver.
class NoIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { IntersectionObserver: NoIntersectionObserver })

const infoMock = getOrderInfo as jest.MockedFunction<typeof getOrderInfo>
const extendMock = extendOrderReceipt as jest.MockedFunction<typeof extendOrderReceipt>

const order = (over: Partial<OrderInfo> = {}): OrderInfo => ({
  id: 77,
  order_no: '25010100000000000077',
  type: 0,
  status: 1,
  status_text: '待发货',
  lines: [
    {
      sku_id: 5,
      spu_id: 2,
      title: '赣南脐橙',
      image: 'http://x/5.svg',
      spec: '规格:5斤装',
      price: 3590,
      qty: 2,
      amount: 7180,
      cashback: 100
    }
  ],
  address: {
    name: '张三',
    phone: '13800138000',
    province: '北京市',
    city: '北京市',
    area: '东城区',
    detail: '某街1号',
    full: '北京市北京市东城区某街1号'
  },
  goods_amount: 7180,
  freight: 800,
  discount: 500,
  pay_amount: 1180,
  cashback_total: 200,
  payway: 1,
  payway_name: '微信支付',
  remark: '',
  create_time: 1763900000,
  pay_expire_time: 1763901800,
  pay_time: 1763900100,
  ship_time: null,
  receive_time: null,
  complete_time: null,
  close_time: null,
  cancel_time: null,
  refund_time: null,
  express: null,
  group: null,
  refund: null,
  money_refund: null,
  history: [],
  can_pay: false,
  can_cancel: false,
  can_confirm: false,
  can_refund: false,
  can_invoice: false,
  freeca_deduct: 5000,
  points_deduct: 1300,
  points_used: 1300,
  invoice_request: { receiver_id: 61, title: '杭州某某科技有限公司' },
  ...over
})

type Mounted = { container: HTMLElement; unmount: () => void }
let mounted: Mounted | undefined
const flush = () => new Promise((r) => setTimeout(r, 0))

async function openPage() {
  window.history.replaceState(null, '', '/#/pages/order-detail/index?id=77')
  const utils = new TestUtils()
  await utils.mount(OrderDetailPage, { props: {} })
  mounted = (utils as unknown as { _inst: Mounted })._inst
  await utils.act(flush)
  return mounted.container
}

const rowText = (root: HTMLElement, label: string) =>
  Array.from(root.querySelectorAll('.od-row')).find((r) => r.querySelector('.od-row__label')?.textContent === label)
    ?.textContent

describe('order-detail amounts', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 't', uid: 1 })
    infoMock.mockReset()
  })

  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
  })

  it('shows what the shopping card and points paid, and the invoice asked for at checkout', async () => {
    infoMock.mockResolvedValue(order())
    const root = await openPage()
    expect(infoMock).toHaveBeenCalledWith({ id: 77 })
    expect(rowText(root, '购物卡抵扣')).toBe('购物卡抵扣-¥50.00')
    expect(rowText(root, '积分抵扣')).toBe('积分抵扣1300 积分 -¥13.00')
    expect(root.querySelector('.od-invoice')?.textContent).toBe('发票：杭州某某科技有限公司（确认收货后开具）')
  })

  it('leaves the lines out when nothing was deducted and no invoice was asked for', async () => {
    infoMock.mockResolvedValue(order({ freeca_deduct: 0, points_deduct: 0, points_used: 0, invoice_request: null }))
    const root = await openPage()
    expect(rowText(root, '商品金额')).toContain('71.80')
    expect(root.textContent).not.toContain('购物卡抵扣')
    expect(root.textContent).not.toContain('积分抵扣')
    expect(root.querySelector('.od-invoice')).toBeNull()
  })
})

describe('order-detail automatic receipt', () => {
  // Local times, so the expected text holds in any time zone.
  const deadline = new Date(2030, 0, 5, 14, 30).getTime() / 1000
  const extended = new Date(2030, 0, 10, 14, 30).getTime() / 1000
  const shipped = (over: Partial<OrderInfo> = {}) =>
    order({
      status: 2,
      status_text: '待收货',
      ship_time: deadline - 7 * 86400,
      can_confirm: true,
      auto_receive_time: deadline,
      can_extend_receive: true,
      ...over
    })
  let modal: jest.SpyInstance

  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 't', uid: 1 })
    infoMock.mockReset()
    extendMock.mockReset().mockResolvedValue({ id: 77, auto_receive_time: extended })
    jest.spyOn(Date, 'now').mockReturnValue(new Date(2030, 0, 1).getTime())
    modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })

  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
    jest.restoreAllMocks()
  })

  const line = (root: HTMLElement) => root.querySelector('.od-status .receive-deadline__text')?.textContent
  const button = (root: HTMLElement) => root.querySelector<HTMLElement>('.od-status .receive-deadline__btn')

  it('shows when a shipped order is received by itself, and 延长收货 asks, extends once and shows the new time', async () => {
    infoMock
      .mockResolvedValueOnce(shipped())
      .mockResolvedValue(shipped({ auto_receive_time: extended, can_extend_receive: false }))
    const root = await openPage()
    expect(line(root)).toBe('预计 2030-01-05 14:30 自动确认收货')
    expect(button(root)?.textContent).toBe('延长收货')
    expect(button(root)?.getAttribute('role')).toBe('button')

    button(root)?.click()
    await new TestUtils().act(flush)
    await new TestUtils().act(flush)
    expect(modal).toHaveBeenCalledTimes(1)
    expect(modal.mock.calls[0][0]).toMatchObject({ content: '确定延长收货时间吗？每个订单只能延长一次。' })
    expect(extendMock).toHaveBeenCalledWith({ id: 77 })
    expect(infoMock).toHaveBeenCalledTimes(2)
    expect(line(root)).toBe('预计 2030-01-10 14:30 自动确认收货')
    expect(button(root)).toBeNull()
  })

  it('asks first: backing out of the dialog extends nothing', async () => {
    infoMock.mockResolvedValue(shipped())
    modal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    const root = await openPage()
    button(root)?.click()
    await new TestUtils().act(flush)
    expect(modal).toHaveBeenCalledTimes(1)
    expect(extendMock).not.toHaveBeenCalled()
    expect(button(root)).not.toBeNull()
  })

  it('hides the button once extended and after the time; shows nothing before shipping or in an after-sale', async () => {
    infoMock.mockResolvedValue(shipped({ can_extend_receive: false }))
    let root = await openPage()
    expect(line(root)).toBe('预计 2030-01-05 14:30 自动确认收货')
    expect(button(root)).toBeNull()
    mounted?.unmount()

    // The page stayed open past the time: the server's flag is from before it.
    jest.spyOn(Date, 'now').mockReturnValue(deadline * 1000 + 1000)
    infoMock.mockResolvedValue(shipped())
    root = await openPage()
    expect(line(root)).toBe('预计 2030-01-05 14:30 自动确认收货')
    expect(button(root)).toBeNull()
    mounted?.unmount()

    infoMock.mockResolvedValue(order())
    root = await openPage()
    expect(root.querySelector('.receive-deadline')).toBeNull()
    mounted?.unmount()
    // An after-sale open: the clock stands still, the server sends no time.
    infoMock.mockResolvedValue(shipped({ status: -3, status_text: '退款中', auto_receive_time: null }))
    root = await openPage()
    expect(root.querySelector('.receive-deadline')).toBeNull()
  })
})
