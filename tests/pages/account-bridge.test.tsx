import Taro from '@tarojs/taro'
import { pagePath, pageUrl } from '@/navigation'
import { continueAccount, readContinuation } from '@/pages/account-bridge/index'
import { EVENTS } from '@/constants/events'
import { queryBankOpen } from '@/services/api/bank'
import { checkPension, openPension } from '@/services/api/pension'
import { useProfileStore } from '@/stores/profile'
import type { PensionCheck } from '@contract/schemas/pension'

jest.mock('@/services/api/bank', () => ({ queryBankOpen: jest.fn() }))
jest.mock('@/services/api/pension', () => ({ checkPension: jest.fn(), openPension: jest.fn() }))

const checkMock = checkPension as jest.Mock
const queryMock = queryBankOpen as jest.Mock

const base: PensionCheck = {
  identity_present: true,
  identity_verified: true,
  esigned: true,
  account_opened: true,
  pension_account_id: 1,
  bank_opened: false,
  bank_bound: false,
  bank_opening: false,
  selected_bank_id: 0,
  can_open: true,
  can_withdraw: false,
  next_step: 'bank',
  last_opening: null
} as PensionCheck

const at = (over: Partial<PensionCheck>) => checkMock.mockResolvedValue({ ...base, ...over })
const here = pageUrl('account-bridge', { opaId: 1 })

beforeEach(() => {
  jest.clearAllMocks()
  useProfileStore.setState({ loadProfile: jest.fn().mockResolvedValue(undefined) })
})

describe('account-bridge: continue the account to where it stopped', () => {
  it('reads the promotion and the landing page from the params', () => {
    expect(readContinuation({ opaId: '2', redirect: '/pages/home/index' })).toEqual({
      opaId: 2,
      redirect: '/pages/home/index'
    })
    expect(readContinuation({ opaId: 'x' })).toEqual({ opaId: undefined, redirect: undefined })
  })

  it.each([
    ['identity', { identity_present: false, next_step: 'identity' }],
    ['auth', { identity_verified: false, next_step: 'auth' }],
    ['esign', { esigned: false, next_step: 'esign' }]
  ] as const)('%s missing: confirm-identity, coming back here afterwards', async (_, over) => {
    at(over)
    await expect(continueAccount({ opaId: 1 })).resolves.toEqual({
      target: pageUrl('confirm-identity', { redirect: here })
    })
  })

  it('signed but not opened: opens the platform account, then the bank choice', async () => {
    at({ account_opened: false, next_step: 'open' })
    await expect(continueAccount({ opaId: 1 })).resolves.toEqual({
      target: pageUrl('choose-pension-bank', { opaId: 1 })
    })
    expect(openPension).toHaveBeenCalled()
  })

  it('an opening still at the bank: its result page (to go back to the bank or start again)', async () => {
    at({ bank_opening: true, last_opening: { business_no: 'SBO1', bank_id: 3, opa_id: 0, status: 0, reason: '' } })
    queryMock.mockResolvedValue({ status: 'processing' })
    await expect(continueAccount({})).resolves.toEqual({
      target: `${pagePath('bind-pension-account-status')}?bankId=3&businessNo=SBO1`
    })
  })

  it('an opening the bank finished while the app was closed: announced, then its result', async () => {
    const trigger = jest.spyOn(Taro.eventCenter, 'trigger')
    at({ last_opening: { business_no: 'SBO7', bank_id: 1, opa_id: 0, status: 0, reason: '' } })
    queryMock.mockResolvedValue({ status: 'success' })
    await expect(continueAccount({})).resolves.toEqual({
      target: `${pagePath('bind-pension-account-status')}?bankId=1&businessNo=SBO7`
    })
    expect(trigger).toHaveBeenCalledWith(EVENTS.openingBankAccountSuccess, { businessNo: 'SBO7', bankId: 1 })
  })

  it('a failed opening: choose a bank again', async () => {
    at({ last_opening: { business_no: 'SBO2', bank_id: 3, opa_id: 0, status: 0, reason: '' } })
    queryMock.mockResolvedValue({ status: 'failed' })
    await expect(continueAccount({ opaId: 1 })).resolves.toEqual({
      target: pageUrl('choose-pension-bank', { opaId: 1 })
    })
  })

  it('all done: the page asked for, else the pension overview (never back here)', async () => {
    at({ bank_opened: true, bank_bound: true, next_step: '' })
    await expect(continueAccount({})).resolves.toEqual({ target: pagePath('pension-overview') })
    await expect(
      continueAccount({ redirect: '/pages/opened-an-account-lottery/index?activity_id=1' })
    ).resolves.toEqual({
      target: '/pages/opened-an-account-lottery/index?activity_id=1'
    })
    await expect(continueAccount({ redirect: pagePath('account-bridge') })).resolves.toEqual({
      target: pagePath('pension-overview')
    })
    await expect(continueAccount({ redirect: 'https://evil.example.com' })).resolves.toEqual({
      target: pagePath('pension-overview')
    })
  })
})
