/**
 * @jest-environment jsdom
 * @jest-environment-options {"userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50"}
 */
import realPlatform from 'platform'
import platformStub from '../../config/stubs/platform.js'
import fs from 'node:fs'
import path from 'node:path'
import jsonpRetry from '../../config/stubs/jsonp-retry.js'
import { initTabbar } from '../../config/stubs/router-tabbar.js'

/** User agents of the H5 targets (docs/design.md section 5) and the in-app browsers the app runs in. */
const UAS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  chromeReduced:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  alipayAndroid:
    'Mozilla/5.0 (Linux; U; Android 12; zh-CN; PEDM00 Build/SP1A.210812.016) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.2.59 Mobile Safari/537.36 AlipayClient/10.3.0.8000 Language/zh-Hans',
  huawei:
    'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.5.302 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36'
}

/** What Taro's H5 getDeviceInfo derives from platform.js (@tarojs/taro-h5 dist/api/base/system.js). */
const deviceInfo = (p) => ({
  brand: p.manufacturer || 'unknown',
  model: p.product || 'unknown',
  system: p.os?.toString() || 'unknown',
  platform: p.os?.family || 'unknown'
})

describe('platform.js stub (H5 build)', () => {
  it.each(Object.entries(UAS))('gives Taro the same device info as platform.js: %s', (_name, ua) => {
    expect(deviceInfo(platformStub.parse(ua))).toEqual(deviceInfo(realPlatform.parse(ua)))
  })

  it('parses the current browser at load, like platform.js', () => {
    expect(platformStub.ua).toBe(navigator.userAgent)
    expect(deviceInfo(platformStub)).toEqual({ brand: 'Apple', model: 'iPhone', system: 'iOS 18.5', platform: 'iOS' })
    expect(deviceInfo(platformStub)).toEqual(deviceInfo(realPlatform))
  })

  it('reports an unknown system as unknown', () => {
    expect(deviceInfo(platformStub.parse('Mozilla/5.0 (Phone; OpenHarmony 5.0) ArkWeb/4.1.6.1'))).toEqual({
      brand: 'unknown',
      model: 'unknown',
      system: 'unknown',
      platform: 'unknown'
    })
  })
})

describe('jsonp-retry stub (H5 build)', () => {
  it('rejects a jsonp request instead of hanging', async () => {
    await expect(jsonpRetry('https://example.invalid/x', {})).rejects.toThrow(/jsonp/)
  })
})

describe('router tab-bar stub (H5 build)', () => {
  it('does nothing for a custom tab bar or none, like the router', () => {
    document.body.innerHTML = '<div id="container"></div>'
    expect(() => initTabbar({ tabBar: { custom: true, list: [] }, router: { mode: 'hash' } })).not.toThrow()
    expect(() => initTabbar({ router: { mode: 'hash' } })).not.toThrow()
    expect(document.querySelector('taro-tabbar')).toBeNull()
  })

  it('fails loudly if the tab bar stops being custom', () => {
    expect(() => initTabbar({ tabBar: { custom: false, list: [] }, router: { mode: 'hash' } })).toThrow(/tabBar.custom/)
  })

  it('is only valid while the app config keeps its tab bar custom', () => {
    const appConfig = fs.readFileSync(path.join(__dirname, '../../src/app.config.ts'), 'utf8')
    expect(appConfig).toMatch(/tabBar:\s*\{\s*custom:\s*true/)
  })
})

describe('@nutui/icons-react-taro barrel, declared pure on H5', () => {
  it('only re-exports, besides the stylesheet the H5 entry loads instead', () => {
    const barrel = fs.readFileSync(require.resolve('@nutui/icons-react-taro/dist/es/index.es.js'), 'utf8')
    const statements = barrel
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    expect(statements.length).toBeGreaterThan(100)
    expect(statements.filter((s) => !/^export \{[^}]*\} from "\.\/icons\/[\w-]+\.js";$/.test(s))).toEqual([
      'import "../style_icon.css";'
    ])
  })
})
