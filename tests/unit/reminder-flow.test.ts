import { remindMe } from '../../src/flows/reminder'
import { askSubscribe } from '../../src/flows/subscribe'
import { subscribeReminder } from '../../src/services/api/reminder'
import { PROFILE_INFO_DEFAULTS, useProfileStore } from '../../src/stores/profile'

jest.mock('../../src/flows/subscribe', () => ({ askSubscribe: jest.fn() }))
jest.mock('../../src/services/api/reminder', () => ({ subscribeReminder: jest.fn(), cancelReminder: jest.fn() }))

const ask = askSubscribe as jest.Mock
const subscribe = subscribeReminder as jest.Mock

beforeEach(() => {
  jest.clearAllMocks()
  subscribe.mockResolvedValue({ id: 1 })
  useProfileStore.setState({ info: { ...PROFILE_INFO_DEFAULTS, phone: '138****8000' } })
})
afterAll(() => {
  process.env.TARO_ENV = 'h5'
  useProfileStore.setState({ info: { ...PROFILE_INFO_DEFAULTS } })
})

describe('remindMe (到货提醒 / 开抢提醒, docs/operations.md Notices)', () => {
  it('WeChat: asks for the reminder’s own grant in the tap and adds the channel only when accepted', async () => {
    process.env.TARO_ENV = 'weapp'
    ask.mockResolvedValue(['T_BACK'])
    await remindMe({ kind: 'restock', skuId: 5 })
    expect(ask).toHaveBeenCalledWith('restock')
    expect(subscribe).toHaveBeenLastCalledWith({ kind: 'restock', sku_id: 5, channels: ['wechat'] })
    ask.mockResolvedValue([])
    await remindMe({ kind: 'sale_start', skuId: 5, activityId: 9 })
    expect(ask).toHaveBeenLastCalledWith('sale_start')
    // Refused: the message centre still tells them; no SMS is added in a mini program.
    expect(subscribe).toHaveBeenLastCalledWith({ kind: 'sale_start', activity_id: 9, channels: [] })
  })

  it('Alipay: the alipay channel once granted', async () => {
    process.env.TARO_ENV = 'alipay'
    ask.mockResolvedValue(['A1'])
    await remindMe({ kind: 'restock', skuId: 5 })
    expect(subscribe).toHaveBeenLastCalledWith({ kind: 'restock', sku_id: 5, channels: ['alipay'] })
  })

  it('H5: no grant to ask; an SMS when a phone is bound', async () => {
    process.env.TARO_ENV = 'h5'
    await remindMe({ kind: 'restock', skuId: 5 })
    expect(ask).not.toHaveBeenCalled()
    expect(subscribe).toHaveBeenLastCalledWith({ kind: 'restock', sku_id: 5, channels: ['sms'] })
  })
})
