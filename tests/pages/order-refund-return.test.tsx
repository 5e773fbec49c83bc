import Taro from '@tarojs/taro'
import OrderRefundDetailPage from '@/pages/order-refund-detail/index'
import { RETURN_TEXT } from '@/pages/order-refund-detail/return-step'
import { getAfterSaleInfo, getReturnCouriers, submitReturnWaybill } from '@/services/api/order'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import type { AfterSale } from '@contract/schemas/order'
import { $, mount, textOf } from '../jest/render'

jest.mock('@/services/api/order', () => ({
  getAfterSaleInfo: jest.fn(),
  getOrderInfo: jest.fn(),
  cancelAfterSale: jest.fn(),
  getReturnCouriers: jest.fn(),
  submitReturnWaybill: jest.fn()
}))
class NoIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { IntersectionObserver: NoIntersectionObserver })

const infoMock = getAfterSaleInfo as jest.MockedFunction<typeof getAfterSaleInfo>
const sendMock = submitReturnWaybill as jest.MockedFunction<typeof submitReturnWaybill>

const waiting: AfterSale = {
  id: 9,
  order_id: 7,
  order_no: '25010100000000000007',
  type: 2,
  type_text: '退货退款',
  reason: '商品质量问题',
  desc: '',
  images: [],
  amount: 1500,
  status: 5,
  status_text: '待寄回',
  remark: '商家同意退货，请寄回商品',
  create_time: 1_767_000_000,
  approve_time: 1_767_000_600,
  finish_time: null,
  lines: [],
  item_id: 31,
  return_address: { name: '米粒售后', phone: '0571-88886666', address: '浙江省杭州市余杭区退货仓 1 号' },
  return_express: null,
  return_deadline: 1_767_605_400,
  receive_time: null
}

type Utils = Awaited<ReturnType<typeof mount>>
const flush = async (utils: Utils) => {
  for (let i = 0; i < 5; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
}
const tap = (utils: Utils, el: Element) => utils.act(async () => void utils.fireEvent.click(el))

describe('order-refund-detail: the 退货退款 return step', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 'tok', uid: 7 })
    ;(getReturnCouriers as jest.Mock).mockResolvedValue({
      list: [
        { com: 'SF', name: '顺丰速运' },
        { com: 'YTO', name: '圆通速递' }
      ]
    })
    sendMock.mockReset()
  })

  async function open(a: AfterSale) {
    infoMock.mockResolvedValue(a)
    window.history.replaceState(null, '', `/#/pages/order-refund-detail/index?id=${a.id}`)
    const utils = await mount(OrderRefundDetailPage)
    await flush(utils)
    return utils
  }

  it('shows the return address and deadline, asks a courier before sending, then sends courier and waybill', async () => {
    const utils = await open(waiting)
    expect(textOf()).toContain('浙江省杭州市余杭区退货仓 1 号')
    expect(textOf()).toContain('逾期本次售后将自动关闭')
    await tap(utils, $('.rd-return__submit'))
    await flush(utils)
    expect(textOf()).toContain(RETURN_TEXT.courierRequired)
    expect(sendMock).not.toHaveBeenCalled()

    const sheet = jest.spyOn(Taro, 'showActionSheet').mockResolvedValueOnce({ tapIndex: 1, errMsg: 'ok' })
    await tap(utils, $('.picker-field__row'))
    await flush(utils)
    sheet.mockRestore()
    const input = $('input[name="express_no"]') as HTMLInputElement
    input.value = 'YT1234567890'
    await utils.act(() => utils.fireEvent.input(input))
    sendMock.mockResolvedValue({
      ...waiting,
      status: 6,
      status_text: '待收货',
      return_express: { com: 'YTO', com_name: '圆通速递', express_no: 'YT1234567890', ship_time: 1_767_001_000 }
    })
    await tap(utils, $('.rd-return__submit'))
    await flush(utils)
    expect(sendMock).toHaveBeenCalledWith({ id: 9, com: 'YTO', express_no: 'YT1234567890' })
    expect(textOf()).toContain('待收货')
    expect(textOf()).toContain('圆通速递')
    expect(document.querySelector('.rd-return__submit')).toBeNull()
  })

  it('shows no form once the goods were received, and the refund as in progress', async () => {
    await open({
      ...waiting,
      status: 1,
      status_text: '退款中',
      return_express: { com: 'SF', com_name: '顺丰速运', express_no: 'SF1234567890', ship_time: 1_767_001_000 },
      receive_time: 1_767_100_000
    })
    expect(document.querySelector('.rd-return__submit')).toBeNull()
    expect(textOf()).toContain(RETURN_TEXT.received)
    expect(textOf()).toContain('商家已收货')
    expect(textOf()).toContain('退款中')
  })
})
