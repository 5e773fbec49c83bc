import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import LoginPage from '@/pages/login/index'
import { BIND_PHONE_TEXT } from '@/pages/login/bind-phone'
import { PLATFORM_LOGIN_TEXT } from '@/pages/login/platform-login'
import { LOGIN_KEYS } from '@/constants/storage-keys'
import { sendSmsCode } from '@/services/api/sms'
import { bindUserPhone, bindWechatPhone, getWechatAuthorizeUrl } from '@/services/api/user'
import { ApiError } from '@/services/request'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { useProfileStore } from '@/stores/profile'
import { sessionGet, sessionSet } from '@/utils/storage'

jest.mock('@/services/api/sms', () => ({ sendSmsCode: jest.fn() }))
jest.mock('@/services/api/user', () => ({
  loginByPhone: jest.fn(),
  bindWechatPhone: jest.fn(),
  bindUserPhone: jest.fn(),
  getWechatAuthorizeUrl: jest.fn()
}))
// jsdom cannot leave the page; the authorise address is checked in the unit tests.
jest.mock('@/platform/wechat-oauth', () => ({
  ...jest.requireActual('@/platform/wechat-oauth'),
  leaveForOauth: jest.fn()
}))

const sendMock = sendSmsCode as jest.MockedFunction<typeof sendSmsCode>
const bindWechatMock = bindWechatPhone as jest.MockedFunction<typeof bindWechatPhone>
const bindUserMock = bindUserPhone as jest.MockedFunction<typeof bindUserPhone>
const authorizeMock = getWechatAuthorizeUrl as jest.MockedFunction<typeof getWechatAuthorizeUrl>
const leaveMock = jest.requireMock('@/platform/wechat-oauth').leaveForOauth as jest.Mock
const PHONE = '13800138000'
const TICKET = 'ticket_abcdefghijklmnop'
const WECHAT_UA = 'Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI'
const CHROME_UA = window.navigator.userAgent

const setUA = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
const openAt = (query: string) => window.history.replaceState(null, '', `/#/pages/login/index${query}`)
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

type Mounted = { container: HTMLElement; unmount: () => void }
let mounted: Mounted | undefined

async function mountPage() {
  const utils = new TestUtils()
  await utils.mount(LoginPage, { props: {} })
  mounted = (utils as unknown as { _inst: Mounted })._inst
  const root = mounted.container
  const $ = <E extends Element = HTMLElement>(sel: string) => root.querySelector(sel) as E
  const type = async (sel: string, value: string) => {
    // Taro's native <input> is drawn a moment after the component: wait for it.
    let input = $<HTMLInputElement>(sel)
    for (let i = 0; !input && i < 250; i++) {
      await utils.act(() => new Promise((resolve) => setTimeout(resolve, 20)))
      input = $<HTMLInputElement>(sel)
    }
    await utils.act(async () => {
      input.value = value
      utils.fireEvent.input(input)
    })
  }
  const tap = (el: Element) => utils.act(async () => void utils.fireEvent.click(el))
  const text = () => root.textContent || ''
  return { utils, $, type, tap, text }
}

describe('login page: the platform login and the bind-phone step', () => {
  let reLaunch: jest.SpyInstance
  let showToast: jest.SpyInstance

  beforeEach(() => {
    sessionStorage.clear()
    localStorage.clear()
    setUA(CHROME_UA)
    useAuthStore.setState({ ...AUTH_DEFAULTS })
    useProfileStore.setState({ loadProfile: jest.fn().mockResolvedValue(undefined) })
    sendMock.mockReset().mockResolvedValue({ expire_in: 300, interval: 60 })
    bindWechatMock.mockReset().mockResolvedValue({ token: 'tok-b', uid: 8, expired_time: 2_000_000_000 })
    bindUserMock.mockReset().mockResolvedValue({ token: 'tok-u', uid: 9, expired_time: 2_000_000_000 })
    authorizeMock.mockReset().mockResolvedValue({ url: 'http://localhost/authorize' })
    leaveMock.mockReset()
    reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' })
    showToast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })

  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
    jest.restoreAllMocks()
    setUA(CHROME_UA)
  })

  it('plain H5 offers no platform login', async () => {
    openAt('')
    const p = await mountPage()
    expect(p.$('.login-platform')).toBeNull()
  })

  it('in WeChat’s browser: 微信授权登录 needs the agreement, then asks /wechat/code and leaves for it', async () => {
    setUA(WECHAT_UA)
    openAt(`?goUrl=${encodeURIComponent('/pages/my-order/index')}`)
    const p = await mountPage()
    const btn = p.$('.login-platform__btn')
    expect(btn.textContent).toBe(PLATFORM_LOGIN_TEXT.wechat_h5)
    await p.tap(btn)
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请先阅读并同意服务条款' }))
    expect(authorizeMock).not.toHaveBeenCalled()

    await p.tap(p.$('.login__agree'))
    await p.tap(btn)
    await p.utils.act(flush)
    expect(authorizeMock).toHaveBeenCalledWith(
      expect.objectContaining({ redirect_uri: 'http://localhost/#/pages/wechat-bridge/index' }),
      { noTip: true }
    )
    expect(sessionGet<{ goUrl: string }>(LOGIN_KEYS.wechatOauth)?.goUrl).toBe('/pages/my-order/index')
    expect(leaveMock).toHaveBeenCalledWith('http://localhost/authorize')
  })

  it('?mode=bind-phone binds the phone to the WeChat ticket and finishes the login at goUrl', async () => {
    sessionSet(LOGIN_KEYS.bindTicket, { ticket: TICKET, via: 'wechat_h5', goUrl: '/pages/my-order/index' })
    openAt(`?mode=bind-phone&goUrl=${encodeURIComponent('/pages/my-order/index')}`)
    const p = await mountPage()
    expect(p.text()).toContain(BIND_PHONE_TEXT.title)
    expect(p.text()).toContain(BIND_PHONE_TEXT.subtitle('微信'))
    await p.type('input[name=phone]', PHONE)
    await p.tap(p.$('.login__send'))
    await p.utils.act(flush)
    expect(sendMock).toHaveBeenCalledWith({ phone: PHONE }, { noTip: true })
    await p.type('input[name=verify_code]', '123456')
    await p.tap(p.$('.login-bind__submit'))
    await p.utils.act(flush)
    expect(bindWechatMock).toHaveBeenCalledWith(
      { phone: PHONE, verify_code: '123456', ticket: TICKET },
      { noTip: true }
    )
    expect(useAuthStore.getState()).toMatchObject({ isLogin: true, accessToken: 'tok-b' })
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/my-order/index' })
  })

  it('an Apple ticket binds through /user/bindphone; a refused code shows its message and logs nobody in', async () => {
    sessionSet(LOGIN_KEYS.bindTicket, { ticket: TICKET, via: 'apple', goUrl: '/pages/home/index' })
    bindUserMock.mockRejectedValueOnce(new ApiError(2002, '验证码错误', null))
    openAt('?mode=bind-phone')
    const p = await mountPage()
    expect(p.text()).toContain(BIND_PHONE_TEXT.subtitle('Apple ID'))
    await p.type('input[name=phone]', PHONE)
    await p.type('input[name=verify_code]', '654321')
    await p.tap(p.$('.login-bind__submit'))
    await p.utils.act(flush)
    expect(bindUserMock).toHaveBeenCalledTimes(1)
    expect(p.$('.login-bind__error').textContent).toBe('验证码错误')
    expect(useAuthStore.getState().isLogin).toBe(false)
  })

  it('an expired ticket (or none) says so and leads back to the ordinary login', async () => {
    sessionSet(LOGIN_KEYS.bindTicket, { ticket: TICKET, via: 'wechat_mp', goUrl: '/pages/home/index' })
    bindWechatMock.mockRejectedValueOnce(new ApiError(2031, '授权已过期，请重新授权登录', null))
    openAt('?mode=bind-phone')
    const p = await mountPage()
    await p.type('input[name=phone]', PHONE)
    await p.type('input[name=verify_code]', '123456')
    await p.tap(p.$('.login-bind__submit'))
    await p.utils.act(flush)
    expect(p.text()).toContain(BIND_PHONE_TEXT.expiredTitle)
    expect(sessionGet(LOGIN_KEYS.bindTicket)).toBeNull()
    await p.tap(p.$('.result-screen .nut-button'))
    expect(p.$('.login__submit')?.textContent).toBe('登录')
  })

  it('binding WeChat to the signed-in account: the code goes to that account’s phone, which cannot be changed', async () => {
    sessionSet(LOGIN_KEYS.bindTicket, { ticket: TICKET, via: 'wechat_h5', goUrl: '/pages/home/index', phone: PHONE })
    openAt('?mode=bind-phone')
    const p = await mountPage()
    expect(p.$('input[name=phone]')).toBeNull()
    expect(p.text()).toContain('138****8000')
    await p.tap(p.$('.login__send'))
    await p.utils.act(flush)
    expect(sendMock).toHaveBeenCalledWith({ phone: PHONE }, { noTip: true })
  })
})
