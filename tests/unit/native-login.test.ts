import { Taro, resetTaro, setCurrentPage } from './helpers/taro-mock'
import { serveApi } from './helpers/fake-api'
import { NATIVE_LOGIN_CALLBACK, listenNativeLogin, parseNativeLogin } from '../../src/platform/native-login'
import { goLogin } from '../../src/platform/login'
import { getLocation } from '../../src/platform/location'
import { watchMiniProgramUpdate } from '../../src/platform/update'
import { installNativeLogin, readBindTicket } from '../../src/flows/platform-login'
import { AUTH_DEFAULTS, useAuthStore } from '../../src/stores/auth'
import { useProfileStore } from '../../src/stores/profile'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

/** The native app's login (bridge out, code back) and the other platform rules of the login area. */

const UA = {
  chrome: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
  app: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MiliMall/2.3.0'
}
const setUA = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })

const SESSION = { token: 'tok-9', uid: 9, expired_time: 2_000_000_000 }
const TICKET = 'ticket_abcdefghijklmnop'
const flush = () => new Promise((r) => setTimeout(r, 0))

beforeEach(() => {
  resetTaro()
  sessionStorage.clear()
  process.env.TARO_ENV = 'h5'
  setUA(UA.chrome)
  window.history.replaceState(null, '', '/')
  useAuthStore.setState({ ...AUTH_DEFAULTS })
  useProfileStore.setState({ loadProfile: jest.fn().mockResolvedValue(undefined) })
  delete (window as unknown as Record<string, unknown>)[NATIVE_LOGIN_CALLBACK]
})

afterAll(() => {
  process.env.TARO_ENV = 'h5'
})

describe('native app: the bridge, and the WeChat / Apple login it hands back', () => {
  type Answer = (raw: unknown) => Promise<{ ok: boolean; message?: string }>
  const callback = () => (window as unknown as Record<string, Answer>)[NATIVE_LOGIN_CALLBACK]

  it('sends jumpLoginOrAuth {flag: 0, backUrl} instead of opening the web login page', async () => {
    setUA(UA.app)
    const postMessage = jest.fn()
    ;(window as unknown as { MiliBridge?: unknown }).MiliBridge = { postMessage }
    setCurrentPage('pages/my-order/index')
    await goLogin()
    expect(JSON.parse(postMessage.mock.calls[0][0])).toEqual({
      method: 'jumpLoginOrAuth',
      params: { flag: 0, backUrl: '/pages/my-order/index' }
    })
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    delete (window as unknown as { MiliBridge?: unknown }).MiliBridge
  })

  it('listens only inside the app', () => {
    installNativeLogin()
    expect(callback()).toBeUndefined()
    setUA(UA.app)
    const stop = installNativeLogin()
    expect(typeof callback()).toBe('function')
    stop()
    expect(callback()).toBeUndefined()
  })

  it("the app's WeChat code logs in through /wechat/applogin and returns to backUrl", async () => {
    setUA(UA.app)
    installNativeLogin()
    const calls = serveApi({ '/api/v1/wechat/applogin': () => SESSION })
    const answer = await callback()(
      JSON.stringify({ type: 'wechat', code: 'app-code', backUrl: '/pages/my-order/index' })
    )
    expect(answer).toEqual({ ok: true })
    expect(calls[0]).toMatchObject({ path: '/api/v1/wechat/applogin', body: { code: 'app-code' } })
    expect(useAuthStore.getState().isLogin).toBe(true)
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/my-order/index' })
  })

  it('an Apple code goes to /user/applelogin; without an account it opens the bind-phone step', async () => {
    setUA(UA.app)
    installNativeLogin()
    const calls = serveApi({ '/api/v1/user/applelogin': () => ({ ticket: TICKET }) })
    const answer = await callback()({ type: 'apple', code: 'apple-code', backUrl: '/pages/home/index' })
    expect(answer.ok).toBe(true)
    expect(calls[0].path).toBe('/api/v1/user/applelogin')
    expect(Taro.navigateTo.mock.calls[0][0].url).toBe(
      '/pages/login/index?mode=bind-phone&goUrl=%2Fpages%2Fhome%2Findex'
    )
    expect(readBindTicket()?.via).toBe('apple')
  })

  it('a refused code is answered, not thrown; a cancel or garbage does nothing', async () => {
    setUA(UA.app)
    const handler = jest.fn().mockRejectedValue(new Error('授权已失效，请重新授权'))
    listenNativeLogin(handler)
    await expect(callback()({ type: 'wechat', code: 'x' })).resolves.toEqual({
      ok: false,
      message: '授权已失效，请重新授权'
    })
    expect(await callback()({ type: 'cancel' })).toEqual({ ok: false })
    expect(await callback()('not json')).toEqual({ ok: false })
    expect(handler).toHaveBeenCalledTimes(1)
    expect(parseNativeLogin({ type: 'apple', code: '' })).toBeNull()
  })
})

describe('the other platform rules of this area', () => {
  it('the Westdex entry skips the location lookup (0,0, no platform call)', async () => {
    setCurrentPage('pages/westdex-bridge/index')
    window.history.replaceState(null, '', '/#/pages/westdex-bridge/index')
    await expect(getLocation()).resolves.toEqual({ longitude: 0, latitude: 0 })
    expect(Taro.getLocation).not.toHaveBeenCalled()
  })

  it('the update prompt also runs in the Alipay build', async () => {
    process.env.TARO_ENV = 'alipay'
    const manager = { onUpdateReady: jest.fn(), applyUpdate: jest.fn() }
    Taro.getUpdateManager.mockReturnValue(manager)
    watchMiniProgramUpdate()
    manager.onUpdateReady.mock.calls[0][0]()
    await flush()
    expect(Taro.showModal).toHaveBeenCalledWith(
      expect.objectContaining({ title: '更新提示', content: '新版本已经准备好，是否重启应用？' })
    )
    expect(manager.applyUpdate).toHaveBeenCalled()
  })
})
