import Taro from '@tarojs/taro'
import { askSubscribe, prepareSubscribe, resetSubscribe } from '../../src/flows/subscribe'
import { startPayment } from '../../src/flows/payment'
import { getNoticeTemplates, reportSubscribed } from '../../src/services/api/notice'
import { payOrder } from '../../src/services/api/order'

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { requestSubscribeMessage: jest.fn(), requestPayment: jest.fn(), getSystemInfoSync: jest.fn(() => ({})) }
}))
jest.mock('../../src/services/api/notice', () => ({ getNoticeTemplates: jest.fn(), reportSubscribed: jest.fn() }))
jest.mock('../../src/services/api/order', () => ({ payOrder: jest.fn(), getOrderStatus: jest.fn() }))
jest.mock('../../src/platform/wechat-sdk', () => ({ configWechatSdk: jest.fn() }))
jest.mock('../../src/services/api/app', () => ({ getWechatJssdkConfig: jest.fn() }))

const sheet = (Taro as unknown as { requestSubscribeMessage: jest.Mock }).requestSubscribeMessage
const templates = getNoticeTemplates as jest.Mock
const reported = reportSubscribed as jest.Mock
const pay = payOrder as jest.Mock

beforeEach(() => {
  jest.clearAllMocks()
  resetSubscribe()
  templates.mockResolvedValue({ platform: 'wechat', pay: ['T_SHIP', 'T_REFUND'], withdraw: ['T_WD'] })
  reported.mockResolvedValue({ counted: [] })
})
afterAll(() => {
  process.env.TARO_ENV = 'h5'
})

describe('subscription grants (docs/operations.md, Notices)', () => {
  it('asks nothing on H5: no templates read, no sheet', async () => {
    process.env.TARO_ENV = 'h5'
    expect(await askSubscribe('pay')).toEqual([])
    expect(templates).not.toHaveBeenCalled()
    expect(sheet).not.toHaveBeenCalled()
  })

  it('WeChat: opens the sheet with the moment’s templates and reports only the accepted ones', async () => {
    process.env.TARO_ENV = 'weapp'
    sheet.mockResolvedValue({ errMsg: 'requestSubscribeMessage:ok', T_SHIP: 'accept', T_REFUND: 'reject' })
    expect(await askSubscribe('pay')).toEqual(['T_SHIP'])
    expect(templates).toHaveBeenCalledWith({ platform: 'wechat' }, { noTip: true })
    expect(sheet.mock.calls[0][0].tmplIds).toEqual(['T_SHIP', 'T_REFUND'])
    expect(reported).toHaveBeenCalledWith({ platform: 'wechat', template_ids: ['T_SHIP'] }, { noTip: true })
    // The ids are read once per run: the withdrawal's sheet needs no second request.
    sheet.mockResolvedValue({ T_WD: 'accept' })
    expect(await askSubscribe('withdraw')).toEqual(['T_WD'])
    expect(templates).toHaveBeenCalledTimes(1)
  })

  it('Alipay: reads the accepted ids from result.subscribeEntityIds', async () => {
    process.env.TARO_ENV = 'alipay'
    templates.mockResolvedValue({ platform: 'alipay', pay: ['A1', 'A2'], withdraw: [] })
    sheet.mockResolvedValue({ behavior: 'subscribe', result: { subscribeEntityIds: ['A2'] } })
    expect(await askSubscribe('pay')).toEqual(['A2'])
    expect(sheet.mock.calls[0][0].entityIds).toEqual(['A1', 'A2'])
    expect(reported).toHaveBeenCalledWith({ platform: 'alipay', template_ids: ['A2'] }, { noTip: true })
    // No templates for this moment: no sheet at all.
    expect(await askSubscribe('withdraw')).toEqual([])
    expect(sheet).toHaveBeenCalledTimes(1)
  })

  it('a refused or failed sheet, or no templates on the server, breaks nothing and reports nothing', async () => {
    process.env.TARO_ENV = 'weapp'
    sheet.mockRejectedValue({ errMsg: 'requestSubscribeMessage:fail can only be invoked by user TAP gesture.' })
    expect(await askSubscribe('pay')).toEqual([])
    expect(reported).not.toHaveBeenCalled()
    resetSubscribe()
    templates.mockRejectedValue(new Error('network'))
    expect(await prepareSubscribe()).toBeNull()
    expect(await askSubscribe('withdraw')).toEqual([])
  })

  it('到货提醒 / 开抢提醒 ask for their own template only; a server without them asks nothing', async () => {
    process.env.TARO_ENV = 'weapp'
    templates.mockResolvedValue({
      platform: 'wechat',
      pay: ['T_SHIP'],
      withdraw: [],
      restock: ['T_BACK'],
      sale_start: []
    })
    sheet.mockResolvedValue({ T_BACK: 'accept' })
    expect(await askSubscribe('restock')).toEqual(['T_BACK'])
    expect(sheet.mock.calls[0][0].tmplIds).toEqual(['T_BACK'])
    expect(await askSubscribe('sale_start')).toEqual([])
    expect(sheet).toHaveBeenCalledTimes(1)
    // An older server answers no such moment: nothing is asked either.
    resetSubscribe()
    templates.mockResolvedValue({ platform: 'wechat', pay: ['T_SHIP'], withdraw: [] })
    expect(await askSubscribe('restock')).toEqual([])
    expect(sheet).toHaveBeenCalledTimes(1)
  })

  it('a payment that settles asks for the pay moment’s grants before answering paid', async () => {
    process.env.TARO_ENV = 'weapp'
    sheet.mockResolvedValue({ T_SHIP: 'accept', T_REFUND: 'accept' })
    pay.mockResolvedValue({ order_no: 'N1', payway: 4, paid: true, status: 1 })
    const out = await startPayment({ id: 1, order_no: 'N1', payway: 4, user_freeca_id: 9 })
    expect(out).toEqual({ kind: 'paid', status: 1 })
    expect(reported).toHaveBeenCalledWith({ platform: 'wechat', template_ids: ['T_SHIP', 'T_REFUND'] }, { noTip: true })
  })
})
