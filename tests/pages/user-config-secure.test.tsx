import Taro from '@tarojs/taro'
import SecurePage, { SECURE_TEXT } from '@/pages/user-config-secure/index'
import { UNREGISTER_TEXT } from '@/pages/user-config-secure/unregister-panel'
import { MY_DATA_TEXT } from '@/pages/user-config-secure/my-data-panel'
import { getAddressList } from '@/services/api/address'
import { queryBankCard } from '@/services/api/bank'
import { sendSmsCode } from '@/services/api/sms'
import { logoutUser, unregisterUser } from '@/services/api/user'
import { ApiError } from '@/services/request'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { PROFILE_DEFAULTS, PROFILE_INFO_DEFAULTS, useProfileStore } from '@/stores/profile'
import { $, find, mount, textOf } from '../jest/render'

jest.mock('@/services/api/sms', () => ({ sendSmsCode: jest.fn() }))
jest.mock('@/services/api/user', () => ({ logoutUser: jest.fn(), unregisterUser: jest.fn() }))
jest.mock('@/services/api/address', () => ({ getAddressList: jest.fn() }))
jest.mock('@/services/api/bank', () => ({ queryBankCard: jest.fn() }))

const logoutMock = logoutUser as jest.MockedFunction<typeof logoutUser>
const unregisterMock = unregisterUser as jest.MockedFunction<typeof unregisterUser>

type Utils = Awaited<ReturnType<typeof mount>>
const settle = async (utils: Utils) => {
  for (let i = 0; i < 6; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
}
const tap = async (utils: Utils, el: Element) => {
  await utils.act(async () => void utils.fireEvent.click(el))
  await settle(utils)
}
const row = (title: string) =>
  Array.from(document.querySelectorAll('.menu-row')).find(
    (el) => textOf(el.querySelector('.menu-row__title') as Element) === title
  ) as HTMLElement

describe('user-config-secure', () => {
  let modal: jest.SpyInstance
  let reLaunch: jest.SpyInstance

  beforeEach(() => {
    window.localStorage.clear()
    useAuthStore.setState({ ...AUTH_DEFAULTS, accessToken: 'tok-1', isLogin: true, uid: 7, expiredTime: 2_000_000_000 })
    useProfileStore.setState({
      ...PROFILE_DEFAULTS,
      info: { ...PROFILE_INFO_DEFAULTS, id: 7, phone: '13800138000', nick: '老王', openid_h5: 'h5_x' }
    })
    logoutMock.mockReset().mockResolvedValue(null)
    unregisterMock.mockReset()
    ;(sendSmsCode as jest.Mock).mockReset().mockResolvedValue({ expire_in: 300, interval: 60 })
    modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
    reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' })
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })
  afterEach(() => {
    jest.restoreAllMocks()
    useAuthStore.setState({ ...AUTH_DEFAULTS })
  })

  it('shows the masked phone and the WeChat binding', async () => {
    await mount(SecurePage)
    expect(textOf(row(SECURE_TEXT.phone))).toContain('138****8000')
    expect(textOf(row(SECURE_TEXT.wechat))).toContain(SECURE_TEXT.bound)
  })

  it('asks first, and a cancelled logout changes nothing', async () => {
    modal.mockResolvedValue({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    const utils = await mount(SecurePage)
    await tap(utils, $('.secure__logout-btn'))
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: SECURE_TEXT.logoutConfirm }))
    expect(logoutMock).not.toHaveBeenCalled()
    expect(useAuthStore.getState().isLogin).toBe(true)
  })

  it('logs out as spec section 4 says: server told, token and persisted auth cleared, profile reset, home', async () => {
    const utils = await mount(SecurePage)
    await tap(utils, $('.secure__logout-btn'))
    expect(logoutMock).toHaveBeenCalledTimes(1)
    const auth = useAuthStore.getState()
    expect(auth).toMatchObject({ accessToken: '', isLogin: false, uid: 0, isPending: true, isWestdex: false })
    const stored = JSON.parse(window.localStorage.getItem('mili-mall:auth') as string)
    expect(stored.data).toMatchObject({ accessToken: '', isLogin: false, uid: 0, isPending: true })
    expect(useProfileStore.getState().info.phone).toBeNull()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })

  it('logs out locally even when the server cannot be reached', async () => {
    logoutMock.mockRejectedValue(new Error('网络连接超时，请稍后重试'))
    const utils = await mount(SecurePage)
    await tap(utils, $('.secure__logout-btn'))
    expect(useAuthStore.getState().isLogin).toBe(false)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })

  it("account deletion warns what is lost, and shows the server's refusal while orders are open", async () => {
    const refusal = '您有未完成的订单（待付款、待发货、待收货或退款中），请处理完成后再注销账户'
    unregisterMock.mockRejectedValueOnce(new ApiError(2023, refusal, null)).mockResolvedValueOnce(null)
    const utils = await mount(SecurePage)
    await tap(utils, row(SECURE_TEXT.unregister))
    for (const line of UNREGISTER_TEXT.losses) expect(textOf()).toContain(line)
    expect(textOf()).toContain(UNREGISTER_TEXT.codeTo('138****8000'))

    await tap(utils, $('.unregister__send'))
    expect(sendSmsCode).toHaveBeenCalledWith({ phone: '13800138000' }, { noTip: true })
    const code = (await find('input[name="verify_code"]')) as HTMLInputElement
    code.value = '123456'
    await utils.act(() => utils.fireEvent.input(code))
    // Without the acknowledgement nothing is sent.
    await tap(utils, $('.unregister__submit'))
    expect(unregisterMock).not.toHaveBeenCalled()
    await tap(utils, $('.unregister__agree'))
    expect($('.unregister__agree').getAttribute('aria-checked')).toBe('true')
    await tap(utils, $('.unregister__submit'))
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: UNREGISTER_TEXT.confirm }))
    expect(unregisterMock).toHaveBeenCalledWith({ verify_code: '123456' }, { noTip: true })
    expect(textOf($('.unregister__error'))).toBe(refusal)
    expect(useAuthStore.getState().isLogin).toBe(true)

    const toastSpy = Taro.showToast as unknown as jest.Mock
    toastSpy.mockClear()
    await tap(utils, $('.unregister__submit'))
    expect(unregisterMock).toHaveBeenCalledTimes(2)
    expect(useAuthStore.getState().isLogin).toBe(false)
    // The tip first, for its 2000 ms (the spec's tip helper), then home.
    expect(toastSpy).toHaveBeenCalledWith(expect.objectContaining({ title: UNREGISTER_TEXT.done, duration: 2000 }))
    expect(reLaunch).not.toHaveBeenCalled()
    await utils.act(() => new Promise((r) => setTimeout(r, 2100)))
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })

  it('opens the privacy policy and the service terms from settings', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
    const utils = await mount(SecurePage)
    await tap(utils, row(SECURE_TEXT.privacy))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/service-terms/index?key=privacy-policy' })
    await tap(utils, row(SECURE_TEXT.terms))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/service-terms/index' })
  })

  it('我的数据 shows what the shop holds, masked, and copies it as text', async () => {
    useProfileStore.setState((s) => ({ info: { ...s.info, name: '王大明', id_no: '110105199001010021' } }))
    ;(getAddressList as jest.Mock).mockResolvedValue([
      { id: 1, name: '王大明', phone: '13912345678', full_address: '北京市东城区某街1号', is_default: true }
    ])
    ;(queryBankCard as jest.Mock).mockResolvedValue({
      bound: true,
      card_no: '6222980000000012',
      bank_name: '平安银行',
      phone: '',
      bank: null
    })
    const clip = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'setClipboardData:ok', data: '' })
    const utils = await mount(SecurePage)
    await tap(utils, row(MY_DATA_TEXT.title))
    await find('.my-data__section')
    const shown = textOf($('.my-data'))
    for (const part of ['老王', '138****8000', '王**', '110105********0021', '139****5678', '北京市东城区某街1号'])
      expect(shown).toContain(part)
    expect(shown).toContain('平安银行 **** **** **** 0012')
    for (const secret of ['13800138000', '110105199001010021', '6222980000000012', '王大明', '13912345678'])
      expect(shown).not.toContain(secret)
    await tap(utils, $('.my-data__copy-btn'))
    const copied = clip.mock.calls[0][0].data
    expect(copied).toContain('【实名信息】')
    expect(copied).toContain('身份证号：110105********0021')
    expect(copied).not.toContain('110105199001010021')
    await tap(utils, $('.my-data__back'))
    expect(document.querySelector('.my-data')).toBeNull()
  })
})
