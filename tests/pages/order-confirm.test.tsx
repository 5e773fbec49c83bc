import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import OrderConfirmPage, { CONFIRM_TEXT } from '@/pages/order-confirm/index'
import { goodsFromParams } from '@/pages/order-confirm/goods'
import { confirmOrder, createOrder, payOrder } from '@/services/api/order'
import { getGiftCardList } from '@/services/api/giftcard'
import { getInvoiceReceiverList } from '@/services/api/invoice'
import { ApiError } from '@/services/request'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { useThemeStore } from '@/stores/theme'
import type { OrderConfirmResult, OrderCreateResult } from '@contract/schemas/order'
import type { UsableCoupon } from '@contract/schemas/coupon'
import type { GiftCard } from '@contract/schemas/giftcard'
import type { InvoiceReceiver } from '@contract/schemas/invoice'

jest.mock('@/services/api/order', () => ({ confirmOrder: jest.fn(), createOrder: jest.fn(), payOrder: jest.fn() }))
jest.mock('@/services/api/giftcard', () => ({ getGiftCardList: jest.fn() }))
jest.mock('@/services/api/invoice', () => ({ getInvoiceReceiverList: jest.fn() }))
// Taro's H5 image waits for visibility; jsdom has no IntersectionObserver.
class NoIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { IntersectionObserver: NoIntersectionObserver })

const confirmMock = confirmOrder as jest.MockedFunction<typeof confirmOrder>
const createMock = createOrder as jest.MockedFunction<typeof createOrder>
const payMock = payOrder as jest.MockedFunction<typeof payOrder>
const cardsMock = getGiftCardList as jest.MockedFunction<typeof getGiftCardList>
const receiversMock = getInvoiceReceiverList as jest.MockedFunction<typeof getInvoiceReceiverList>

const giftCard: GiftCard = {
  user_freeca_id: 41,
  card_no: '8800001234',
  name: '购物卡',
  face_value: 10000,
  balance: 5000,
  expire_time: 1900000000,
  status: 1,
  status_text: '可用',
  category_id: null,
  scope_text: '全场通用'
}

const receiver: InvoiceReceiver = {
  id: 61,
  kind: 2,
  title: '杭州某某科技有限公司',
  tax_no: '91330100MA2XXXXX1X',
  email: 'a@b.cn',
  phone: '',
  address: '',
  bank_name: '',
  bank_account: '',
  is_default: true
}

const coupon = (over: Partial<UsableCoupon> = {}): UsableCoupon => ({
  id: 31,
  coupon_id: 3,
  name: '新人无门槛券',
  kind: 1,
  threshold: 0,
  amount: 500,
  rate: 0,
  max_discount: 0,
  category_id: null,
  rule_text: '无门槛减5元',
  scope_text: '全场通用',
  status: 'unused',
  locked: false,
  valid_from: 1700000000,
  valid_to: 1900000000,
  usable: true,
  discount: 500,
  reason: '',
  ...over
})

const preview = (over: Partial<OrderConfirmResult> = {}): OrderConfirmResult => ({
  type: 0,
  activity_id: null,
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
    addr_id: 9,
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
  pay_amount: 7480,
  cashback_total: 200,
  coupon_id: 31,
  coupons: [coupon()],
  payways: [],
  confirm_token: 'tok-1',
  confirm_expired_time: 1900000000,
  freeca: null,
  points: { available: 0, used: 0, deduct: 0, worth: 0 },
  invoice: null,
  deduct_amount: 0,
  ...over
})

const created: OrderCreateResult = {
  id: 77,
  order_no: '25010100000000000077',
  status: 0,
  pay_amount: 7480,
  pay_expire_time: 1900000000
}

type Mounted = { container: HTMLElement; unmount: () => void }
let mounted: Mounted | undefined
const flush = () => new Promise((r) => setTimeout(r, 0))

async function openPage(query = '?from=buy&items=5:2') {
  window.history.replaceState(null, '', `/#/pages/order-confirm/index${query}`)
  const utils = new TestUtils()
  await utils.mount(OrderConfirmPage, { props: {} })
  mounted = (utils as unknown as { _inst: Mounted })._inst
  await utils.act(flush)
  const root = mounted.container
  const tap = (el: Element | null) => utils.act(async () => void utils.fireEvent.click(el as Element))
  return { utils, root, tap, submit: () => root.querySelector('.oc-bar__submit') as HTMLElement }
}

describe('order-confirm page', () => {
  let redirectTo: jest.SpyInstance
  let navigateTo: jest.SpyInstance
  let showToast: jest.SpyInstance

  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 't', uid: 1 })
    confirmMock.mockReset().mockResolvedValue(preview())
    createMock.mockReset()
    payMock.mockReset()
    cardsMock.mockReset().mockResolvedValue({ list: [giftCard], total_balance: 5000 })
    receiversMock.mockReset().mockResolvedValue({ list: [receiver] })
    useThemeStore.setState((s) => ({ config: { ...s.config, gift_card_visible: true } }))
    redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
    navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
    showToast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })

  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
    jest.restoreAllMocks()
  })

  it('prices the buy-now goods with the server default address and best coupon, and shows the totals', async () => {
    const { root } = await openPage()
    expect(confirmMock).toHaveBeenCalledWith({
      items: [{ sku_id: 5, qty: 2 }],
      addr_id: undefined,
      coupon_id: undefined
    })
    const text = root.textContent ?? ''
    expect(text).toContain('张三 13800138000')
    expect(text).toContain('赣南脐橙')
    expect(text).toContain('新人无门槛券')
    expect(root.querySelector('.oc-bar__total')?.textContent).toContain('74.80')
  })

  it('creates the order once however often 提交订单 is tapped, then goes to order-pay', async () => {
    let finish: (v: OrderCreateResult) => void = () => undefined
    createMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)))
    const { utils, tap, submit } = await openPage()
    await tap(submit())
    await tap(submit())
    await tap(submit())
    expect(createMock).toHaveBeenCalledTimes(1)
    expect(createMock).toHaveBeenCalledWith({
      items: [{ sku_id: 5, qty: 2 }],
      confirm_token: 'tok-1',
      addr_id: 9,
      coupon_id: 31
    })
    expect(submit().className).toContain('nut-button-disabled')
    await utils.act(async () => {
      finish(created)
      await flush()
    })
    expect(redirectTo).toHaveBeenCalledWith({ url: `/pages/order-pay/index?id=77&order_no=${created.order_no}` })
    expect(payMock).not.toHaveBeenCalled()
  })

  it('settles an order with nothing to pay and shows it', async () => {
    createMock.mockResolvedValue({ ...created, pay_amount: 0 })
    payMock.mockResolvedValue({} as never)
    const { utils, tap, submit } = await openPage()
    await tap(submit())
    await utils.act(flush)
    expect(payMock).toHaveBeenCalledWith({ order_no: created.order_no, payway: 8 })
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/order-detail/index?id=77' })
  })

  it('without an address: asks for one instead of submitting, and opens address-action', async () => {
    confirmMock.mockResolvedValue(preview({ address: null }))
    const { root, tap, submit } = await openPage('?from=cart&cart_ids=3,4')
    expect(confirmMock.mock.calls[0][0]).toMatchObject({ cart_ids: '3,4' })
    await tap(submit())
    expect(createMock).not.toHaveBeenCalled()
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: CONFIRM_TEXT.noAddress }))
    await tap(root.querySelector('.oc-address--empty'))
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/address-action/index?from=order-confirm' })
  })

  it('drops the coupon on request and prices again with coupon 0', async () => {
    const { utils, root, tap } = await openPage()
    await tap(root.querySelector('.oc-line--tap'))
    const none = Array.from(document.querySelectorAll('.oc-coupon')).find((el) =>
      el.textContent?.includes('不使用优惠券')
    )
    confirmMock.mockResolvedValue(preview({ coupon_id: null, discount: 0, pay_amount: 7980 }))
    await tap(none as Element)
    await utils.act(flush)
    expect(confirmMock).toHaveBeenLastCalledWith({ items: [{ sku_id: 5, qty: 2 }], addr_id: undefined, coupon_id: 0 })
    expect(root.querySelector('.oc-bar__total')?.textContent).toContain('79.80')
    expect(root.textContent).toContain('1 张可用，未使用')
  })

  it('takes a shopping card: prices again with user_freeca_id and shows what it takes', async () => {
    const { utils, root, tap } = await openPage()
    const row = () =>
      Array.from(root.querySelectorAll('.oc-line--tap')).find((el) => el.textContent?.includes('购物卡'))
    expect(row()?.textContent).toContain('1 张可用，不使用')
    await tap(row() as Element)
    const option = document.querySelector('.oc-card-option')
    expect(option?.textContent).toContain('尾号1234')
    confirmMock.mockResolvedValue(
      preview({
        freeca: { user_freeca_id: 41, name: '购物卡', balance: 5000, deduct: 5000 },
        deduct_amount: 5000,
        pay_amount: 2480
      })
    )
    await tap(option)
    await utils.act(flush)
    expect(confirmMock).toHaveBeenLastCalledWith({
      items: [{ sku_id: 5, qty: 2 }],
      addr_id: undefined,
      coupon_id: undefined,
      user_freeca_id: 41
    })
    expect(row()?.textContent).toContain('-¥50.00')
    expect(root.querySelector('.oc-totals')?.textContent).toContain('购物卡-¥50.00')
    expect(root.querySelector('.oc-bar__total')?.textContent).toContain('24.80')
  })

  it('a card the server refuses is dropped and the order priced without it', async () => {
    const { utils, root, tap } = await openPage()
    const row = () =>
      Array.from(root.querySelectorAll('.oc-line--tap')).find((el) => el.textContent?.includes('购物卡'))
    await tap(row() as Element)
    confirmMock
      .mockRejectedValueOnce(new ApiError(2360, '参数 user_freeca_id 该购物卡不能购买订单中的部分商品', null))
      .mockResolvedValueOnce(preview())
    await tap(document.querySelector('.oc-card-option'))
    await utils.act(flush)
    const calls = confirmMock.mock.calls.map(([body]) => body.user_freeca_id)
    expect(calls).toEqual([undefined, 41, undefined])
    expect(row()?.textContent).toContain('1 张可用，不使用')
  })

  it('hides the card row when the theme turns gift cards off', async () => {
    useThemeStore.setState((s) => ({ config: { ...s.config, gift_card_visible: false } }))
    const { root } = await openPage()
    expect(root.textContent).not.toContain('购物卡')
    expect(cardsMock).not.toHaveBeenCalled()
  })

  it('spends points with the switch: prices again with use_points and shows the points taken off', async () => {
    // What the points are worth is the server's (its exchange rate), never worked out on the page.
    confirmMock.mockResolvedValue(preview({ points: { available: 300, used: 0, deduct: 0, worth: 150 } }))
    const { utils, root, tap } = await openPage()
    expect(root.textContent).toContain('共 300 积分，可抵 ¥1.50')
    const box = root.querySelector('[role="checkbox"][aria-label="使用积分抵扣"]')
    expect(box?.getAttribute('aria-checked')).toBe('false')
    confirmMock.mockResolvedValue(
      preview({ points: { available: 300, used: 300, deduct: 300, worth: 300 }, deduct_amount: 300, pay_amount: 7180 })
    )
    await tap(box)
    await utils.act(flush)
    expect(confirmMock).toHaveBeenLastCalledWith(expect.objectContaining({ use_points: true }))
    expect(box?.getAttribute('aria-checked')).toBe('true')
    expect(root.querySelector('.oc-totals')?.textContent).toContain('积分（300）-¥3.00')
    expect(root.querySelector('.oc-bar__total')?.textContent).toContain('71.80')
  })

  it('offers no points switch without points', async () => {
    const { root, tap } = await openPage()
    const box = root.querySelector('[role="checkbox"][aria-label="使用积分抵扣"]')
    expect(box?.getAttribute('aria-disabled')).toBe('true')
    expect(root.textContent).toContain('暂无可用积分')
    await tap(box)
    expect(confirmMock).toHaveBeenCalledTimes(1)
  })

  it('asks for an invoice with a title: priced with it, shown, and passed to /order/create', async () => {
    createMock.mockResolvedValue(created)
    const { utils, root, tap, submit } = await openPage()
    const row = () => Array.from(root.querySelectorAll('.oc-line--tap')).find((el) => el.textContent?.includes('发票'))
    expect(row()?.textContent).toContain('不开发票')
    await tap(row() as Element)
    confirmMock.mockResolvedValue(preview({ invoice: { receiver_id: 61, title: receiver.title } }))
    await tap(document.querySelector('.invoice-title-card [role="radio"]'))
    await utils.act(flush)
    expect(confirmMock).toHaveBeenLastCalledWith(expect.objectContaining({ invoice_receiver_id: 61 }))
    expect(row()?.textContent).toContain(`${receiver.title}（确认收货后开具）`)
    await tap(submit())
    await utils.act(flush)
    expect(createMock).toHaveBeenCalledWith(
      expect.objectContaining({ confirm_token: 'tok-1', invoice_receiver_id: 61 })
    )
  })

  it('adds a title from the invoice chooser', async () => {
    const { root, tap } = await openPage()
    const row = Array.from(root.querySelectorAll('.oc-line--tap')).find((el) => el.textContent?.includes('发票'))
    await tap(row as Element)
    await tap(document.querySelector('.oc-invoice__add'))
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/me-invoice-receiver-add/index?from=order-confirm' })
  })

  it('an order the card and points paid in full opens order-detail with 支付成功, not order-pay', async () => {
    confirmMock.mockResolvedValue(
      preview({
        freeca: { user_freeca_id: 41, name: '购物卡', balance: 5000, deduct: 5000 },
        points: { available: 3000, used: 2480, deduct: 2480, worth: 2480 },
        deduct_amount: 7480,
        pay_amount: 0
      })
    )
    createMock.mockResolvedValue({ ...created, status: 1, pay_amount: 0 })
    const { utils, tap, submit } = await openPage()
    await tap(submit())
    await utils.act(flush)
    expect(createMock).toHaveBeenCalledWith(expect.objectContaining({ user_freeca_id: 41, use_points: true }))
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/order-detail/index?id=77' })
    expect(redirectTo).toHaveBeenCalledTimes(1)
    expect(payMock).not.toHaveBeenCalled()
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '支付成功' }))
  })

  it('names the lines the address cannot receive and does not submit until the address changes', async () => {
    confirmMock.mockResolvedValue({
      ...preview(),
      undeliverable: [{ sku_id: 5, title: '赣南脐橙', reason: '在北京市无货' }],
      ship_error: '赣南脐橙在北京市无货，请更换收货地址'
    } as OrderConfirmResult)
    const { root, tap, submit } = await openPage()
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('赣南脐橙在北京市无货，请更换收货地址')
    expect(root.querySelector('.order-goods__problem')?.textContent).toBe('在北京市无货')
    expect(submit().className).toContain('nut-button-disabled')
    await tap(submit())
    expect(createMock).not.toHaveBeenCalled()
  })

  it('shows nothing to settle for a link without goods', async () => {
    const { root } = await openPage('?from=buy')
    expect(confirmMock).not.toHaveBeenCalled()
    expect(root.textContent).toContain('没有要结算的商品')
  })
})

describe('goods from the page parameters', () => {
  it('reads cart ids, buy-now items and activity ids, refusing malformed ones', () => {
    expect(goodsFromParams({ cart_ids: '1,2' })).toEqual({ cart_ids: '1,2' })
    expect(goodsFromParams({ items: '5:2,6' })).toEqual({
      items: [
        { sku_id: 5, qty: 2 },
        { sku_id: 6, qty: 1 }
      ]
    })
    expect(goodsFromParams({ items: '5:1', activity_id: '12', group_id: '4' })).toEqual({
      items: [{ sku_id: 5, qty: 1 }],
      activity_id: 12,
      group_id: 4
    })
    expect(goodsFromParams({ items: '5:0' })).toBeNull()
    expect(goodsFromParams({ items: 'x:1' })).toBeNull()
    expect(goodsFromParams({ cart_ids: '1,a' })).toBeNull()
    expect(goodsFromParams({})).toBeNull()
  })
})
