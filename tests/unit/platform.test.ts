import { Taro, resetTaro, setCurrentPage } from './helpers/taro-mock'
import {
  getHostPlatform,
  hostOwnsLogin,
  isAlipayBrowser,
  isNativeApp,
  isWechatBrowser,
  isWechatMiniProgramWebview
} from '../../src/platform/ua'
import { ensureLogin, goLogin, holdLoginRedirects } from '../../src/platform/login'
import { useAuthStore } from '../../src/stores/auth'
import { BridgeUnavailableError, callNativeApp, jumpLoginOrAuth } from '../../src/platform/bridge'
import { getLocation, isLocationSkipped } from '../../src/platform/location'
import { configWechatSdk, signatureUrl } from '../../src/platform/wechat-sdk'
import { watchMiniProgramUpdate } from '../../src/platform/update'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

const UA = {
  chrome: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI',
  wechatMp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI miniProgram/wx123',
  alipay: 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36 AlipayClient/10.5.0',
  alipayMp: 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36 AlipayClient/10.5.0 MiniProgram',
  app: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MiliMall/2.3.0'
}

function setUA(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
}

type TestWindow = Window & Record<string, unknown>
const w = window as unknown as TestWindow

beforeEach(() => {
  resetTaro()
  process.env.TARO_ENV = 'h5'
  setUA(UA.chrome)
  delete w.MiliBridge
  delete w.webkit
  delete w.wx
  window.history.replaceState(null, '', '/')
})

describe('user agent', () => {
  it('tells the hosts apart', () => {
    expect(getHostPlatform(UA.chrome)).toBe('h5')
    expect(getHostPlatform(UA.wechat)).toBe('wechat')
    expect(getHostPlatform(UA.wechatMp)).toBe('wechat-webview')
    expect(getHostPlatform(UA.alipay)).toBe('alipay-h5')
    expect(getHostPlatform(UA.alipayMp)).toBe('alipay-webview')
    expect(getHostPlatform(UA.app)).toBe('app')
    expect(isWechatBrowser(UA.wechatMp)).toBe(true)
    expect(isWechatMiniProgramWebview(UA.wechat)).toBe(false)
    expect(isAlipayBrowser(UA.chrome)).toBe(false)
    expect(isNativeApp(UA.app)).toBe(true)
  })

  it('reads the compiled platform in mini programs, whatever the UA', () => {
    process.env.TARO_ENV = 'weapp'
    expect(getHostPlatform(UA.chrome)).toBe('weapp')
    expect(isWechatBrowser(UA.wechat)).toBe(false)
    process.env.TARO_ENV = 'alipay'
    expect(getHostPlatform(UA.chrome)).toBe('alipay')
  })

  it('knows which hosts own the login', () => {
    expect(hostOwnsLogin(UA.chrome)).toBe(false)
    expect(hostOwnsLogin(UA.wechat)).toBe(false)
    expect(hostOwnsLogin(UA.app)).toBe(true)
    expect(hostOwnsLogin(UA.wechatMp)).toBe(true)
    expect(hostOwnsLogin(UA.alipayMp)).toBe(true)
  })
})

describe('login routing', () => {
  const loginUrl = () => Taro.navigateTo.mock.calls[0][0].url as string

  it('web: opens the login page with goUrl (the return) and the fixed sourceUrl marker', async () => {
    setCurrentPage('pages/my-order/index', { status: '1' })
    await goLogin()
    expect(loginUrl()).toBe('/pages/login/index?goUrl=%2Fpages%2Fmy-order%2Findex%3Fstatus%3D1&sourceUrl=mili-mall')
  })

  it('never sends the user back to the login page itself', async () => {
    setCurrentPage('pages/user-config/index')
    await goLogin('/pages/login/index?goUrl=x')
    expect(loginUrl()).toContain('goUrl=%2Fpages%2Fhome%2Findex')
  })

  it('does nothing on the login page', async () => {
    setCurrentPage('pages/login/index')
    await goLogin('/pages/my-order/index')
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('replaces the page when the page stack is full', async () => {
    setCurrentPage('pages/my-order/index')
    Taro.navigateTo.mockRejectedValueOnce({ errMsg: 'navigateTo:fail webview count limit exceed' })
    await goLogin('/pages/my-order/index')
    expect(Taro.redirectTo).toHaveBeenCalledWith({
      url: '/pages/login/index?goUrl=%2Fpages%2Fmy-order%2Findex&sourceUrl=mili-mall'
    })
  })

  it('native app: sends jumpLoginOrAuth {flag: 0, backUrl} over the bridge (iOS and Android)', async () => {
    setUA(UA.app)
    const ios = jest.fn()
    w.webkit = { messageHandlers: { MiliBridge: { postMessage: ios } } }
    await goLogin('/pages/my-order/index')
    expect(ios).toHaveBeenCalledWith({
      method: 'jumpLoginOrAuth',
      params: { flag: 0, backUrl: '/pages/my-order/index' }
    })
    delete w.webkit
    const android = jest.fn()
    w.MiliBridge = { postMessage: android }
    await goLogin('/pages/cart/index')
    expect(JSON.parse(android.mock.calls[0][0])).toEqual({
      method: 'jumpLoginOrAuth',
      params: { flag: 0, backUrl: '/pages/cart/index' }
    })
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('native app without the bridge: falls back to the web login page', async () => {
    setUA(UA.app)
    await goLogin('/pages/my-order/index')
    expect(loginUrl()).toContain('/pages/login/index?goUrl=')
  })

  it.each(['weapp', 'alipay'])('%s mini program: jumpLoginOrAuth opens our own login page', async (env) => {
    process.env.TARO_ENV = env as NodeJS.ProcessEnv['TARO_ENV']
    await jumpLoginOrAuth({ flag: 0, backUrl: '/pages/my-order/index' })
    expect(loginUrl()).toBe('/pages/login/index?goUrl=%2Fpages%2Fmy-order%2Findex&sourceUrl=mili-mall')
  })

  it('WeChat mini-program web-view: asks the host mini program to open its login page', async () => {
    setUA(UA.wechatMp)
    const navigateTo = jest.fn()
    w.wx = { miniProgram: { navigateTo } }
    const script = jest.spyOn(document.head, 'appendChild').mockImplementation((el) => {
      ;(el as HTMLScriptElement).onload?.(new Event('load'))
      return el
    })
    await goLogin('/pages/my-order/index')
    expect(navigateTo).toHaveBeenCalledWith({
      url: '/pages/login/index?flag=0&backUrl=%2Fpages%2Fmy-order%2Findex'
    })
    script.mockRestore()
  })

  it('ensureLogin: true for a logged-in user, else starts the login back to this page', async () => {
    setCurrentPage('pages/my-order/index', { status: 'await_pay' })
    useAuthStore.getState().logout()
    expect(ensureLogin()).toBe(false)
    await new Promise((r) => setTimeout(r, 0))
    expect(loginUrl()).toBe(
      '/pages/login/index?goUrl=%2Fpages%2Fmy-order%2Findex%3Fstatus%3Dawait_pay&sourceUrl=mili-mall'
    )
    useAuthStore.getState().loginSuccess({ token: 't', uid: 1 })
    expect(ensureLogin()).toBe(true)
    expect(Taro.navigateTo).toHaveBeenCalledTimes(1)
  })

  it('ensureLogin leaves the trip to login to the session-expiry notice while it is up', async () => {
    setCurrentPage('pages/my-order/index')
    useAuthStore.getState().logout()
    let closeNotice = () => {}
    const notice = holdLoginRedirects(new Promise<void>((resolve) => (closeNotice = resolve)))
    expect(ensureLogin()).toBe(false)
    await new Promise((r) => setTimeout(r, 0))
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    closeNotice()
    await notice
    expect(ensureLogin()).toBe(false)
    await new Promise((r) => setTimeout(r, 0))
    expect(Taro.navigateTo).toHaveBeenCalledTimes(1)
  })

  it('callNativeApp throws when the app did not inject the bridge', () => {
    expect(() => callNativeApp('x', {})).toThrow(BridgeUnavailableError)
  })
})

describe('location', () => {
  it.each(['pages/westdex-bridge/index', 'pages/points-redemption/index', 'pages/account-bridge/index'])(
    'returns 0,0 without asking on %s',
    async (route) => {
      setCurrentPage(route)
      await expect(getLocation()).resolves.toEqual({ longitude: 0, latitude: 0 })
      expect(Taro.getLocation).not.toHaveBeenCalled()
    }
  )

  it('skips by the browser address too', () => {
    window.history.replaceState(null, '', '/?from=westdex#/pages/home/index')
    setCurrentPage('pages/home/index')
    expect(isLocationSkipped()).toBe(true)
  })

  it('returns the position elsewhere, and 0,0 when it fails', async () => {
    setCurrentPage('pages/home/index')
    await expect(getLocation()).resolves.toEqual({ longitude: 116.4, latitude: 39.9 })
    expect(Taro.getLocation).toHaveBeenCalledWith({ type: 'gcj02' })
    Taro.getLocation.mockRejectedValueOnce({ errMsg: 'getLocation:fail auth deny' })
    await expect(getLocation()).resolves.toEqual({ longitude: 0, latitude: 0 })
  })
})

describe('wechat JS-SDK', () => {
  it('uses the address without its hash for the signature', () => {
    expect(signatureUrl('https://m.example.com/?a=1#/pages/home/index')).toBe('https://m.example.com/?a=1')
  })

  it('does nothing (no script, no call) outside WeChat', async () => {
    const append = jest.spyOn(document.head, 'appendChild')
    const fetchConfig = jest.fn()
    await expect(configWechatSdk(fetchConfig)).resolves.toBe(false)
    process.env.TARO_ENV = 'weapp'
    await expect(configWechatSdk(fetchConfig)).resolves.toBe(false)
    expect(append).not.toHaveBeenCalled()
    expect(fetchConfig).not.toHaveBeenCalled()
    append.mockRestore()
  })

  it('in WeChat: loads the CDN script, fetches the config for the page address and configures wx', async () => {
    // Fresh modules: the script loader remembers scripts loaded by earlier tests. (The Taro mock
    // was created before, so the fresh modules share it.)
    let sdk = {} as typeof import('../../src/platform/wechat-sdk')
    jest.isolateModules(() => {
      sdk = require('../../src/platform/wechat-sdk')
    })
    setUA(UA.wechat)
    window.history.replaceState(null, '', '/?x=1#/pages/goods-info/index?sku_id=1')
    const fetchConfig = jest
      .fn()
      .mockResolvedValue({ appId: 'wx1', timestamp: 1700000000, nonceStr: 'n', signature: 's' })
    const config = jest.fn()
    const srcs: string[] = []
    const append = jest.spyOn(document.head, 'appendChild').mockImplementation((el) => {
      srcs.push((el as HTMLScriptElement).src)
      w.wx = { config, ready: (fn: () => void) => fn(), error: jest.fn() }
      ;(el as HTMLScriptElement).onload?.(new Event('load'))
      return el
    })
    await expect(sdk.configWechatSdk(fetchConfig)).resolves.toBe(true)
    await expect(sdk.configWechatSdk(fetchConfig)).resolves.toBe(true)
    expect(srcs).toEqual(['https://res.wx.qq.com/open/js/jweixin-1.6.0.js'])
    expect(fetchConfig).toHaveBeenCalledTimes(1)
    expect(fetchConfig).toHaveBeenCalledWith('http://localhost/?x=1')
    expect(config).toHaveBeenCalledWith(
      expect.objectContaining({
        appId: 'wx1',
        debug: false,
        jsApiList: expect.arrayContaining(['updateAppMessageShareData', 'chooseImage', 'scanQRCode', 'chooseWXPay'])
      })
    )
    append.mockRestore()
  })
})

describe('mini-program update prompt', () => {
  function manager() {
    const m = { onUpdateReady: jest.fn(), applyUpdate: jest.fn() }
    Taro.getUpdateManager.mockReturnValue(m)
    return m
  }

  it('asks 更新提示 / 新版本已经准备好，是否重启应用？ and restarts on confirm', async () => {
    process.env.TARO_ENV = 'weapp'
    const m = manager()
    watchMiniProgramUpdate()
    m.onUpdateReady.mock.calls[0][0]()
    await new Promise((r) => setTimeout(r, 0))
    expect(Taro.showModal).toHaveBeenCalledWith(
      expect.objectContaining({ title: '更新提示', content: '新版本已经准备好，是否重启应用？' })
    )
    expect(m.applyUpdate).toHaveBeenCalled()
  })

  it('does not restart on cancel, and does nothing on H5', async () => {
    process.env.TARO_ENV = 'weapp'
    const m = manager()
    Taro.showModal.mockResolvedValueOnce({ errMsg: 'showModal:ok', confirm: false, cancel: true })
    watchMiniProgramUpdate()
    m.onUpdateReady.mock.calls[0][0]()
    await new Promise((r) => setTimeout(r, 0))
    expect(m.applyUpdate).not.toHaveBeenCalled()
    process.env.TARO_ENV = 'h5'
    Taro.getUpdateManager.mockClear()
    watchMiniProgramUpdate()
    expect(Taro.getUpdateManager).not.toHaveBeenCalled()
  })
})
