/**
 * Stands in for platform.js (a 15 KB user-agent parser) in the H5 build. Taro's H5
 * getDeviceInfo / getSystemInfoSync read only `manufacturer`, `product`, `os.family` and `os.toString()`
 * of it (brand, model, platform, system); the app reads none of it on H5 (src/platform/ua.ts tests
 * navigator.userAgent itself). Those fields agree with platform.js for iOS, Android, Windows, macOS and
 * Linux user agents (tests/gates/h5-stubs.test.js); browser name and version are not parsed.
 */
const WINDOWS = { '10.0': '10', 6.3: '8.1', 6.2: '8', 6.1: '7' }

function osOf(ua) {
  let m = /\b(iPhone|iPad|iPod)\b.*?\bOS (\d+(?:_\d+)*)/.exec(ua)
  if (m) return { family: 'iOS', version: m[2].replace(/_/g, '.'), product: m[1], manufacturer: 'Apple' }
  m = /\bAndroid ?(\d+(?:\.\d+)*)?;([^)]*)\)/.exec(ua)
  if (m) {
    // "Android 13; V2148A Build/TP1A; wv" -> "V2148A"; a locale (zh-CN) or "U" is not a model.
    const model = m[2]
      .split(';')
      .map((s) => s.trim().replace(/ Build\/.*$/, ''))
      .filter((s) => s && s !== 'wv' && s !== 'U' && !/^[a-z]{2}[-_][A-Za-z]{2}$/.test(s))
      .join('; ')
    return { family: 'Android', version: m[1] || null, product: model || null, manufacturer: null }
  }
  m = /\bWindows NT (\d+\.\d+)/.exec(ua)
  if (m) return { family: 'Windows', version: WINDOWS[m[1]] || m[1] }
  m = /\bMac OS X (\d+(?:[._]\d+)*)/.exec(ua)
  if (m) return { family: 'OS X', version: m[1].replace(/_/g, '.') }
  if (/\bCrOS\b/.test(ua)) return { family: 'Chrome OS', version: null }
  if (/\bLinux\b/.test(ua)) return { family: 'Linux', version: null }
  return { family: null, version: null }
}

function parse(ua) {
  const text = ua || (typeof navigator !== 'undefined' && navigator.userAgent) || ''
  const { family, version, product = null, manufacturer = null } = osOf(text)
  const architecture = /\b(?:AMD|IA|Win|WOW|x86_|x)64\b/i.test(text) || /\bIntel Mac OS X\b/.test(text) ? 64 : 32
  const os = {
    family,
    version,
    architecture,
    toString() {
      if (!family) return ''
      return [family, version, architecture === 64 ? '64-bit' : ''].filter(Boolean).join(' ')
    }
  }
  return { name: null, version: null, layout: null, prerelease: null, product, manufacturer, os, ua: text, parse }
}

const platform = parse()
platform.toString = () => String(platform.os)

export default platform
