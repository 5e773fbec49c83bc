import Taro from '@tarojs/taro'
import { clearBridgeState, readBridgeState, saveBridgeState } from '@/components/bridge-runner'
import {
  BAD_PROVIDER_URL,
  CardNumberForm,
  OPENING_KEYS,
  readCardStep,
  readFaceHandOff,
  saveCardStep,
  startOpening,
  verifyNewIdentity
} from '@/features/pension/pension-flow'
import { AUTH_KEYS, OPEN_ACCOUNT_KEYS, SESSION_KEYS } from '@/constants/storage-keys'
import { pagePath } from '@/navigation'
import { getBankOpenUrl } from '@/services/api/bank'
import { createFddAccount, saveUserIdentity, startFddAuth } from '@/services/api/esign'
import { checkBankNo, selectPensionBank } from '@/services/api/pension'
import { ApiError } from '@/services/request'
import { useAuthStore } from '@/stores/auth'
import { useProfileStore } from '@/stores/profile'
import { $, mount, textOf } from '../jest/render'

jest.mock('@/services/api/bank', () => ({ getBankOpenUrl: jest.fn() }))
jest.mock('@/services/api/pension', () => ({ selectPensionBank: jest.fn(), checkBankNo: jest.fn() }))
jest.mock('@/services/api/esign', () => ({
  saveUserIdentity: jest.fn(),
  createFddAccount: jest.fn(),
  startFddAuth: jest.fn()
}))

const openUrlMock = getBankOpenUrl as jest.Mock
const checkBankNoMock = checkBankNo as jest.Mock
const BANK_URL = 'http://127.0.0.1:3000/sandbox/bank/open?businessNo=SBO1'

const signIn = (uid: number) => useAuthStore.getState().loginSuccess({ token: `t${uid}`, uid })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

let navigateTo: jest.SpyInstance

beforeEach(() => {
  sessionStorage.clear()
  jest.clearAllMocks()
  ;(selectPensionBank as jest.Mock).mockResolvedValue({ bank_id: 3 })
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  signIn(7)
  useProfileStore.setState((s) => ({ info: { ...s.info, phone: '13800138000', channel_id: 'laoling' } }))
})

afterEach(() => {
  process.env.TARO_ENV = 'h5'
  jest.restoreAllMocks()
})

describe('startOpening (mini program: the bank page opens in the web view)', () => {
  beforeEach(() => {
    process.env.TARO_ENV = 'weapp'
    // Mini programs keep session keys in memory: the previous test's are still there.
    clearBridgeState(OPENING_KEYS)
  })

  it('saves every open-account session key stamped with this account before leaving for the bank', async () => {
    openUrlMock.mockResolvedValue({ url: BANK_URL, businessNo: 'SBO1', bankId: 3 })
    await startOpening({ bankId: 3, bankName: '中信银行', opaId: 1, finishedPage: pagePath('pension-overview') })
    expect(openUrlMock).toHaveBeenCalledWith({ bankId: 3, opa_id: 1 }, { noTip: true })
    const read = (key: string) => readBridgeState(key, 7, true)
    expect(read(OPEN_ACCOUNT_KEYS.businessNo)).toEqual({ status: 'ok', data: 'SBO1' })
    expect(read(OPEN_ACCOUNT_KEYS.bankId)).toEqual({ status: 'ok', data: 3 })
    expect(read(OPEN_ACCOUNT_KEYS.bankName)).toEqual({ status: 'ok', data: '中信银行' })
    expect(read(OPEN_ACCOUNT_KEYS.bankUrl)).toEqual({ status: 'ok', data: BANK_URL })
    expect(read(OPEN_ACCOUNT_KEYS.finishedPage)).toEqual({ status: 'ok', data: pagePath('pension-overview') })
    expect(read(OPEN_ACCOUNT_KEYS.opaId)).toEqual({ status: 'ok', data: 1 })
    expect(read(OPEN_ACCOUNT_KEYS.channelId)).toEqual({ status: 'ok', data: 'laoling' })
    // Another account reading the same tab is refused.
    expect(readBridgeState(OPEN_ACCOUNT_KEYS.businessNo, 8, true)).toEqual({ status: 'foreign' })
    expect(navigateTo).toHaveBeenCalledWith({ url: pagePath('webview') })
    expect(OPENING_KEYS).not.toContain(OPEN_ACCOUNT_KEYS.bjbankInfo)
  })

  it('refuses a bank address that is not http(s) and saves nothing', async () => {
    openUrlMock.mockResolvedValue({ url: 'javascript:alert(1)', businessNo: 'SBO1', bankId: 3 })
    await expect(startOpening({ bankId: 3, bankName: '中信银行' })).rejects.toThrow(BAD_PROVIDER_URL)
    for (const key of OPENING_KEYS) expect(readBridgeState(key, 7, true)).toEqual({ status: 'missing' })
    expect(navigateTo).not.toHaveBeenCalled()
  })
})

describe('the face hand-off (fdd webview url key)', () => {
  it('is read only by the account that saved it, and only with an http(s) address', () => {
    expect(readFaceHandOff()).toEqual({ status: 'missing' })
    saveBridgeState(SESSION_KEYS.fddWebviewUrl, { url: 'https://esign.example.com/auth?x=1', kind: 'auth' })
    expect(readFaceHandOff()).toEqual({
      status: 'ok',
      handOff: { url: 'https://esign.example.com/auth?x=1', kind: 'auth' }
    })
    signIn(8)
    expect(readFaceHandOff()).toEqual({ status: 'foreign' })
    saveBridgeState(SESSION_KEYS.fddWebviewUrl, { url: 'javascript:alert(1)', kind: 'sign' })
    expect(readFaceHandOff()).toEqual({ status: 'refused' })
  })

  it('a new identity is saved, its e-sign account made, and the check handed off with the id masked', async () => {
    ;(saveUserIdentity as jest.Mock).mockResolvedValue({})
    ;(createFddAccount as jest.Mock).mockResolvedValue({ identity_id: 'FDD1', status: 0 })
    ;(startFddAuth as jest.Mock).mockResolvedValue({
      url: 'http://127.0.0.1/sandbox/esign/auth?t=1',
      transaction_no: 'T1'
    })
    await verifyNewIdentity({ name: ' 张三 ', idNo: '11010119900307123x', redirect: pagePath('account-bridge') })
    expect(saveUserIdentity).toHaveBeenCalledWith({ name: '张三', idNo: '11010119900307123X' }, { noTip: true })
    expect(startFddAuth).toHaveBeenCalledWith(
      {
        identity_id: 'FDD1',
        is_mini_program: 0,
        return_url: `${pagePath('auth-bridge')}?redirect=${encodeURIComponent(pagePath('account-bridge'))}`
      },
      { noTip: true }
    )
    expect(readBridgeState(AUTH_KEYS.idNo, 7, true)).toEqual({ status: 'ok', data: '110101********123X' })
    expect(readBridgeState(AUTH_KEYS.phone, 7, true)).toEqual({ status: 'ok', data: '138****8000' })
    expect(readFaceHandOff()).toMatchObject({ status: 'ok', handOff: { kind: 'auth' } })
    expect(navigateTo).toHaveBeenCalledWith({ url: `${pagePath('pagesFace/middle')}?kind=auth` })
  })

  it("in the native app's web view the check returns to the scheme path pages/auth-bridge/index", async () => {
    const ua = window.navigator.userAgent
    Object.defineProperty(window.navigator, 'userAgent', { value: `${ua} MiliMall/2.0`, configurable: true })
    try {
      ;(saveUserIdentity as jest.Mock).mockResolvedValue({})
      ;(createFddAccount as jest.Mock).mockResolvedValue({ identity_id: 'FDD2', status: 0 })
      ;(startFddAuth as jest.Mock).mockReset().mockResolvedValue({ url: 'http://127.0.0.1/sandbox/esign/auth?t=2' })
      await verifyNewIdentity({ name: '张三', idNo: '11010119900307123X' })
      expect((startFddAuth as jest.Mock).mock.calls[0][0].return_url).toBe('pages/auth-bridge/index')
    } finally {
      Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
    }
  })
})

describe('the card step (user card info key)', () => {
  it('hands the card to the reserved-phone step of the same account only', () => {
    expect(readCardStep()).toEqual({ status: 'missing' })
    const step = {
      card_no: '6222021234567894',
      bank_name: '中国工商银行',
      card_type: '借记卡',
      bank_id: 0,
      finished: '/x'
    }
    saveCardStep(step)
    expect(readCardStep()).toEqual({ status: 'ok', data: step })
    signIn(9)
    expect(readCardStep()).toEqual({ status: 'foreign' })
  })
})

describe('CardNumberForm', () => {
  async function type(utils: Awaited<ReturnType<typeof mount>>, value: string) {
    const input = $('.form-field input')
    await utils.act(async () => {
      ;(input as HTMLInputElement).value = value
      utils.fireEvent.input(input)
    })
    await utils.act(async () => void utils.fireEvent.blur(input))
    await utils.act(flush)
  }

  it('shows format and server problems beside the field, the issuer when known, and hands the card on', async () => {
    const onNext = jest.fn()
    const utils = await mount(CardNumberForm, { onNext })
    await type(utils, '1234')
    expect($('.form-field__error').textContent).toBe('请输入正确的银行卡号')
    expect(checkBankNoMock).not.toHaveBeenCalled()

    checkBankNoMock.mockRejectedValueOnce(new ApiError(2710, '请使用借记卡', null))
    await type(utils, '4336701234567890')
    expect($('.form-field__error').textContent).toBe('请使用借记卡')

    checkBankNoMock.mockResolvedValue({
      bank_name: '中国工商银行',
      card_type: '借记卡',
      bank_id: 0,
      is_cooperation: false
    })
    await type(utils, '6222 0212 3456 7894')
    expect(checkBankNoMock).toHaveBeenLastCalledWith({ bank_no: '6222021234567894' }, { noTip: true })
    expect(textOf()).toContain('中国工商银行 · 借记卡')
    await utils.act(async () => void utils.fireEvent.click($('.pf-card-form__next')))
    await utils.act(flush)
    expect(onNext).toHaveBeenCalledWith({
      card_no: '6222021234567894',
      bank_name: '中国工商银行',
      card_type: '借记卡',
      bank_id: 0
    })
  })
})
