import Taro from '@tarojs/taro'
import { pagePath } from '@/navigation'
import ConfirmIdentityPage, { identityPhase } from '@/pages/confirm-identity/index'
import {
  createFddAccount,
  getFddAuthResult,
  getFddSignResult,
  saveUserIdentity,
  startFddAuth
} from '@/services/api/esign'
import { checkPension } from '@/services/api/pension'
import { ApiError } from '@/services/request'
import { useAuthStore } from '@/stores/auth'
import type { FddAuthResult, FddSignResult } from '@contract/schemas/esign'
import type { PensionCheck } from '@contract/schemas/pension'
import { $, find, mount, textOf } from '../jest/render'

jest.mock('@/services/api/pension', () => ({ checkPension: jest.fn() }))
jest.mock('@/services/api/esign', () => ({
  getFddAuthResult: jest.fn(),
  getFddSignResult: jest.fn(),
  saveUserIdentity: jest.fn(),
  createFddAccount: jest.fn(),
  startFddAuth: jest.fn(),
  startFddSign: jest.fn(),
  startUserAuth: jest.fn()
}))

const ID = '110101199003071234'
const MASKED = '110101********1234'
const check = (over: Partial<PensionCheck> = {}) =>
  ({ identity_present: false, identity_verified: false, esigned: false, ...over }) as PensionCheck
const auth = (status: 0 | 1 | 2, over: Partial<FddAuthResult> = {}): FddAuthResult => ({
  status,
  identity_id: status === 2 ? '' : 'FDD1',
  name: status === 2 ? '' : '张三',
  id_no: status === 2 ? '' : MASKED,
  ...over
})
const sign = (status: 0 | 1 | 2 | 3): FddSignResult => ({ status, esign_id: '', signed_at: null, reason: '' })

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
async function show() {
  const utils = await mount(ConfirmIdentityPage)
  for (let i = 0; i < 3; i++) await utils.act(flush)
  return utils
}
async function type(utils: Awaited<ReturnType<typeof mount>>, name: string, value: string) {
  const input = (await find(`input[name="${name}"]`)) as HTMLInputElement
  await utils.act(async () => {
    input.value = value
    utils.fireEvent.input(input)
  })
}
const tap = async (utils: Awaited<ReturnType<typeof mount>>, sel: string) => {
  await utils.act(async () => void utils.fireEvent.click($(sel)))
  for (let i = 0; i < 3; i++) await utils.act(flush)
}

let showModal: jest.SpyInstance
let navigateTo: jest.SpyInstance

beforeEach(() => {
  sessionStorage.clear()
  jest.clearAllMocks()
  useAuthStore.getState().loginSuccess({ token: 't7', uid: 7 })
  showModal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  ;(getFddSignResult as jest.Mock).mockResolvedValue(sign(0))
})
afterEach(() => jest.restoreAllMocks())

describe('confirm-identity', () => {
  it('shows the step the server says is next', () => {
    expect(identityPhase(check(), auth(2), sign(0))).toBe('form')
    expect(identityPhase(check({ identity_present: true }), auth(2), sign(0))).toBe('verify')
    expect(identityPhase(check({ identity_present: true }), auth(0), sign(0))).toBe('verify')
    expect(identityPhase(check({ identity_present: true }), auth(1), sign(3))).toBe('sign')
    expect(identityPhase(check({ identity_present: true }), auth(1), sign(1))).toBe('done')
  })

  it('refuses a bad id number beside its field, then confirms the identity with the id masked', async () => {
    ;(checkPension as jest.Mock).mockResolvedValue(check())
    ;(getFddAuthResult as jest.Mock).mockResolvedValue(auth(2))
    ;(saveUserIdentity as jest.Mock).mockResolvedValue({})
    ;(createFddAccount as jest.Mock).mockResolvedValue({ identity_id: 'FDD9', status: 0 })
    ;(startFddAuth as jest.Mock).mockResolvedValue({
      url: 'http://127.0.0.1/sandbox/esign/auth?t=1',
      transaction_no: 'T'
    })
    const utils = await show()
    await type(utils, 'name', '张三')
    await type(utils, 'idNo', '12345')
    await tap(utils, '.identity-form__submit')
    expect($('.form-field__error').textContent).toBe('请输入正确的身份证号')
    expect(showModal).not.toHaveBeenCalled()

    await type(utils, 'idNo', ID)
    expect(textOf()).toContain(`页面将显示为 ${MASKED}`)
    await tap(utils, '.identity-form__submit')
    expect(showModal.mock.calls[0][0].content).toBe(`姓名：张三\n身份证号：${MASKED}`)
    expect(saveUserIdentity).toHaveBeenCalledWith({ name: '张三', idNo: ID }, { noTip: true })
    expect(createFddAccount).toHaveBeenCalledWith({ name: '张三', idNo: ID }, { noTip: true })
    expect((startFddAuth as jest.Mock).mock.calls[0][0]).toMatchObject({
      identity_id: 'FDD9',
      return_url: pagePath('auth-bridge')
    })
    expect(navigateTo).toHaveBeenCalledWith({ url: `${pagePath('pagesFace/middle')}?kind=auth` })
  })

  it('an id number verified on another account is said beside the id field', async () => {
    ;(checkPension as jest.Mock).mockResolvedValue(check())
    ;(getFddAuthResult as jest.Mock).mockResolvedValue(auth(2))
    ;(saveUserIdentity as jest.Mock).mockRejectedValue(new ApiError(2721, '该身份证号已在其他账号完成实名认证', null))
    const utils = await show()
    await type(utils, 'name', '张三')
    await type(utils, 'idNo', ID)
    await tap(utils, '.identity-form__submit')
    expect($('.form-field__error').textContent).toBe('该身份证号已在其他账号完成实名认证')
    expect(navigateTo).not.toHaveBeenCalled()
  })

  it('an identity not yet verified shows masked and resumes the check with its e-sign account', async () => {
    ;(checkPension as jest.Mock).mockResolvedValue(check({ identity_present: true }))
    ;(getFddAuthResult as jest.Mock).mockResolvedValue(auth(0))
    ;(startFddAuth as jest.Mock).mockResolvedValue({
      url: 'http://127.0.0.1/sandbox/esign/auth?t=2',
      transaction_no: 'T'
    })
    const utils = await show()
    expect(textOf()).toContain(MASKED)
    expect(textOf()).not.toContain(ID)
    await tap(utils, '.identity__go')
    expect((startFddAuth as jest.Mock).mock.calls[0][0]).toMatchObject({ identity_id: 'FDD1' })
    expect(navigateTo).toHaveBeenCalledWith({ url: `${pagePath('pagesFace/middle')}?kind=auth` })
  })
})
