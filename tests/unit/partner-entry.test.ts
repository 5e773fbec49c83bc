import { Taro, resetTaro, setCurrentPage } from './helpers/taro-mock'
import { apiError, serveApi } from './helpers/fake-api'
import { bootstrap } from '../../src/app-start/bootstrap'
import {
  ENTRY_TEXT,
  continueSdk,
  entryTarget,
  readSdkReturn,
  runEncryptedEntry,
  runSdkEntry,
  runWestdexEntry
} from '../../src/flows/partner-entry'
import { request } from '../../src/services/request'
import { AUTH_DEFAULTS, useAuthStore } from '../../src/stores/auth'
import { isCareMode, useCareStore } from '../../src/stores/care'
import { useGlobalStore } from '../../src/stores/global'
import { useProfileStore } from '../../src/stores/profile'
import { SDK_DEFAULTS, useSdkStore } from '../../src/stores/sdk'
import { STORE_KEYS } from '../../src/constants/storage-keys'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

const SESSION = { token: 'sso-tok', uid: 31, expired_time: 2_000_000_000 }
const SIGNED = {
  appid: 'partner_a',
  sign: 'a'.repeat(64),
  timestamp: '1700000000',
  data: JSON.stringify({ phone: '13800138000', target: '/pages/my-order/index?status=1' })
}
const PHONELOGIN = '/api/v1/user/phonelogin'

beforeEach(() => {
  resetTaro()
  process.env.TARO_ENV = 'h5'
  window.history.replaceState(null, '', '/')
  setCurrentPage('pages/encrypted-entry/index')
  useAuthStore.setState({ ...AUTH_DEFAULTS })
  useSdkStore.setState({ ...SDK_DEFAULTS })
  useProfileStore.setState({ loadProfile: jest.fn().mockResolvedValue(undefined) })
})

describe('encrypted-entry: partner single sign-on', () => {
  it('sends appid, sign, timestamp and data to /user/phonelogin, stores the session and names the signed target', async () => {
    const calls = serveApi({ [PHONELOGIN]: () => SESSION })
    const target = await runEncryptedEntry({ ...SIGNED, target: '/pages/home/index' })
    expect(calls[0].body).toEqual(SIGNED)
    // The target inside the signed data wins over the unsigned query.
    expect(target).toBe('/pages/my-order/index?status=1')
    expect(useAuthStore.getState()).toMatchObject({ isLogin: true, accessToken: 'sso-tok', uid: 31, isWestdex: false })
    // The page navigates once, not completeLogin.
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })

  it.each([
    [2010, '登录签名校验失败'],
    [2011, '登录请求已过期，请重新进入'],
    [2012, '该登录请求已使用，请重新进入']
  ])('a refused signature (errno %d) throws its message and leaves the auth store untouched', async (errno, text) => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, uid: 7, accessToken: 'old' })
    const before = JSON.stringify(useAuthStore.getState())
    const storedBefore = localStorage.getItem(STORE_KEYS.auth)
    serveApi({ [PHONELOGIN]: () => apiError(errno, text) })
    await expect(runEncryptedEntry(SIGNED)).rejects.toThrow(text)
    expect(JSON.stringify(useAuthStore.getState())).toBe(before)
    expect(localStorage.getItem(STORE_KEYS.auth)).toBe(storedBefore)
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('a link without its signature asks nothing of the server', async () => {
    const calls = serveApi({})
    await expect(runEncryptedEntry({ appid: 'a', data: '{}' })).rejects.toThrow(ENTRY_TEXT.missing)
    expect(calls).toHaveLength(0)
    expect(useAuthStore.getState().isLogin).toBe(false)
  })

  it('only in-app pages are followed, never an entry page or another site', () => {
    expect(entryTarget({ target: 'https://evil.example/' })).toBe('/pages/home/index')
    expect(entryTarget({ goUrl: '/pages/login/index' })).toBe('/pages/home/index')
    expect(entryTarget({ target: '/pages/encrypted-entry/index' })).toBe('/pages/home/index')
    expect(entryTarget({ goUrl: '%2Fpages%2Fmy-coupon%2Findex' })).toBe('/pages/my-coupon/index')
    expect(entryTarget({}, JSON.stringify({ goUrl: '/pages/user-config/index' }))).toBe('/pages/user-config/index')
    expect(entryTarget({ target: '/pages/my-order/index' }, 'not json')).toBe('/pages/my-order/index')
  })

  it('an expired old session shows no notice on the entry pages', async () => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, uid: 7, accessToken: 'old' })
    serveApi({ '/api/v1/user/profile': () => apiError(1006, 'expired') })
    await expect(request('/user/profile')).rejects.toThrow()
    expect(useAuthStore.getState().isLogin).toBe(false)
    setCurrentPage('pages/sdk-entry/index')
    useAuthStore.setState({ isLogin: true, uid: 7, accessToken: 'old' })
    await expect(request('/user/profile')).rejects.toThrow()
    await new Promise((r) => setTimeout(r, 20))
    expect(Taro.showModal).not.toHaveBeenCalled()
    expect(useAuthStore.getState().hasWarned).toBe(false)
  })
  it('a late 1006 for the old session does not undo the entry login that replaced it', async () => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, uid: 7, accessToken: 'old' })
    let answerProfile: (v: unknown) => void = () => undefined
    Taro.request.mockImplementation((opts: { url: string }) =>
      opts.url.endsWith('/user/profile')
        ? new Promise((resolve) => (answerProfile = resolve))
        : Promise.resolve({ statusCode: 200, data: { errno: 1, error: '', data: SESSION } })
    )
    const stale = request('/user/profile').catch(() => 'refused')
    await runEncryptedEntry(SIGNED)
    answerProfile({ statusCode: 200, data: { errno: 1006, error: 'expired', data: null } })
    expect(await stale).toBe('refused')
    expect(useAuthStore.getState()).toMatchObject({ isLogin: true, accessToken: 'sso-tok' })
  })
})

describe('westdex-bridge', () => {
  it('a signed link logs in recording isWestdex', async () => {
    serveApi({ [PHONELOGIN]: () => SESSION })
    await expect(runWestdexEntry(SIGNED)).resolves.toBe('/pages/my-order/index?status=1')
    expect(useAuthStore.getState()).toMatchObject({ isLogin: true, isWestdex: true })
  })

  it('a signed-in shopper becomes Westdex and goes on', async () => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, uid: 7, accessToken: 't' })
    await expect(runWestdexEntry({ target: '/pages/my-coupon/index' })).resolves.toBe('/pages/my-coupon/index')
    expect(useAuthStore.getState().isWestdex).toBe(true)
  })

  it('a visitor logs in first and comes back to the bridge with the target', async () => {
    setCurrentPage('pages/westdex-bridge/index', { target: '/pages/my-coupon/index' })
    await expect(runWestdexEntry({ target: '/pages/my-coupon/index' })).resolves.toBeNull()
    const url: string = Taro.navigateTo.mock.calls[0][0].url
    expect(url.split('?')[0]).toBe('/pages/login/index')
    const goUrl = new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('goUrl')!
    expect(goUrl.split('?')[0]).toBe('/pages/westdex-bridge/index')
    expect(new URLSearchParams(goUrl.split('?')[1]).get('target')).toBe('/pages/my-coupon/index')
    expect(useAuthStore.getState().isWestdex).toBe(false)
  })
})

describe('third-party SDK: sdk-entry, sdk-bridge, mili-sdk-bridge', () => {
  it('sdk-entry sets is_third (persisted), keeps an in-app bridge_path and goes there', async () => {
    const target = await runSdkEntry({ bridge_path: '/pages/my-order/index' })
    expect(target).toBe('/pages/my-order/index')
    expect(useSdkStore.getState()).toMatchObject({ is_third: true, bridge_path: '/pages/my-order/index' })
    expect(JSON.parse(localStorage.getItem(STORE_KEYS.sdk) as string)).toEqual({ data: { is_third: true } })
  })

  it('a foreign bridge_path is not followed; a signed link also logs in', async () => {
    serveApi({ [PHONELOGIN]: () => SESSION })
    const target = await runSdkEntry({ ...SIGNED, bridge_path: 'https://evil.example/' })
    expect(useSdkStore.getState().bridge_path).toBe('')
    expect(target).toBe('/pages/my-order/index?status=1')
    expect(useAuthStore.getState().isLogin).toBe(true)
  })

  it('the bridges follow the link’s bridge_path, else the kept one, once; nothing to follow is refused', async () => {
    expect(readSdkReturn({})).toBeNull()
    expect(readSdkReturn({ bridge_path: '/pages/sdk-entry/index' })).toBeNull()
    useSdkStore.setState({ bridge_path: '/pages/my-coupon/index' })
    expect(readSdkReturn({})).toEqual({ path: '/pages/my-coupon/index' })
    expect(readSdkReturn({ bridge_path: '/pages/my-order/index' })).toEqual({ path: '/pages/my-order/index' })
    await expect(continueSdk({ path: '/pages/my-coupon/index' })).resolves.toEqual({
      target: '/pages/my-coupon/index',
      relaunch: true
    })
    expect(useSdkStore.getState()).toMatchObject({ is_third: true, bridge_path: '' })
  })
})

describe('channels', () => {
  beforeEach(() => {
    useGlobalStore.setState({ appcode: '', env: 'h5' })
    useCareStore.setState({ choice: null, auto: false })
    serveApi({ '/api/v1/app/home': () => ({ global_style: '{}', data: '{"components":[]}', goods_activities: [] }) })
  })

  it('a channel query parameter sets the store channel, sent as Access-Channel', async () => {
    window.history.replaceState(null, '', '/#/pages/home/index?channel=partner_x')
    setCurrentPage('pages/home/index')
    await bootstrap()
    expect(useGlobalStore.getState().appcode).toBe('partner_x')
    const call = Taro.request.mock.calls.find((c) => c[0].url === '/api/v1/app/home')![0]
    expect(call.header['Access-Channel']).toBe('partner_x')
    expect(isCareMode()).toBe(false)
  })

  it('the laoling channel turns care mode on; a later link without a channel keeps it', async () => {
    window.history.replaceState(null, '', '/?channel=laoling#/pages/home/index')
    await bootstrap()
    expect(useGlobalStore.getState().appcode).toBe('laoling')
    expect(isCareMode()).toBe(true)
    window.history.replaceState(null, '', '/#/pages/home/index')
    await bootstrap()
    expect(useGlobalStore.getState().appcode).toBe('laoling')
  })

  it('mini programs read channel from the launch query', async () => {
    process.env.TARO_ENV = 'weapp'
    Taro.getLaunchOptionsSync.mockReturnValueOnce({ path: 'pages/home/index', query: { channel: 'laoling' } })
    Taro.getUpdateManager.mockReturnValue({ onUpdateReady: jest.fn(), applyUpdate: jest.fn() })
    await bootstrap()
    expect(useGlobalStore.getState().appcode).toBe('laoling')
    process.env.TARO_ENV = 'h5'
  })
})

describe('startup in the native app', () => {
  it('lets the app hand its WeChat / Apple login back (window.miliNativeLogin), only there', async () => {
    serveApi({})
    const w = window as unknown as Record<string, unknown>
    await bootstrap()
    await new Promise((r) => setTimeout(r, 20))
    expect(w.miliNativeLogin).toBeUndefined()
    const ua = window.navigator.userAgent
    Object.defineProperty(window.navigator, 'userAgent', { value: `${ua} MiliMall/2.3.0`, configurable: true })
    try {
      await bootstrap()
      await new Promise((r) => setTimeout(r, 20))
      expect(typeof w.miliNativeLogin).toBe('function')
    } finally {
      Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
      delete w.miliNativeLogin
    }
  })
})
