import Taro from '@tarojs/taro'
import { canPayHere, launchPayment, payRoute, providerWays, waitForPaid } from '../../src/platform/payment'
import { confirmPaid, startPayment } from '../../src/flows/payment'
import { getOrderStatus, payOrder } from '../../src/services/api/order'
import type { OrderStatusResult } from '@contract/schemas/order'
import type { PayResult } from '@contract/schemas/payment'

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { requestPayment: jest.fn(), tradePay: jest.fn(), getSystemInfoSync: jest.fn(() => ({})) }
}))
jest.mock('../../src/services/api/order', () => ({ payOrder: jest.fn(), getOrderStatus: jest.fn() }))
jest.mock('../../src/platform/wechat-sdk', () => ({ configWechatSdk: jest.fn() }))
jest.mock('../../src/services/api/app', () => ({ getWechatJssdkConfig: jest.fn() }))

const taro = Taro as unknown as { requestPayment: jest.Mock; tradePay: jest.Mock }
const payMock = payOrder as jest.MockedFunction<typeof payOrder>
const statusMock = getOrderStatus as jest.MockedFunction<typeof getOrderStatus>
const sdkMock = jest.fn<Promise<boolean>, []>()
const g = globalThis as { wx?: unknown; my?: unknown }

const WX_PARAMS = {
  appId: 'wxsandbox',
  timeStamp: '1700000000',
  nonceStr: 'n0nce',
  package: 'prepay_id=WX1',
  signType: 'HMAC-SHA256',
  paySign: 'abc'
}
const trade = (over: Partial<PayResult> = {}): PayResult => ({
  order_no: '20250101000000000001',
  payway: 1,
  paid: false,
  status: 0,
  out_trade_no: 'P1',
  pay_params: WX_PARAMS,
  pay_url: 'http://127.0.0.1/api/payment/sandbox/cashier?out_trade_no=P1',
  ...over
})
const status = (over: Partial<OrderStatusResult> = {}): OrderStatusResult => ({
  id: 7,
  order_no: '20250101000000000001',
  status: 0,
  status_text: '待付款',
  paid: false,
  pay_amount: 1000,
  payway: null,
  ...over
})
const noSleep = { sleep: () => Promise.resolve() }

beforeEach(() => {
  jest.clearAllMocks()
  process.env.TARO_ENV = 'h5'
  delete g.wx
  delete g.my
})

describe('which way a host pays', () => {
  it('maps hosts to routes and offers only the wallets that work there', () => {
    expect(payRoute('weapp')).toBe('weapp')
    expect(payRoute('alipay')).toBe('alipay')
    expect(payRoute('wechat')).toBe('jsapi')
    expect(payRoute('h5')).toBe('cashier')
    expect(payRoute('app')).toBe('cashier')
    expect(payRoute('wechat-webview')).toBe('cashier')
    expect(providerWays('weapp')).toEqual([1])
    expect(providerWays('alipay')).toEqual([2])
    expect(providerWays('jsapi')).toEqual([1])
    expect(providerWays('cashier')).toEqual([1, 2])
    expect(canPayHere(2, 'weapp')).toBe(false)
    expect(canPayHere(4, 'weapp')).toBe(true)
    expect(canPayHere(8, 'alipay')).toBe(true)
  })
})

describe('WeChat mini program', () => {
  it('calls requestPayment with the server pay_params; success means "ask the server"', async () => {
    taro.requestPayment.mockResolvedValue({ errMsg: 'requestPayment:ok' })
    await expect(launchPayment(trade(), { route: 'weapp' })).resolves.toEqual({ kind: 'confirm' })
    expect(taro.requestPayment).toHaveBeenCalledWith({
      timeStamp: WX_PARAMS.timeStamp,
      nonceStr: WX_PARAMS.nonceStr,
      package: WX_PARAMS.package,
      signType: WX_PARAMS.signType,
      paySign: WX_PARAMS.paySign
    })
  })

  it('tells a cancel from a failure', async () => {
    taro.requestPayment.mockRejectedValueOnce({ errMsg: 'requestPayment:fail cancel' })
    await expect(launchPayment(trade(), { route: 'weapp' })).resolves.toEqual({ kind: 'cancelled' })
    taro.requestPayment.mockRejectedValueOnce({ errMsg: 'requestPayment:fail system error' })
    await expect(launchPayment(trade(), { route: 'weapp' })).resolves.toMatchObject({ kind: 'failed' })
  })
})

describe('Alipay mini program', () => {
  const aliTrade = trade({ payway: 2, pay_params: { tradeNO: 'ALI123', paySign: 'x' } })

  it('calls tradePay with the trade number and reads the result codes', async () => {
    taro.tradePay.mockResolvedValueOnce({ resultCode: '9000' })
    await expect(launchPayment(aliTrade, { route: 'alipay' })).resolves.toEqual({ kind: 'confirm' })
    expect(taro.tradePay.mock.calls[0][0]).toMatchObject({ tradeNO: 'ALI123' })
    taro.tradePay.mockResolvedValueOnce({ resultCode: '8000' })
    await expect(launchPayment(aliTrade, { route: 'alipay' })).resolves.toEqual({ kind: 'confirm' })
    taro.tradePay.mockResolvedValueOnce({ resultCode: '6001' })
    await expect(launchPayment(aliTrade, { route: 'alipay' })).resolves.toEqual({ kind: 'cancelled' })
    taro.tradePay.mockResolvedValueOnce({ resultCode: '4000' })
    await expect(launchPayment(aliTrade, { route: 'alipay' })).resolves.toMatchObject({ kind: 'failed' })
  })

  it('falls back to my.tradePay with callbacks when Taro has none', async () => {
    const tradePay = taro.tradePay
    delete (Taro as unknown as { tradePay?: unknown }).tradePay
    const myTradePay = jest.fn((o: { success: (r: { resultCode: string }) => void }) =>
      o.success({ resultCode: '9000' })
    )
    g.my = { tradePay: myTradePay }
    try {
      await expect(launchPayment(aliTrade, { route: 'alipay' })).resolves.toEqual({ kind: 'confirm' })
      expect(myTradePay).toHaveBeenCalledTimes(1)
    } finally {
      ;(Taro as unknown as { tradePay: unknown }).tradePay = tradePay
    }
  })
})

describe('WeChat browser (JS-SDK)', () => {
  it('configures the SDK and calls chooseWXPay with the timestamp in its own spelling', async () => {
    sdkMock.mockResolvedValue(true)
    const chooseWXPay = jest.fn((o: { success: () => void }) => o.success())
    g.wx = { chooseWXPay }
    await expect(launchPayment(trade(), { route: 'jsapi', wechatReady: sdkMock })).resolves.toEqual({ kind: 'confirm' })
    expect(sdkMock).toHaveBeenCalledTimes(1)
    expect(chooseWXPay.mock.calls[0][0]).toMatchObject({
      timestamp: 1700000000,
      nonceStr: 'n0nce',
      package: 'prepay_id=WX1',
      signType: 'HMAC-SHA256',
      paySign: 'abc'
    })
  })

  it('reports a cancel, and falls back to the cashier when the SDK is not ready', async () => {
    sdkMock.mockResolvedValue(true)
    g.wx = { chooseWXPay: (o: { cancel: () => void }) => o.cancel() }
    await expect(launchPayment(trade(), { route: 'jsapi', wechatReady: sdkMock })).resolves.toEqual({
      kind: 'cancelled'
    })
    sdkMock.mockResolvedValue(false)
    const openUrl = jest.fn()
    await expect(launchPayment(trade(), { route: 'jsapi', wechatReady: sdkMock, openUrl })).resolves.toEqual({
      kind: 'redirected'
    })
    expect(openUrl).toHaveBeenCalledWith(trade().pay_url)
  })
})

describe('H5 and the native web view (cashier)', () => {
  it('opens pay_url and leaves the app', async () => {
    const openUrl = jest.fn()
    await expect(launchPayment(trade(), { route: 'cashier', openUrl })).resolves.toEqual({ kind: 'redirected' })
    expect(openUrl).toHaveBeenCalledWith(trade().pay_url)
    expect(taro.requestPayment).not.toHaveBeenCalled()
  })

  it('fails without a cashier address instead of pretending', async () => {
    const openUrl = jest.fn()
    const res = await launchPayment(trade({ pay_url: null }), { route: 'cashier', openUrl })
    expect(res.kind).toBe('failed')
    expect(openUrl).not.toHaveBeenCalled()
  })
})

describe('waiting for the server', () => {
  it('polls /order/status until the server says paid, with growing delays', async () => {
    statusMock
      .mockResolvedValueOnce(status())
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(status({ paid: true, status: 1 }))
    const sleep = jest.fn(() => Promise.resolve())
    const res = await confirmPaid(7, { delays: [100, 200, 300], sleep })
    expect(res).toEqual({ paid: true, status: expect.objectContaining({ status: 1 }) })
    expect(statusMock).toHaveBeenCalledTimes(3)
    expect(statusMock).toHaveBeenCalledWith({ id: 7 }, { noTip: true })
    expect(sleep.mock.calls.map((c: unknown[]) => c[0])).toEqual([100, 200])
  })

  it('gives up after the bound and reports unpaid; stops at once when the order closed', async () => {
    const fetchStatus = jest.fn().mockResolvedValue(status())
    await expect(waitForPaid(7, fetchStatus, { delays: [1, 1], ...noSleep })).resolves.toMatchObject({ paid: false })
    expect(fetchStatus).toHaveBeenCalledTimes(3)
    fetchStatus.mockClear().mockResolvedValue(status({ status: -2, status_text: '已关闭' }))
    await expect(waitForPaid(7, fetchStatus, { delays: [1, 1, 1], ...noSleep })).resolves.toMatchObject({
      paid: false,
      status: { status: -2 }
    })
    expect(fetchStatus).toHaveBeenCalledTimes(1)
    // A page that was left stops asking.
    fetchStatus.mockClear().mockResolvedValue(status())
    await waitForPaid(7, fetchStatus, { delays: [1, 1, 1], ...noSleep, cancelled: () => true })
    expect(fetchStatus).toHaveBeenCalledTimes(1)
  })
})

describe('one payment attempt', () => {
  const input = { id: 7, order_no: '20250101000000000001', payway: 1 as const }

  it('balance ways: paid by the server answer, no wallet opened', async () => {
    payMock.mockResolvedValue(trade({ payway: 4, paid: true, status: 1, pay_params: null, pay_url: null }))
    const res = await startPayment({ ...input, payway: 4, user_freeca_id: 3 }, { route: 'weapp' })
    expect(res).toEqual({ kind: 'paid', status: 1 })
    expect(payMock).toHaveBeenCalledWith({ order_no: input.order_no, payway: 4, scene: 'weapp', user_freeca_id: 3 })
    expect(taro.requestPayment).not.toHaveBeenCalled()
  })

  it('a wallet success is not trusted: paid only when the server confirms', async () => {
    payMock.mockResolvedValue(trade())
    taro.requestPayment.mockResolvedValue({ errMsg: 'requestPayment:ok' })
    statusMock.mockResolvedValue(status())
    await expect(startPayment(input, { route: 'weapp', delays: [1, 1], ...noSleep })).resolves.toEqual({
      kind: 'pending'
    })
    statusMock
      .mockReset()
      .mockResolvedValueOnce(status())
      .mockResolvedValueOnce(status({ paid: true, status: 101 }))
    await expect(startPayment(input, { route: 'weapp', delays: [1, 1], ...noSleep })).resolves.toEqual({
      kind: 'paid',
      status: 101
    })
  })

  it('cashier: sends the return address and leaves; a pay error propagates and nothing opens', async () => {
    payMock.mockResolvedValue(trade())
    const openUrl = jest.fn()
    const back = '/#/pages/order-pay-third/index?id=7'
    await expect(startPayment({ ...input, return_url: back }, { route: 'cashier', openUrl })).resolves.toEqual({
      kind: 'redirected'
    })
    expect(payMock).toHaveBeenCalledWith({ order_no: input.order_no, payway: 1, scene: 'cashier', return_url: back })
    expect(statusMock).not.toHaveBeenCalled()
    payMock.mockRejectedValue(new Error('订单已超时关闭，请重新下单'))
    openUrl.mockClear()
    await expect(startPayment(input, { route: 'cashier', openUrl })).rejects.toThrow('订单已超时关闭')
    expect(openUrl).not.toHaveBeenCalled()
  })

  it("sends the payment's channel as /order/pay's per-call channel option, and none when there is none", async () => {
    payMock.mockResolvedValue(trade({ payway: 4, paid: true, status: 1, pay_params: null, pay_url: null }))
    await startPayment({ ...input, payway: 4, channel: 'partner7' }, { route: 'weapp' })
    expect(payMock).toHaveBeenLastCalledWith(
      { order_no: input.order_no, payway: 4, scene: 'weapp' },
      { channel: 'partner7' }
    )
    await startPayment({ ...input, payway: 4 }, { route: 'weapp' })
    expect(payMock.mock.calls[payMock.mock.calls.length - 1]).toHaveLength(1)
  })
})
