import { Taro, resetTaro, setCurrentPage } from './helpers/taro-mock'
import { apiError, serveApi } from './helpers/fake-api'
import { getMiniProgramLoginCode, miniProgramLoginKind, MP_LOGIN_FAILED } from '../../src/platform/mp-login'
import { canUseWechatOauth, clearOauthReturn, leaveForOauth, newOauthState } from '../../src/platform/wechat-oauth'
import { goLogin } from '../../src/platform/login'
import {
  bindPhoneAndLogin,
  finishWechatOauth,
  loginWithAlipayPhone,
  loginWithMiniProgram,
  platformLoginKind,
  readBindTicket,
  readWechatReturn,
  startWechatOauth,
  type WechatOauthState
} from '../../src/flows/platform-login'
import { LOGIN_KEYS } from '../../src/constants/storage-keys'
import { AUTH_DEFAULTS, useAuthStore } from '../../src/stores/auth'
import { useProfileStore } from '../../src/stores/profile'
import { sessionGet, sessionSet } from '../../src/utils/storage'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)
// Leaving the page is the one thing jsdom cannot do; everything else in the module runs for real.
jest.mock('../../src/platform/wechat-oauth', () => ({
  ...jest.requireActual('../../src/platform/wechat-oauth'),
  leaveForOauth: jest.fn()
}))
const leaveMock = jest.requireMock('../../src/platform/wechat-oauth').leaveForOauth as jest.Mock
const realLeave = jest.requireActual('../../src/platform/wechat-oauth').leaveForOauth as typeof leaveForOauth

const UA = {
  chrome: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI',
  wechatMp: 'Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI miniProgram/wx123'
}
const setUA = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })

/** Taro.login is not in the shared mock; these tests install it. */
const taro = Taro as unknown as Record<string, jest.Mock>
const SESSION = { token: 'tok-9', uid: 9, expired_time: 2_000_000_000 }
const TICKET = 'ticket_abcdefghijklmnop'
let loadProfile: jest.Mock

beforeEach(() => {
  resetTaro()
  sessionStorage.clear()
  process.env.TARO_ENV = 'h5'
  setUA(UA.chrome)
  window.history.replaceState(null, '', '/')
  useAuthStore.setState({ ...AUTH_DEFAULTS })
  loadProfile = jest.fn().mockResolvedValue(undefined)
  useProfileStore.setState({ loadProfile })
  leaveMock.mockReset()
})

afterAll(() => {
  process.env.TARO_ENV = 'h5'
})

describe('mini programs: the platform code', () => {
  it('WeChat: Taro.login (wx.login) gives the code', async () => {
    process.env.TARO_ENV = 'weapp'
    taro.login = jest.fn().mockResolvedValue({ code: 'wx-code', errMsg: 'login:ok' })
    expect(miniProgramLoginKind()).toBe('wechat_mp')
    await expect(getMiniProgramLoginCode()).resolves.toEqual({ kind: 'wechat_mp', code: 'wx-code' })
  })

  it('Alipay: my.getAuthCode with the silent auth_base scope gives the auth code', async () => {
    process.env.TARO_ENV = 'alipay'
    taro.login = jest.fn().mockResolvedValue({ authCode: 'ali-code' })
    await expect(getMiniProgramLoginCode()).resolves.toEqual({ kind: 'alipay_mp', code: 'ali-code' })
    expect(taro.login).toHaveBeenCalledWith({ scopes: 'auth_base' })
  })

  it('a refused or empty answer, and H5, give a clear failure', async () => {
    process.env.TARO_ENV = 'weapp'
    taro.login = jest.fn().mockRejectedValue({ errMsg: 'login:fail' })
    await expect(getMiniProgramLoginCode()).rejects.toThrow(MP_LOGIN_FAILED)
    taro.login = jest.fn().mockResolvedValue({})
    await expect(getMiniProgramLoginCode()).rejects.toThrow(MP_LOGIN_FAILED)
    process.env.TARO_ENV = 'h5'
    expect(miniProgramLoginKind()).toBeNull()
    await expect(getMiniProgramLoginCode()).rejects.toThrow(MP_LOGIN_FAILED)
  })

  it('WeChat: a bound account logs straight in through /wechat/mplogin and goes back', async () => {
    process.env.TARO_ENV = 'weapp'
    taro.login = jest.fn().mockResolvedValue({ code: 'wx-code' })
    const calls = serveApi({ '/api/v1/wechat/mplogin': () => SESSION })
    const out = await loginWithMiniProgram('/pages/my-order/index')
    expect(calls[0]).toMatchObject({ path: '/api/v1/wechat/mplogin', body: { code: 'wx-code' } })
    expect(out).toEqual({ kind: 'done', target: '/pages/my-order/index' })
    expect(useAuthStore.getState()).toMatchObject({ isLogin: true, accessToken: 'tok-9', uid: 9 })
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/my-order/index' })
  })

  it('Alipay: /alipay/mplogin; an account without a phone keeps the ticket for binding and logs nobody in', async () => {
    process.env.TARO_ENV = 'alipay'
    taro.login = jest.fn().mockResolvedValue({ authCode: 'ali-code' })
    const calls = serveApi({ '/api/v1/alipay/mplogin': () => ({ ticket: TICKET }) })
    const out = await loginWithMiniProgram('/pages/my-order/index')
    expect(calls[0]).toMatchObject({ path: '/api/v1/alipay/mplogin', body: { code: 'ali-code' } })
    expect(out.kind).toBe('bind')
    expect(readBindTicket()).toEqual({ ticket: TICKET, via: 'alipay_mp', goUrl: '/pages/my-order/index' })
    expect(useAuthStore.getState().isLogin).toBe(false)
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })

  it("Alipay 手机号快捷登录: my.getPhoneNumber's signed answer goes to /alipay/phonelogin as it came", async () => {
    process.env.TARO_ENV = 'alipay'
    const answer = { response: 'aGVsbG8=', sign: 'c2lnbg==', sign_type: 'RSA2', encrypt_type: 'AES', charset: 'UTF-8' }
    const getPhoneNumber = jest.fn((o: { success: (r: { response: string }) => void }) =>
      o.success({ response: JSON.stringify(answer) })
    )
    Object.assign(globalThis, { my: { getPhoneNumber } })
    try {
      const calls = serveApi({ '/api/v1/alipay/phonelogin': () => SESSION })
      const out = await loginWithAlipayPhone('/pages/my-order/index')
      expect(calls[0]).toMatchObject({ path: '/api/v1/alipay/phonelogin', body: answer })
      expect(out).toEqual({ kind: 'done', target: '/pages/my-order/index' })
      expect(useAuthStore.getState()).toMatchObject({ isLogin: true, uid: 9 })
      // Declined, or an answer that is not Alipay's: a clear failure and no call.
      getPhoneNumber.mockImplementation(((o: { fail: (e: unknown) => void }) => o.fail({ error: 11 })) as never)
      await expect(loginWithAlipayPhone()).rejects.toThrow(MP_LOGIN_FAILED)
      getPhoneNumber.mockImplementation(((o: { success: (r: { response: string }) => void }) =>
        o.success({ response: 'not json' })) as never)
      await expect(loginWithAlipayPhone()).rejects.toThrow(MP_LOGIN_FAILED)
      expect(calls).toHaveLength(1)
    } finally {
      delete (globalThis as { my?: unknown }).my
    }
  })

  it('mini programs route login through jumpLoginOrAuth to their own login page (they are their own host)', async () => {
    process.env.TARO_ENV = 'weapp'
    setCurrentPage('pages/my-order/index')
    await goLogin()
    expect(Taro.navigateTo.mock.calls[0][0].url).toMatch(/^\/pages\/login\/index\?goUrl=%2Fpages%2Fmy-order%2Findex/)
  })
})

describe('binding a phone to a social login', () => {
  it('WeChat identities finish through /wechat/bindphone {verify_code, phone, ticket}', async () => {
    const calls = serveApi({ '/api/v1/wechat/bindphone': () => SESSION })
    const target = await bindPhoneAndLogin(
      { ticket: TICKET, via: 'wechat_mp', goUrl: '/pages/home/index' },
      { phone: '13800138000', verify_code: '123456' }
    )
    expect(calls[0]).toMatchObject({
      path: '/api/v1/wechat/bindphone',
      body: { verify_code: '123456', phone: '13800138000', ticket: TICKET }
    })
    expect(target).toBe('/pages/home/index')
    expect(useAuthStore.getState().isLogin).toBe(true)
  })

  it('Alipay and Apple finish through /user/bindphone; the ticket is spent', async () => {
    sessionSet(LOGIN_KEYS.bindTicket, { ticket: TICKET, via: 'apple', goUrl: '/pages/home/index' })
    const calls = serveApi({ '/api/v1/user/bindphone': () => SESSION })
    await bindPhoneAndLogin(readBindTicket()!, { phone: '13800138000', verify_code: '123456' })
    expect(calls[0].path).toBe('/api/v1/user/bindphone')
    expect(readBindTicket()).toBeNull()
  })

  it('a refused code leaves the session as it was', async () => {
    serveApi({ '/api/v1/wechat/bindphone': () => apiError(2002, '验证码错误') })
    await expect(
      bindPhoneAndLogin({ ticket: TICKET, via: 'wechat_h5', goUrl: '/' }, { phone: '13800138000', verify_code: '1' })
    ).rejects.toThrow('验证码错误')
    expect(useAuthStore.getState()).toMatchObject({ isLogin: false, accessToken: '' })
  })

  it("binding WeChat to the signed-in account only takes that account's phone", async () => {
    const calls = serveApi({})
    await expect(
      bindPhoneAndLogin(
        { ticket: TICKET, via: 'wechat_h5', goUrl: '/', phone: '13800138000' },
        { phone: '13900139000', verify_code: '123456' }
      )
    ).rejects.toThrow('请使用当前账号的手机号验证')
    expect(calls).toHaveLength(0)
  })
})

describe('H5 in WeChat: web authorisation through the WeChat bridge', () => {
  it('is offered in WeChat’s browser only (a mini-program web-view logs in through its host)', () => {
    expect(platformLoginKind()).toBeNull()
    setUA(UA.wechat)
    expect(canUseWechatOauth()).toBe(true)
    expect(platformLoginKind()).toBe('wechat_h5')
    setUA(UA.wechatMp)
    expect(platformLoginKind()).toBeNull()
  })

  it('asks /wechat/code for the bridge page with a fresh state, saves it, and leaves for the authorise page', async () => {
    setUA(UA.wechat)
    const calls = serveApi({ '/api/v1/wechat/code': () => ({ url: 'http://localhost/authorize?x=1' }) })
    await startWechatOauth({ goUrl: '/pages/my-order/index' })
    expect(calls[0].body.redirect_uri).toBe('http://localhost/#/pages/wechat-bridge/index')
    const saved = sessionGet<WechatOauthState>(LOGIN_KEYS.wechatOauth)!
    expect(saved).toMatchObject({ goUrl: '/pages/my-order/index', purpose: 'login', uid: null })
    expect(calls[0].body.state).toBe(saved.state)
    expect(saved.state).toMatch(/^[0-9a-f]{32}$/)
    expect(newOauthState()).not.toBe(saved.state)
    expect(leaveMock).toHaveBeenCalledWith('http://localhost/authorize?x=1')
  })

  it('never leaves for anything but an http(s) address', () => {
    expect(() => realLeave('javascript:alert(1)')).toThrow('授权地址无效')
  })

  it('continues only an authorisation this tab started: code plus the saved state; a binding needs its account', () => {
    const saved: WechatOauthState = { state: 's1', goUrl: '/pages/home/index', purpose: 'login', uid: null }
    expect(readWechatReturn({ code: 'c', state: 's1' }, saved)).toEqual({
      code: 'c',
      goUrl: '/pages/home/index',
      purpose: 'login'
    })
    expect(readWechatReturn({ code: 'c', state: 'other' }, saved)).toBeNull()
    expect(readWechatReturn({ code: 'c', state: 's1' }, null)).toBeNull()
    expect(readWechatReturn({ state: 's1' }, saved)).toBeNull()
    const bind: WechatOauthState = { ...saved, purpose: 'bind', uid: 5 }
    expect(readWechatReturn({ code: 'c', state: 's1' }, bind)).toBeNull()
    useAuthStore.setState({ isLogin: true, uid: 5, accessToken: 't5' })
    expect(readWechatReturn({ code: 'c', state: 's1' }, bind)?.purpose).toBe('bind')
  })

  it('a known WeChat user is logged in by /wechat/userinfo; the spent code leaves the address', async () => {
    window.history.replaceState(null, '', '/?code=sandbox_x&state=s1#/pages/wechat-bridge/index')
    const calls = serveApi({ '/api/v1/wechat/userinfo': () => SESSION })
    const out = await finishWechatOauth({ code: 'sandbox_x', goUrl: '/pages/my-order/index', purpose: 'login' })
    expect(calls[0]).toMatchObject({ path: '/api/v1/wechat/userinfo', body: { code: 'sandbox_x' } })
    expect(out).toEqual({ target: '/pages/my-order/index', relaunch: true })
    expect(useAuthStore.getState()).toMatchObject({ isLogin: true, uid: 9 })
    // The bridge runner navigates, not completeLogin.
    expect(Taro.reLaunch).not.toHaveBeenCalled()
    expect(window.location.search).toBe('')
    expect(window.location.hash).toBe('#/pages/wechat-bridge/index')
    clearOauthReturn()
  })

  it('a new WeChat user goes on to bind a phone on the login page', async () => {
    serveApi({ '/api/v1/wechat/userinfo': () => ({ ticket: TICKET }) })
    const out = await finishWechatOauth({ code: 'c', goUrl: '/pages/my-order/index', purpose: 'login' })
    expect(out).toEqual({
      target: '/pages/login/index?mode=bind-phone&goUrl=%2Fpages%2Fmy-order%2Findex',
      relaunch: false
    })
    expect(readBindTicket()).toEqual({ ticket: TICKET, via: 'wechat_h5', goUrl: '/pages/my-order/index' })
    expect(useAuthStore.getState().isLogin).toBe(false)
  })

  it("binding: another account's WeChat is refused and the session stays; a new one binds with the account phone", async () => {
    useAuthStore.setState({ isLogin: true, uid: 5, accessToken: 't5' })
    serveApi({ '/api/v1/wechat/userinfo': () => SESSION })
    await expect(finishWechatOauth({ code: 'c', goUrl: '/', purpose: 'bind' })).rejects.toThrow('已绑定其他账号')
    expect(useAuthStore.getState()).toMatchObject({ uid: 5, accessToken: 't5' })

    serveApi({
      '/api/v1/wechat/userinfo': () => ({ ticket: TICKET }),
      '/api/v1/user/profile': () => ({ id: 5, phone: '13800138000' })
    })
    const back = '/pages/user-config-secure-wechat/index'
    const out = await finishWechatOauth({ code: 'c2', goUrl: back, purpose: 'bind' })
    expect(out.target).toContain('mode=bind-phone')
    expect(readBindTicket()).toMatchObject({ via: 'wechat_h5', phone: '13800138000', goUrl: back })
  })
})
