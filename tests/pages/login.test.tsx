import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import LoginPage, { RESEND_SECONDS, TEXT } from '@/pages/login/index'
import { loginTarget } from '@/utils/login-target'
import { ApiError } from '@/services/request'
import { sendSmsCode } from '@/services/api/sms'
import { loginByPhone } from '@/services/api/user'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { useProfileStore } from '@/stores/profile'

jest.mock('@/services/api/sms', () => ({ sendSmsCode: jest.fn() }))
jest.mock('@/services/api/user', () => ({ loginByPhone: jest.fn() }))

const sendMock = sendSmsCode as jest.MockedFunction<typeof sendSmsCode>
const loginMock = loginByPhone as jest.MockedFunction<typeof loginByPhone>
const PHONE = '13800138000'

/** The page as H5 opens it: hash route with its query. */
function openAt(query: string) {
  window.history.replaceState(null, '', `/#/pages/login/index${query}`)
}

/** test-utils keeps the render result private; each test unmounts its page so the next one starts clean. */
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
    let input = $<HTMLInputElement>(`${sel} input`)
    for (let i = 0; !input && i < 250; i++) {
      await utils.act(() => new Promise((resolve) => setTimeout(resolve, 20)))
      input = $<HTMLInputElement>(`${sel} input`)
    }
    await utils.act(async () => {
      input.value = value
      utils.fireEvent.input(input)
    })
  }
  const tap = (el: Element) => utils.act(async () => void utils.fireEvent.click(el))
  const text = () => root.textContent || ''
  const submit = () => $('.login__submit')
  const send = () => $('.login__send')
  const isDisabled = (el: Element) => el.className.includes('nut-button-disabled')
  const fillForm = async () => {
    await type('.login__field:not(.login__field--code)', PHONE)
    await type('.login__field--code', '123456')
    await tap($('.login__agree'))
  }
  return { utils, $, type, tap, text, submit, send, isDisabled, fillForm }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('login page', () => {
  let reLaunch: jest.SpyInstance
  let showToast: jest.SpyInstance
  let loadProfile: jest.Mock

  beforeEach(() => {
    openAt('')
    useAuthStore.setState({ ...AUTH_DEFAULTS })
    sendMock.mockReset().mockResolvedValue({ expire_in: 300, interval: 60 })
    loginMock.mockReset().mockResolvedValue({ token: 'tok-1', uid: 42, expired_time: 2_000_000_000 })
    reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' })
    showToast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
    loadProfile = jest.fn().mockResolvedValue(undefined)
    useProfileStore.setState({ loadProfile })
  })

  afterEach(() => {
    mounted?.unmount()
    mounted?.container.remove()
    mounted = undefined
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('shows phone, 获取验证码, code, the agreement with its terms link and a disabled 登录', async () => {
    const p = await mountPage()
    expect(p.$('.login__field input').getAttribute('placeholder')).toBe(TEXT.phonePlaceholder)
    expect(p.$('.login__field--code input').getAttribute('placeholder')).toBe(TEXT.codePlaceholder)
    expect(p.send().textContent).toBe(TEXT.sendCode)
    expect(p.text()).toContain(TEXT.agree)
    expect(p.text()).toContain(TEXT.terms)
    expect(p.text()).toContain('《隐私政策》')
    expect(p.submit().textContent).toBe(TEXT.submit)
    expect(p.isDisabled(p.submit())).toBe(true)
  })

  it('refuses a phone outside the spec rule beside the field and sends nothing', async () => {
    const p = await mountPage()
    await p.type('.login__field', '12800138000')
    expect(p.$('.login__field .login__error').textContent).toBe(TEXT.phoneInvalid)
    await p.tap(p.send())
    expect(sendMock).not.toHaveBeenCalled()
    // Letters are dropped and the number is cut at 11 digits.
    await p.type('.login__field', '1a380013800099')
    expect(p.$<HTMLInputElement>('.login__field input').value).toBe(PHONE)
    expect(p.$('.login__error')).toBeNull()
  })

  it('sends the code with the phone, then counts 60 s down before it can be sent again', async () => {
    const p = await mountPage()
    // Fake timers only after mounting: test-utils waits on real timers while it mounts.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    await p.type('.login__field', PHONE)
    await p.tap(p.send())
    await p.utils.act(async () => {
      await Promise.resolve()
    })
    expect(sendMock).toHaveBeenCalledTimes(1)
    expect(sendMock).toHaveBeenCalledWith({ phone: PHONE }, { noTip: true })
    expect(p.send().textContent).toBe(TEXT.resend(RESEND_SECONDS))
    expect(p.isDisabled(p.send())).toBe(true)
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: TEXT.codeSent }))

    await p.tap(p.send())
    expect(sendMock).toHaveBeenCalledTimes(1)

    await p.utils.act(async () => void jest.advanceTimersByTime(20_000))
    expect(p.send().textContent).toBe(TEXT.resend(40))
    await p.utils.act(async () => void jest.advanceTimersByTime(40_000))
    expect(p.send().textContent).toBe(TEXT.sendCode)
    expect(p.isDisabled(p.send())).toBe(false)
  })

  it('enables 登录 only with a valid phone, a 6-digit code and the agreement, then returns to goUrl', async () => {
    openAt(`?goUrl=${encodeURIComponent('/pages/my-order/index?status=1')}&sourceUrl=mili-mall`)
    const p = await mountPage()
    await p.type('.login__field', PHONE)
    await p.type('.login__field--code', '12345')
    await p.tap(p.$('.login__agree'))
    expect(p.isDisabled(p.submit())).toBe(true)
    await p.type('.login__field--code', '123456')
    expect(p.isDisabled(p.submit())).toBe(false)

    await p.tap(p.submit())
    await p.utils.act(flush)
    expect(loginMock).toHaveBeenCalledWith({ phone: PHONE, verify_code: '123456' }, { noTip: true })
    const auth = useAuthStore.getState()
    expect(auth).toMatchObject({ isLogin: true, accessToken: 'tok-1', uid: 42, expiredTime: 2_000_000_000 })
    expect(loadProfile).toHaveBeenCalledTimes(1)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/my-order/index?status=1' })
  })

  it('shows the loading state while the login call runs', async () => {
    let finish: (v: { token: string; uid: number; expired_time: number }) => void = () => undefined
    loginMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)))
    const p = await mountPage()
    await p.fillForm()
    await p.tap(p.submit())
    expect(p.submit().className).toContain('nut-button-loading')
    await p.tap(p.submit())
    expect(loginMock).toHaveBeenCalledTimes(1)
    await p.utils.act(async () => {
      finish({ token: 't', uid: 1, expired_time: 1 })
      await flush()
    })
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })

  it('shows a server error as a toast, stays logged out and lets the user retry', async () => {
    loginMock.mockRejectedValue(new ApiError(2002, '验证码错误', null))
    const p = await mountPage()
    await p.fillForm()
    await p.tap(p.submit())
    await p.utils.act(flush)
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '验证码错误' }))
    expect(useAuthStore.getState().isLogin).toBe(false)
    expect(loadProfile).not.toHaveBeenCalled()
    expect(reLaunch).not.toHaveBeenCalled()
    expect(p.submit().className).not.toContain('nut-button-loading')
    expect(p.isDisabled(p.submit())).toBe(false)
  })

  it('shows a failed code send as a toast and does not start the countdown', async () => {
    sendMock.mockRejectedValue(new ApiError(2001, '发送过于频繁，请 1 分钟后再试', null))
    const p = await mountPage()
    await p.type('.login__field', PHONE)
    await p.tap(p.send())
    await p.utils.act(flush)
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '发送过于频繁，请 1 分钟后再试' }))
    expect(p.send().textContent).toBe(TEXT.sendCode)
  })

  it('never returns to the login page itself', async () => {
    openAt(`?goUrl=${encodeURIComponent('/pages/login/index?goUrl=%2Fpages%2Fmy-order%2Findex')}`)
    const p = await mountPage()
    await p.fillForm()
    await p.tap(p.submit())
    await p.utils.act(flush)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })

  it('opens the service terms from the agreement link', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
    const p = await mountPage()
    await p.tap(p.$('.login__terms'))
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/service-terms/index' })
    await p.tap(p.$('.login__privacy'))
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/service-terms/index?key=privacy-policy' })
  })
})

describe('loginTarget', () => {
  it('follows in-app page paths, decoded', () => {
    expect(loginTarget('/pages/my-order/index')).toBe('/pages/my-order/index')
    expect(loginTarget('pages/user-config/index')).toBe('/pages/user-config/index')
    expect(loginTarget('%2Fpages%2Fgoods-info%2Findex%3Fsku_id%3D7')).toBe('/pages/goods-info/index?sku_id=7')
    expect(loginTarget('/pagesFace/middle/index?a=1')).toBe('/pagesFace/middle/index?a=1')
  })

  it('goes home for nothing, the login page itself, or anything outside the app', () => {
    expect(loginTarget(undefined)).toBe('/pages/home/index')
    expect(loginTarget('')).toBe('/pages/home/index')
    expect(loginTarget('/pages/login/index?goUrl=x')).toBe('/pages/home/index')
    expect(loginTarget('https://evil.example.com/pages/home/index')).toBe('/pages/home/index')
    expect(loginTarget('//evil.example.com')).toBe('/pages/home/index')
    expect(loginTarget('%E0%A4%A')).toBe('/pages/home/index')
  })
})
