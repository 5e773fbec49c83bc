import Taro from '@tarojs/taro'
import BindPensionAccountPage, { JST_TEXT } from '@/pages/bind-pension-account/index'
import { queryBankCard } from '@/services/api/bank'
import { checkPension, getPensionInfo } from '@/services/api/pension'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import type { PensionCheck, PensionInfo } from '@contract/schemas/pension'
import { $, mount, textOf } from '../jest/render'

jest.mock('@/services/api/pension', () => ({ checkPension: jest.fn(), getPensionInfo: jest.fn() }))
jest.mock('@/services/api/bank', () => ({ queryBankCard: jest.fn() }))
jest.mock('@/services/api/jst', () => ({ bindSmallAmountWithCheckCorp: jest.fn(), checkAmountWithCorp: jest.fn() }))

type Utils = Awaited<ReturnType<typeof mount>>
async function open(): Promise<Utils> {
  const utils = await mount(BindPensionAccountPage)
  const ready = () => document.querySelector('.jst__send, .jst__bind, .empty-state, .pf-notice')
  for (let i = 0; i < 250 && !ready(); i++) await utils.act(() => new Promise((r) => setTimeout(r, 20)))
  return utils
}

describe('bind-pension-account', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 't', uid: 1 })
    ;(checkPension as jest.Mock).mockResolvedValue({ bank_opened: true, bank_bound: false } as PensionCheck)
    ;(getPensionInfo as jest.Mock).mockResolvedValue({ jst_binded: false } as unknown as PensionInfo)
  })
  afterEach(() => jest.restoreAllMocks())

  it('without a bound card: says so and leads to binding one instead of a dead grey button', async () => {
    ;(queryBankCard as jest.Mock).mockResolvedValue({ bound: false, card_no: '', bank_name: '', phone: '', bank: null })
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
    const utils = await open()
    expect(textOf()).toContain(JST_TEXT.noCard)
    expect(document.querySelector('.jst__send')).toBeNull()
    await utils.act(async () => void utils.fireEvent.click($('.jst__bind')))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/bind-pension-cardno/index' })
  })

  it('with a bound card: offers the small-amount check', async () => {
    ;(queryBankCard as jest.Mock).mockResolvedValue({
      bound: true,
      card_no: '**** **** **** 0012',
      bank_name: '平安银行',
      phone: '',
      bank: null
    })
    await open()
    expect(textOf($('.jst__send'))).toContain(JST_TEXT.send)
    expect(document.querySelector('.jst__bind')).toBeNull()
    expect(textOf()).not.toContain(JST_TEXT.noCard)
  })
})
