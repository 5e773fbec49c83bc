import Taro from '@tarojs/taro'
import LotteryPage from '@/pages/opened-an-account-lottery/index'
import { LOTTERY_TEXT } from '@/pages/opened-an-account-lottery/parts'
import { ADDRESS_CHOSEN_EVENT } from '@/constants/order'
import { getPrizeDrawInfo, getPrizeDrawResult, setPrizeDrawAddress, signupPrizeDraw } from '@/services/api/prize'
import { ApiError } from '@/services/request'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import type { PrizeActivityInfo } from '@contract/schemas/prize'
import { $, mount, textOf } from '../jest/render'

jest.mock('@/services/api/prize', () => ({
  getPrizeDrawInfo: jest.fn(),
  signupPrizeDraw: jest.fn(),
  getPrizeDrawResult: jest.fn(),
  setPrizeDrawAddress: jest.fn()
}))
const infoMock = getPrizeDrawInfo as jest.MockedFunction<typeof getPrizeDrawInfo>
const signupMock = signupPrizeDraw as jest.MockedFunction<typeof signupPrizeDraw>

const INFO: PrizeActivityInfo = {
  activity: {
    id: 5,
    title: '开户有礼',
    kind: 1,
    rules: '1. 每人限抽一次',
    starts_at: 1,
    ends_at: 4_000_000_000,
    status: 1
  },
  prizes: [{ id: 1, name: '智能电饭煲', kind: 1, stock: 10 }],
  need_open_account: true,
  bank_opened: true,
  signed_up: false,
  drawn: false,
  prize: null,
  address: null
}
const WON: PrizeActivityInfo = { ...INFO, signed_up: true, drawn: true, prize: INFO.prizes[0] }

type Utils = Awaited<ReturnType<typeof mount>>
const flush = async (utils: Utils) => {
  for (let i = 0; i < 5; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
}
async function open() {
  window.history.replaceState(null, '', '/#/pages/opened-an-account-lottery/index')
  const utils = await mount(LotteryPage)
  for (let i = 0; i < 100 && !document.querySelector('.lot__body, .empty-state'); i++) await flush(utils)
  return utils
}

describe('opened-an-account-lottery', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 't', uid: 1 })
    infoMock.mockReset().mockResolvedValue(INFO)
    signupMock.mockReset().mockResolvedValue({ activity_id: 5, signed_up: true })
    ;(getPrizeDrawResult as jest.Mock)
      .mockReset()
      .mockResolvedValue({ activity_id: 5, drawn: true, won: true, prize: INFO.prizes[0] })
    ;(setPrizeDrawAddress as jest.Mock).mockReset().mockResolvedValue({})
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })
  afterEach(() => jest.restoreAllMocks())

  it('draws once: sign-up, result, then the prize and the way to give an address', async () => {
    const utils = await open()
    infoMock.mockResolvedValue(WON)
    await utils.act(async () => void utils.fireEvent.click($('.lot-btn--draw')))
    await flush(utils)
    expect(signupMock).toHaveBeenCalledWith({ activity_id: 5 }, { noTip: true })
    expect(getPrizeDrawResult).toHaveBeenCalledWith({ activity_id: 5 }, { noTip: true })
    expect(textOf($('.lot-result'))).toContain(LOTTERY_TEXT.won('智能电饭煲'))
    expect(document.querySelector('.lot-btn--draw')).toBeNull()
    // The address page hands the choice back by the event: it is saved for the prize.
    await utils.act(async () => void Taro.eventCenter.trigger(ADDRESS_CHOSEN_EVENT, { id: 12 }))
    await flush(utils)
    expect(setPrizeDrawAddress).toHaveBeenCalledWith({ activity_id: 5, addr_id: 12 })
  })

  it("shows the server's refusal of a second draw, then the result already drawn", async () => {
    const utils = await open()
    signupMock.mockRejectedValue(new ApiError(2740, '您已参与过本次抽奖，每人限抽一次', null))
    infoMock.mockResolvedValue(WON)
    await utils.act(async () => void utils.fireEvent.click($('.lot-btn--draw')))
    await flush(utils)
    expect(textOf($('.lot-refusal'))).toBe('您已参与过本次抽奖，每人限抽一次')
    expect(getPrizeDrawResult).not.toHaveBeenCalled()
    expect(textOf($('.lot-result'))).toContain('智能电饭煲')
  })

  it('asks a user without an opened account to open one first', async () => {
    infoMock.mockResolvedValue({ ...INFO, bank_opened: false })
    await open()
    expect(textOf()).toContain(LOTTERY_TEXT.needOpen)
    expect(document.querySelector('.lot-btn--draw')).toBeNull()
  })
})
