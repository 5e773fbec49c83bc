import Taro from '@tarojs/taro'
import ApplyPensionWithdrawalPage, { APPLY_TEXT } from '@/pages/apply-pension-withdrawal/index'
import { WITHDRAW_TEXT } from '@/pages/apply-pension-withdrawal/form'
import { queryBankCard } from '@/services/api/bank'
import { applyPensionWithdrawal, checkPension, getPensionInfo } from '@/services/api/pension'
import { ApiError } from '@/services/request'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { PROFILE_INFO_DEFAULTS, useProfileStore } from '@/stores/profile'
import { sendSmsCode } from '@/services/api/sms'
import type { BoundCard } from '@contract/schemas/bank'
import type { PensionCheck, Withdrawal } from '@contract/schemas/pension'
import { $, find, mount, textOf } from '../jest/render'

jest.mock('@/services/api/pension', () => ({
  checkPension: jest.fn(),
  applyPensionWithdrawal: jest.fn(),
  getPensionInfo: jest.fn()
}))
jest.mock('@/services/api/bank', () => ({ queryBankCard: jest.fn() }))
jest.mock('@/services/api/sms', () => ({ sendSmsCode: jest.fn() }))

const checkMock = checkPension as jest.MockedFunction<typeof checkPension>
const cardMock = queryBankCard as jest.MockedFunction<typeof queryBankCard>
const applyMock = applyPensionWithdrawal as jest.MockedFunction<typeof applyPensionWithdrawal>

const check = (over: Partial<PensionCheck> = {}) =>
  ({
    bank_opened: true,
    bank_bound: true,
    can_withdraw: true,
    withdrawable: 1800,
    withdraw_min: 1,
    withdraw_max: 1800,
    withdraw_fee: 0,
    withdraw_daily_limit: 5_000_000,
    withdraw_today_left: 5_000_000,
    withdraw_arrival: '预计1-3个工作日到账',
    ...over
  }) as PensionCheck

const CARD: BoundCard = { bound: true, card_no: '**** **** **** 0012', bank_name: '平安银行', phone: '', bank: null }

type Utils = Awaited<ReturnType<typeof mount>>
const flush = async (utils: Utils) => {
  for (let i = 0; i < 5; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
}
const amountInput = () => $('input[name="amount"]') as HTMLInputElement
async function type(utils: Utils, value: string) {
  const input = (await find('input[name="amount"]')) as HTMLInputElement
  input.value = value
  await utils.act(() => utils.fireEvent.input(input))
}
async function typeCode(utils: Utils, value = '123456') {
  const input = (await find('input[name="verify_code"]')) as HTMLInputElement
  input.value = value
  await utils.act(() => utils.fireEvent.input(input))
}
const submit = (utils: Utils) => utils.act(async () => void utils.fireEvent.click($('.apw__submit')))
const fieldError = () => document.querySelector('.form-field__error')?.textContent ?? null

async function open() {
  window.history.replaceState(null, '', '/#/pages/apply-pension-withdrawal/index')
  const utils = await mount(ApplyPensionWithdrawalPage)
  // Loaded: the form's native input (Taro's input element renders it a moment later) or the state that replaces it.
  const ready = () => document.querySelector('input[name="amount"], .empty-state')
  for (let i = 0; i < 250 && !ready(); i++) await utils.act(() => new Promise((r) => setTimeout(r, 20)))
  return utils
}

describe('apply-pension-withdrawal', () => {
  let modal: jest.SpyInstance
  let redirect: jest.SpyInstance

  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 't', uid: 1 })
    useProfileStore.setState({ info: { ...PROFILE_INFO_DEFAULTS, phone: '13912345678' } })
    ;(sendSmsCode as jest.Mock).mockReset().mockResolvedValue({ expire_in: 300, interval: 60 })
    checkMock.mockReset().mockResolvedValue(check())
    cardMock.mockReset().mockResolvedValue(CARD)
    applyMock.mockReset()
    ;(getPensionInfo as jest.Mock).mockReset().mockResolvedValue({})
    modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
    redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })
  afterEach(() => jest.restoreAllMocks())

  it('shows the bound card and the withdrawable amount from /pensionaccount/check', async () => {
    await open()
    expect(textOf($('.apw-card'))).toContain('平安银行（**** **** **** 0012）')
    expect(textOf($('.apw-form__bounds'))).toContain('18.00')
  })

  it('never asks for more than the withdrawable amount, nor a malformed one', async () => {
    const utils = await open()
    await submit(utils)
    expect(fieldError()).toBe(WITHDRAW_TEXT.required)
    await type(utils, '18.01')
    await submit(utils)
    expect(fieldError()).toBe('金额不能超过¥18.00')
    await type(utils, '0')
    await submit(utils)
    expect(fieldError()).toBe('金额不能低于¥0.01')
    await type(utils, '1.234')
    await submit(utils)
    expect(fieldError()).toBe('金额最多保留两位小数')
    expect(modal).not.toHaveBeenCalled()
    expect(applyMock).not.toHaveBeenCalled()
  })

  it('全部提取 fills the exact withdrawable amount; confirmed, it applies in cents and shows the status', async () => {
    applyMock.mockResolvedValue({ id: 42, amount: 1800, status: 0 } as Withdrawal)
    const utils = await open()
    await utils.act(async () => void utils.fireEvent.click($('.apw-form__all')))
    expect(amountInput().value).toBe('18.00')
    await typeCode(utils)
    await submit(utils)
    await flush(utils)
    expect(modal).toHaveBeenCalledTimes(1)
    expect(modal.mock.calls[0][0].content).toContain('¥18.00')
    expect(applyMock).toHaveBeenCalledWith({ amount: 1800, verify_code: '123456' }, { noTip: true })
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/pension-withdraw-status/index?id=42' })
  })

  it('reads typed yuan as exact cents', async () => {
    applyMock.mockResolvedValue({ id: 7 } as Withdrawal)
    const utils = await open()
    await type(utils, '10.1')
    await typeCode(utils, '654321')
    await submit(utils)
    await flush(utils)
    expect(applyMock).toHaveBeenCalledWith({ amount: 1010, verify_code: '654321' }, { noTip: true })
  })

  it('does nothing when the confirmation is cancelled', async () => {
    modal.mockResolvedValue({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    const utils = await open()
    await type(utils, '5')
    await typeCode(utils)
    await submit(utils)
    await flush(utils)
    expect(applyMock).not.toHaveBeenCalled()
    expect(redirect).not.toHaveBeenCalled()
  })

  it("shows the server's refusal beside the field, keeps the typed amount and takes the new bound", async () => {
    applyMock.mockRejectedValue(new ApiError(2702, '可提现金额不足', { withdrawable: 500 }))
    const utils = await open()
    await type(utils, '12.5')
    await typeCode(utils)
    await submit(utils)
    await flush(utils)
    expect(fieldError()).toBe('可提现金额不足')
    expect(amountInput().value).toBe('12.5')
    expect(textOf($('.apw-form__bounds'))).toContain('5.00')
    expect(redirect).not.toHaveBeenCalled()
    // Typing clears the server's message; the new bound applies before anything is sent again.
    await type(utils, '6')
    expect(fieldError()).toBeNull()
    await submit(utils)
    expect(fieldError()).toBe('金额不能超过¥5.00')
    expect(applyMock).toHaveBeenCalledTimes(1)
  })

  it('sends a user without an opened account to open one, and one without a card to bind one', async () => {
    checkMock.mockResolvedValue(check({ bank_opened: false, bank_bound: false, withdraw_max: 0 }))
    await open()
    expect(textOf()).toContain('请先开通养老金银行账户')
    expect(textOf()).toContain(APPLY_TEXT.goOpen)
    expect(document.querySelector('input[name="amount"]')).toBeNull()
  })

  it('asks for a card when the account has none bound', async () => {
    checkMock.mockResolvedValue(check({ bank_bound: false, withdraw_max: 0 }))
    cardMock.mockResolvedValue({ ...CARD, bound: false, card_no: '' })
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
    const utils = await open()
    expect(textOf()).toContain(APPLY_TEXT.noCard)
    await utils.act(async () => void utils.fireEvent.click($('.empty-state__action')))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/bind-pension-cardno/index' })
  })

  it('says so when nothing can be withdrawn yet', async () => {
    checkMock.mockResolvedValue(check({ withdrawable: 0, withdraw_max: 0 }))
    await open()
    expect(textOf()).toContain(APPLY_TEXT.nothing)
  })

  it('shows fee, arrival and the day limit before the confirm, and says them in the confirmation', async () => {
    checkMock.mockResolvedValue(check({ withdraw_today_left: 1200 }))
    applyMock.mockResolvedValue({ id: 9 } as Withdrawal)
    const utils = await open()
    const terms = textOf($('.apw-terms'))
    expect(terms).toContain('免手续费')
    expect(terms).toContain('预计1-3个工作日到账')
    expect(terms).toContain('50000.00')
    expect(terms).toContain('12.00')
    // The day's limit caps the amount below the balance.
    await type(utils, '12.01')
    await typeCode(utils)
    await submit(utils)
    expect(fieldError()).toBe('金额不能超过¥12.00')
    await type(utils, '12')
    await submit(utils)
    await flush(utils)
    expect(modal.mock.calls[0][0].content).toContain('免手续费')
    expect(modal.mock.calls[0][0].content).toContain('预计1-3个工作日到账')
    expect(applyMock).toHaveBeenCalledWith({ amount: 1200, verify_code: '123456' }, { noTip: true })
  })

  it('needs the SMS code: sent to the account phone (masked), refused codes shown at the code field', async () => {
    const utils = await open()
    expect(textOf($('.apw-sms'))).toContain('139****5678')
    await utils.act(async () => void utils.fireEvent.click($('.apw-sms__send')))
    await flush(utils)
    expect(sendSmsCode).toHaveBeenCalledWith(expect.objectContaining({ phone: '13912345678' }), expect.anything())
    await type(utils, '5')
    await submit(utils)
    expect(textOf($('.apw-sms'))).toContain('请输入 6 位短信验证码')
    expect(modal).not.toHaveBeenCalled()
    applyMock.mockRejectedValue(new ApiError(2002, '验证码错误，还可尝试 4 次', null))
    await typeCode(utils, '000000')
    await submit(utils)
    await flush(utils)
    expect(textOf($('.apw-sms'))).toContain('验证码错误，还可尝试 4 次')
    expect(amountInput().value).toBe('5')
    expect(redirect).not.toHaveBeenCalled()
  })

  it('says the day limit is used up instead of showing the form', async () => {
    checkMock.mockResolvedValue(check({ withdraw_today_left: 0 }))
    await open()
    expect(textOf()).toContain('今日提取已达上限')
    expect(document.querySelector('input[name="amount"]')).toBeNull()
  })
})
