import Taro from '@tarojs/taro'
import PhonePage, { PHONE_TEXT } from '@/pages/user-config-secure-phone/index'
import ConfirmPage, { CONFIRM_TEXT, checkNewPhone } from '@/pages/user-config-secure-phone-confirm/index'
import { sendSmsCode } from '@/services/api/sms'
import { editUserPhone, getUserProfile } from '@/services/api/user'
import { getPensionInfo } from '@/services/api/pension'
import { ApiError } from '@/services/request'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { PROFILE_DEFAULTS, PROFILE_INFO_DEFAULTS, useProfileStore } from '@/stores/profile'
import { maskPhone } from '@/utils/mask'
import { $, find, mount, textOf } from '../jest/render'

jest.mock('@/services/api/sms', () => ({ sendSmsCode: jest.fn() }))
jest.mock('@/services/api/user', () => ({ editUserPhone: jest.fn(), getUserProfile: jest.fn() }))
jest.mock('@/services/api/pension', () => ({ getPensionInfo: jest.fn() }))

const sendMock = sendSmsCode as jest.MockedFunction<typeof sendSmsCode>
const editMock = editUserPhone as jest.MockedFunction<typeof editUserPhone>
const profileMock = getUserProfile as jest.MockedFunction<typeof getUserProfile>
const pensionMock = getPensionInfo as jest.MockedFunction<typeof getPensionInfo>

const OLD = '13800138000'
const NEW = '13912345678'

type Utils = Awaited<ReturnType<typeof mount>>
async function type(utils: Utils, name: string, value: string) {
  const input = (await find(`input[name="${name}"]`)) as HTMLInputElement
  input.value = value
  await utils.act(() => utils.fireEvent.input(input))
}
const tap = (utils: Utils, el: Element) => utils.act(async () => void utils.fireEvent.click(el))
const flush = async (utils: Utils) => {
  for (let i = 0; i < 5; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
}

describe('masked phone', () => {
  it('keeps the first 3 and last 4 digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000')
    expect(maskPhone(null)).toBe('')
    expect(maskPhone('123')).toBe('***')
  })
})

describe('checkNewPhone', () => {
  it('wants a valid mobile number that is not the current one', () => {
    expect(checkNewPhone('12800138000', OLD)).toBe(CONFIRM_TEXT.phoneInvalid)
    expect(checkNewPhone('1391234567', OLD)).toBe(CONFIRM_TEXT.phoneInvalid)
    expect(checkNewPhone(OLD, OLD)).toBe(CONFIRM_TEXT.phoneSame)
    expect(checkNewPhone(NEW, OLD)).toBeNull()
    expect(checkNewPhone(NEW, null)).toBeNull()
  })
})

describe('phone change pages', () => {
  let back: jest.SpyInstance
  let redirect: jest.SpyInstance

  beforeEach(() => {
    window.localStorage.clear()
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 'tok', uid: 7 })
    useProfileStore.setState({
      ...PROFILE_DEFAULTS,
      info: { ...PROFILE_INFO_DEFAULTS, id: 7, phone: OLD, nick: '老王' }
    })
    sendMock.mockReset().mockResolvedValue({ expire_in: 300, interval: 60 })
    editMock.mockReset()
    profileMock.mockReset().mockResolvedValue({ ...PROFILE_INFO_DEFAULTS, id: 7, phone: NEW, nick: '老王' })
    pensionMock.mockReset().mockResolvedValue({ ...PROFILE_DEFAULTS.pension })
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
    back = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'navigateBack:ok' })
    redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
  })
  afterEach(() => jest.restoreAllMocks())

  it('step one shows the current phone masked', async () => {
    await mount(PhonePage)
    expect(textOf()).toContain(PHONE_TEXT.current)
    expect(textOf()).toContain('138****8000')
    expect(textOf()).not.toContain(OLD)
  })

  it('sends the code to the new phone, changes it, reloads the profile and shows the new number', async () => {
    editMock.mockResolvedValue({ ...PROFILE_INFO_DEFAULTS, id: 7, phone: NEW, nick: '老王' })
    const utils = await mount(ConfirmPage)
    await type(utils, 'phone', NEW)
    await tap(utils, $('.phone-confirm__send'))
    await flush(utils)
    expect(sendMock).toHaveBeenCalledWith({ phone: NEW }, { noTip: true })

    await type(utils, 'verify_code', '123456')
    await tap(utils, $('.phone-confirm__submit'))
    await flush(utils)
    expect(editMock).toHaveBeenCalledWith({ phone: NEW, verify_code: '123456' }, { noTip: true })
    expect(profileMock).toHaveBeenCalled()
    expect(useProfileStore.getState().info.phone).toBe(NEW)
    expect(maskPhone(useProfileStore.getState().info.phone)).toBe('139****5678')
    // Without a page stack (as here) it lands on 账户与安全 directly.
    expect(document.querySelector('.phone-confirm__error')).toBeNull()
    expect(back.mock.calls.length + redirect.mock.calls.length).toBe(1)
    if (redirect.mock.calls.length) expect(redirect).toHaveBeenCalledWith({ url: '/pages/user-config-secure/index' })
  })

  it('refuses the current phone without calling the server', async () => {
    const utils = await mount(ConfirmPage)
    await type(utils, 'phone', OLD)
    await tap(utils, $('.phone-confirm__send'))
    expect(sendMock).not.toHaveBeenCalled()
    expect(textOf()).toContain(CONFIRM_TEXT.phoneSame)
    await type(utils, 'verify_code', '123456')
    await tap(utils, $('.phone-confirm__submit'))
    expect(editMock).not.toHaveBeenCalled()
  })

  it("shows the server's refusal and keeps the old phone", async () => {
    editMock.mockRejectedValue(new ApiError(2020, '该手机号已被其他账号使用', null))
    const utils = await mount(ConfirmPage)
    await type(utils, 'phone', NEW)
    await type(utils, 'verify_code', '654321')
    await tap(utils, $('.phone-confirm__submit'))
    await flush(utils)
    expect(textOf($('.phone-confirm__error'))).toBe('该手机号已被其他账号使用')
    expect(useProfileStore.getState().info.phone).toBe(OLD)
    expect(back).not.toHaveBeenCalled()
    expect(redirect).not.toHaveBeenCalled()
  })
})
