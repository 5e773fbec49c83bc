import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import OrderActionBar, { ORDER_ACTION_LABEL, orderActions, type ActionOrder } from '@/features/order/order-actions'
import { addCart } from '@/services/api/cart'
import {
  cancelOrder,
  changeOrderAddress,
  confirmOrderReceipt,
  deleteOrder,
  remindOrderShipping
} from '@/services/api/order'
import { ADDRESS_CHOSEN_EVENT } from '@/constants/order'
import type { Address } from '@contract/schemas/address'
import { CANCEL_REASONS } from '@/constants/order'
import type { OrderStatus } from '@contract/schemas/order'

// The page's show (back from choose-address) is called by the test: the bar's useDidShow callbacks land here.
const shows: Array<() => void> = []
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  return { __esModule: true, ...actual, default: actual.default, useDidShow: (cb: () => void) => void shows.push(cb) }
})
jest.mock('@/services/api/order', () => ({
  cancelOrder: jest.fn(),
  confirmOrderReceipt: jest.fn(),
  deleteOrder: jest.fn(),
  remindOrderShipping: jest.fn(),
  changeOrderAddress: jest.fn()
}))
const deleteMock = deleteOrder as jest.MockedFunction<typeof deleteOrder>
jest.mock('@/services/api/cart', () => ({ addCart: jest.fn() }))
const cancelMock = cancelOrder as jest.MockedFunction<typeof cancelOrder>
const receiptMock = confirmOrderReceipt as jest.MockedFunction<typeof confirmOrderReceipt>
const cartMock = addCart as jest.MockedFunction<typeof addCart>

const order = (status: OrderStatus, over: Partial<ActionOrder> = {}): ActionOrder => ({
  id: 5,
  order_no: '25010100000000000005',
  type: 0,
  status,
  lines: [
    { sku_id: 11, spu_id: 1, title: 'A', image: '', spec: '', price: 100, qty: 2, amount: 200, cashback: 0 },
    { sku_id: 12, spu_id: 2, title: 'B', image: '', spec: '', price: 100, qty: 1, amount: 100, cashback: 0 }
  ],
  can_pay: status === 0,
  can_cancel: status === 0,
  can_confirm: status === 2,
  can_refund: [1, 2, 3].includes(status),
  can_invoice: [1, 2, 3, 4].includes(status),
  ...over
})

describe('status -> actions', () => {
  it('offers what each status allows, main action last', () => {
    expect(orderActions(order(0))).toEqual(['cancel', 'pay'])
    expect(orderActions(order(0, { can_pay: false }))).toEqual(['cancel'])
    expect(orderActions(order(101, { type: 2 }))).toEqual(['group'])
    expect(orderActions(order(1))).toEqual(['invoice', 'refund'])
    // Paid, not shipped: 提醒发货 the main way on, 修改地址 while the server allows it.
    expect(orderActions(order(1, { can_remind: true, can_change_address: true }))).toEqual([
      'invoice',
      'address',
      'refund',
      'remind'
    ])
    expect(orderActions(order(2))).toEqual(['express', 'refund', 'confirm'])
    expect(orderActions(order(3))).toEqual(['delete', 'express', 'refund', 'invoice', 'buyAgain'])
    expect(orderActions(order(3, { can_invoice: false, can_refund: false }))).toEqual(['delete', 'express', 'buyAgain'])
    expect(orderActions(order(4))).toEqual(['delete', 'express', 'invoice', 'buyAgain'])
    expect(orderActions(order(-1))).toEqual(['delete', 'buyAgain'])
    expect(orderActions(order(-2))).toEqual(['delete', 'buyAgain'])
    expect(orderActions(order(-2, { type: 2 }))).toEqual(['delete', 'group', 'buyAgain'])
    expect(orderActions(order(-3))).toEqual(['refundDetail'])
    expect(orderActions(order(-4))).toEqual(['delete', 'refundDetail', 'buyAgain'])
    // 删除订单 only once the order is over (docs/decisions/0024-reviews.md).
    for (const s of [0, 1, 2, -3, 101] as OrderStatus[]) expect(orderActions(order(s))).not.toContain('delete')
  })

  it('uses the shoppers labels', () => {
    expect(ORDER_ACTION_LABEL).toMatchObject({
      pay: '立即支付',
      cancel: '取消订单',
      confirm: '确认收货',
      refund: '申请退款',
      express: '查看物流',
      buyAgain: '再次购买'
    })
  })
})

type Mounted = { container: HTMLElement; unmount: () => void }
let mounted: Mounted | undefined
const flush = () => new Promise((r) => setTimeout(r, 0))

async function mountBar(o: ActionOrder, onChanged = jest.fn(), onDeleted?: jest.Mock) {
  const utils = new TestUtils()
  await utils.mount(OrderActionBar, { props: { order: o, onChanged, onDeleted } })
  mounted = (utils as unknown as { _inst: Mounted })._inst
  const root = mounted.container
  const button = (label: string) =>
    Array.from(root.querySelectorAll('.order-actions__btn')).find((b) => b.textContent === label) as HTMLElement
  const tap = async (label: string) => {
    await utils.act(async () => void utils.fireEvent.click(button(label)))
    await utils.act(flush)
  }
  const more = async () => {
    await utils.act(async () => void utils.fireEvent.click(root.querySelector('.order-actions__more') as HTMLElement))
    await utils.act(flush)
  }
  const labels = () => Array.from(root.querySelectorAll('.order-actions__btn')).map((b) => b.textContent)
  return { root, button, tap, more, labels, onChanged }
}

describe('order action bar', () => {
  let sheet: jest.SpyInstance
  let modal: jest.SpyInstance
  let navigateTo: jest.SpyInstance

  beforeEach(() => {
    cancelMock.mockReset().mockResolvedValue({} as never)
    receiptMock.mockReset().mockResolvedValue({} as never)
    cartMock.mockReset()
    deleteMock.mockReset().mockResolvedValue({ id: 5 })
    sheet = jest.spyOn(Taro, 'showActionSheet').mockResolvedValue({ tapIndex: 1, errMsg: 'showActionSheet:ok' })
    modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
    navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })

  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
    jest.restoreAllMocks()
  })

  it('cancel: asks for a reason, then confirms, then cancels with the reason and reloads', async () => {
    const { tap, onChanged } = await mountBar(order(0))
    await tap('取消订单')
    expect(sheet.mock.calls[0][0].itemList).toEqual([...CANCEL_REASONS])
    expect(modal).toHaveBeenCalledTimes(1)
    expect(cancelMock).toHaveBeenCalledWith({ id: 5, reason: CANCEL_REASONS[1] })
    expect(onChanged).toHaveBeenCalledTimes(1)
  })

  it('cancel: nothing happens when the shopper backs out of the reason or the confirm', async () => {
    const { tap, onChanged } = await mountBar(order(0))
    sheet.mockRejectedValueOnce({ errMsg: 'showActionSheet:fail cancel' })
    await tap('取消订单')
    modal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    await tap('取消订单')
    expect(cancelMock).not.toHaveBeenCalled()
    expect(onChanged).not.toHaveBeenCalled()
  })

  it('confirm receipt asks first; pay and express open their pages', async () => {
    const { tap, onChanged } = await mountBar(order(2))
    await tap('确认收货')
    expect(modal).toHaveBeenCalledTimes(1)
    expect(receiptMock).toHaveBeenCalledWith({ id: 5 })
    expect(onChanged).toHaveBeenCalledTimes(1)
    await tap('查看物流')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/order-express/index?id=5' })
    mounted?.unmount()
    const pay = await mountBar(order(0))
    await pay.tap('立即支付')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/order-pay/index?id=5&order_no=25010100000000000005' })
  })

  it('buy again puts every line that can still be bought into the cart and opens it', async () => {
    cartMock.mockRejectedValueOnce(new Error('商品已下架')).mockResolvedValueOnce({ num: 1 } as never)
    const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
    const { tap } = await mountBar(order(4))
    await tap('再次购买')
    expect(cartMock.mock.calls.map((c) => c[0])).toEqual([
      { sku_id: 11, qty: 2 },
      { sku_id: 12, qty: 1 }
    ])
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/shopping-cart/index' })
  })

  it('at most three buttons: the least wanted go under 更多, an action sheet that runs the one picked', async () => {
    const received = await mountBar(order(3))
    expect(received.labels()).toEqual(['申请退款', '申请发票', '再次购买'])
    sheet.mockResolvedValueOnce({ tapIndex: 1, errMsg: 'showActionSheet:ok' })
    await received.more()
    expect(sheet.mock.calls[0][0].itemList).toEqual(['删除订单', '查看物流'])
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/order-express/index?id=5' })
    mounted?.unmount()
    const three = await mountBar(order(2))
    expect(three.labels()).toEqual(['查看物流', '申请退款', '确认收货'])
    expect(three.root.querySelector('.order-actions__more')).toBeNull()
  })

  it('删除订单 asks first (red confirm), deletes, then the page leaves (onDeleted) or reloads', async () => {
    const onDeleted = jest.fn()
    const { more, onChanged } = await mountBar(order(4), jest.fn(), onDeleted)
    // Completed: 删除订单 is the fourth action, under 更多 (the sheet's first item).
    sheet.mockResolvedValue({ tapIndex: 0, errMsg: 'showActionSheet:ok' })
    modal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    await more()
    expect(deleteMock).not.toHaveBeenCalled()
    await more()
    expect(modal.mock.calls[1][0]).toMatchObject({ confirmText: '删除', confirmColor: '#E64340' })
    expect(modal.mock.calls[1][0].content).toMatch(/商家仍保留订单记录/)
    expect(deleteMock).toHaveBeenCalledWith({ id: 5 })
    expect(onDeleted).toHaveBeenCalledTimes(1)
    expect(onChanged).not.toHaveBeenCalled()
    mounted?.unmount()
    const list = await mountBar(order(-1))
    await list.tap('删除订单')
    expect(list.onChanged).toHaveBeenCalledTimes(1)
  })

  it('提醒发货 tells the server and says so; 修改地址 picks an address, confirms, then changes it once', async () => {
    ;(remindOrderShipping as jest.Mock)
      .mockReset()
      .mockResolvedValue({ id: 5, remind_time: 1, message: '已提醒商家尽快发货' })
    const change = (changeOrderAddress as jest.Mock).mockReset().mockResolvedValue({ id: 5 })
    const toast = Taro.showToast as unknown as jest.SpyInstance
    shows.length = 0
    const showAgain = async () => {
      shows.at(-1)?.()
      await new Promise((r) => setTimeout(r, 0))
      await new Promise((r) => setTimeout(r, 0))
    }
    const { tap, labels, onChanged } = await mountBar(order(1, { can_remind: true, can_change_address: true }))
    expect(labels()).toEqual(['修改地址', '申请退款', '提醒发货'])
    await tap('提醒发货')
    expect(remindOrderShipping).toHaveBeenCalledWith({ id: 5 })
    expect(toast.mock.calls.at(-1)?.[0]).toMatchObject({ title: '已提醒商家尽快发货' })

    await tap('修改地址')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/choose-address/index?from=order-detail' })
    const picked = {
      id: 77,
      name: '王阿姨',
      phone: '13800138000',
      province: '浙江省',
      city: '杭州市',
      area: '西湖区',
      detail: '文三路90号'
    }
    Taro.eventCenter.trigger(ADDRESS_CHOSEN_EVENT, picked as unknown as Address)
    // Nothing is asked over choose-address: the confirm waits for this page to be shown again.
    expect(change).not.toHaveBeenCalled()
    const asked = modal.mock.calls.length
    await showAgain()
    expect(modal.mock.calls.length).toBe(asked + 1)
    expect(modal.mock.calls.at(-1)?.[0].content).toContain('王阿姨 13800138000 浙江省杭州市西湖区文三路90号')
    expect(change).toHaveBeenCalledWith({ id: 5, addr_id: 77 })
    expect(onChanged).toHaveBeenCalledTimes(1)
    // A choice made for another page (no 修改地址 asked) changes nothing.
    Taro.eventCenter.trigger(ADDRESS_CHOSEN_EVENT, picked as unknown as Address)
    await showAgain()
    expect(change).toHaveBeenCalledTimes(1)
  })
})
