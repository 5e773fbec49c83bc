import Taro from '@tarojs/taro'
import BankBridgePage, { continueOpening } from '@/pages/bank-bridge/index'
import { BRIDGE_MESSAGES, saveBridgeState } from '@/components/bridge-runner'
import { OPENING_KEYS, savedBankUrl } from '@/features/pension/pension-flow'
import { EVENTS } from '@/constants/events'
import { OPEN_ACCOUNT_KEYS } from '@/constants/storage-keys'
import { queryBankOpen } from '@/services/api/bank'
import { useAuthStore } from '@/stores/auth'
import { useProfileStore } from '@/stores/profile'
import type { OpenQuery } from '@contract/schemas/bank'
import { sessionGet } from '@/utils/storage'
import { mount, textOf } from '../jest/render'

jest.mock('@/services/api/bank', () => ({ queryBankOpen: jest.fn() }))
const queryMock = queryBankOpen as jest.MockedFunction<typeof queryBankOpen>

const RESULT = '/pages/bind-pension-account-status/index'
const answer = (status: OpenQuery['status']): OpenQuery => ({
  status,
  status_code: status === 'success' ? 1 : status === 'failed' ? 2 : 0,
  message: status,
  businessNo: 'SBO1',
  bank: { id: 3, name: '中信银行', logo: '', is_cooperation: true, is_show: true },
  account_no: '**** 1234'
})

function openAt(params: Record<string, string>) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({
    router: { params, path: '/pages/bank-bridge/index' }
  } as unknown as ReturnType<typeof Taro.getCurrentInstance>)
  jest
    .spyOn(Taro, 'getCurrentPages')
    .mockReturnValue([{ route: 'pages/bank-bridge/index' }] as ReturnType<typeof Taro.getCurrentPages>)
}

/** What third-party-account-opening saves before leaving for the bank. */
function savedOpening(extra: { finishedPage?: string } = {}) {
  saveBridgeState(OPEN_ACCOUNT_KEYS.bankId, 3)
  saveBridgeState(OPEN_ACCOUNT_KEYS.bankName, '中信银行')
  saveBridgeState(OPEN_ACCOUNT_KEYS.businessNo, 'SBO1')
  saveBridgeState(OPEN_ACCOUNT_KEYS.finishedPage, extra.finishedPage ?? '')
  saveBridgeState(OPEN_ACCOUNT_KEYS.finishedParams, extra.finishedPage ? { activity_id: '2' } : {})
  saveBridgeState(OPEN_ACCOUNT_KEYS.bankUrl, 'http://127.0.0.1/sandbox/bank/open?businessNo=SBO1')
  saveBridgeState(OPEN_ACCOUNT_KEYS.opaId, 1)
  saveBridgeState(OPEN_ACCOUNT_KEYS.channelId, '')
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
async function show() {
  const utils = await mount(BankBridgePage)
  for (let i = 0; i < 4; i++) await utils.act(flush)
  return utils
}

let redirectTo: jest.SpyInstance
let trigger: jest.SpyInstance
let loadProfile: jest.Mock

beforeEach(() => {
  sessionStorage.clear()
  queryMock.mockReset()
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
  jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' })
  trigger = jest.spyOn(Taro.eventCenter, 'trigger')
  loadProfile = jest.fn().mockResolvedValue(undefined)
  useProfileStore.setState({ loadProfile })
  useAuthStore.getState().loginSuccess({ token: 't7', uid: 7 })
  openAt({ bankId: '3', businessNo: 'SBO1', result: 'success' })
})

afterEach(() => jest.restoreAllMocks())

describe('bank-bridge', () => {
  it('queries the saved opening, announces it once, reloads the profile and lands on the result page', async () => {
    savedOpening()
    queryMock.mockResolvedValue(answer('success'))
    await show()
    expect(queryMock).toHaveBeenCalledWith({ bankId: 3, businessNo: 'SBO1', opa_id: 1 }, { noTip: true })
    expect(trigger).toHaveBeenCalledWith(EVENTS.openingBankAccountSuccess, { businessNo: 'SBO1', bankId: 3 })
    expect(loadProfile).toHaveBeenCalled()
    expect(redirectTo).toHaveBeenCalledWith({ url: `${RESULT}?bankId=3&businessNo=SBO1` })
    for (const key of OPENING_KEYS) expect(sessionGet(key)).toBeNull()
  })

  it('continues to the finished page the starter saved, with its params', async () => {
    savedOpening({ finishedPage: '/pages/opened-an-account-lottery/index' })
    queryMock.mockResolvedValue(answer('success'))
    await show()
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/opened-an-account-lottery/index?activity_id=2' })
  })

  it('refuses state saved by another account without asking the bank', async () => {
    savedOpening()
    useAuthStore.getState().loginSuccess({ token: 't8', uid: 8 })
    await show()
    expect(queryMock).not.toHaveBeenCalled()
    expect(textOf()).toContain(BRIDGE_MESSAGES.foreign)
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it('with nothing saved says so and offers the way back and the opening progress', async () => {
    await show()
    expect(queryMock).not.toHaveBeenCalled()
    expect(textOf()).toContain(BRIDGE_MESSAGES.missing)
    expect(textOf()).toContain('返回首页')
    expect(textOf()).toContain('查看我的开户进度')
  })

  it('does not continue an opening other than the one the bank sent back', async () => {
    savedOpening()
    openAt({ bankId: '3', businessNo: 'SBO2' })
    await show()
    expect(queryMock).not.toHaveBeenCalled()
    expect(textOf()).toContain(BRIDGE_MESSAGES.missing)
  })

  it('still processing: goes to the result page and keeps the bank page for going back', async () => {
    savedOpening()
    queryMock.mockResolvedValue(answer('processing'))
    const expected = {
      bankId: 3 as const,
      bankName: '中信银行',
      businessNo: 'SBO1',
      opaId: 1,
      finishedPage: '',
      finishedParams: {}
    }
    await expect(continueOpening(expected, 0)).resolves.toEqual({ target: `${RESULT}?bankId=3&businessNo=SBO1` })
    expect(queryMock).toHaveBeenCalledTimes(6)
    expect(trigger).not.toHaveBeenCalledWith(EVENTS.openingBankAccountSuccess, expect.anything())
    expect(savedBankUrl('SBO1')).toBe('http://127.0.0.1/sandbox/bank/open?businessNo=SBO1')
    expect(savedBankUrl('SBO9')).toBe('')
  })

  it('failed: the result page explains, and nothing of the opening is kept', async () => {
    savedOpening()
    queryMock.mockResolvedValue(answer('failed'))
    await show()
    expect(redirectTo).toHaveBeenCalledWith({ url: `${RESULT}?bankId=3&businessNo=SBO1` })
    expect(trigger).not.toHaveBeenCalledWith(EVENTS.openingBankAccountSuccess, expect.anything())
    expect(savedBankUrl('SBO1')).toBe('')
  })
})
