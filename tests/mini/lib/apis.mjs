import { checkOptions } from './check-args.mjs'
import { addDeviceApis, addDialogApis } from './apis-more.mjs'

/**
 * The `wx` (WeChat) and `my` (Alipay) objects the compiled program sees: plain writable objects (page files
 * push into `wx.webpackJsonp`), holding only the APIs this harness implements, each checking its options as that
 * platform names them. An API missing here is missing to the program too: Taro builds Taro.<api> only from the
 * keys it finds, so a call to anything else fails where it is made.
 *
 * `h` is the host: { platform, later, fail, storage, request, dialogs, nav, location, login, pay, systemInfo,
 * clipboard, log }.
 */
const CALLBACKS = ['success', 'fail', 'complete']
const TASK_APIS = new Set(['request', 'uploadFile', 'downloadFile'])

export function createApi(h) {
  const wx = h.platform === 'weapp'
  const api = {}

  /**
   * An asynchronous API: options checked, run(options) → result (or throws { errMsg }), callbacks later. Called
   * without success / fail / complete it answers a Promise instead, as both base libraries do (except request,
   * uploadFile and downloadFile, which always answer their task).
   */
  const asyncApi = (name, spec, run) => {
    api[name] = function (options = {}) {
      const problems = checkOptions(`${h.platform}.${name}`, options, spec)
      const promised = !TASK_APIS.has(name) && !CALLBACKS.some((k) => typeof options?.[k] === 'function')
      let settle
      const result = promised ? new Promise((resolve, reject) => (settle = { resolve, reject })) : undefined
      const cb = (kind, res) =>
        h.later(() => {
          if (promised) return kind === 'success' ? settle.resolve(res) : settle.reject(res)
          options[kind]?.(res)
          options.complete?.(res)
        })
      if (problems.length) {
        h.fail(problems.join('; '))
        cb('fail', { errMsg: `${name}:fail ${problems.join('; ')}`, error: 2 })
        return result
      }
      let task
      Promise.resolve()
        .then(() => run(options, (t) => (task = t)))
        .then(
          (res) => cb('success', { errMsg: `${name}:ok`, ...res }),
          (err) => cb('fail', { errMsg: `${name}:fail ${err?.errMsg ?? err?.message ?? err}`, ...(err?.extra ?? {}) })
        )
      return promised ? result : { abort: () => task?.abort?.() }
    }
  }
  const noop = (name, spec = {}) => asyncApi(name, spec, () => ({}))

  // --- network ---------------------------------------------------------------------------------------------
  asyncApi(
    'request',
    wx
      ? {
          required: ['url'],
          allowed: ['data', 'header', 'method', 'dataType', 'responseType', 'timeout'],
          types: { url: 'string', header: 'object' }
        }
      : {
          required: ['url', 'headers'],
          allowed: ['data', 'method', 'dataType', 'timeout'],
          types: { url: 'string', headers: 'object' }
        },
    async (o, setTask) => {
      const res = await h.request(o, setTask)
      return wx
        ? { data: res.data, statusCode: res.status, header: res.headers }
        : { data: res.data, status: res.status, headers: res.headers }
    }
  )
  for (const name of ['uploadFile', 'downloadFile'])
    asyncApi(
      name,
      { allowed: ['url', 'filePath', 'name', 'header', 'formData', 'fileType', 'fileName', 'timeout'] },
      () => {
        throw { errMsg: 'the harness has no files' }
      }
    )

  // --- storage: WeChat takes (key, data); Alipay takes { key, data } and answers { data } ----------------------
  const keyOf = (name, arg) => {
    if (wx) {
      if (typeof arg !== 'string') h.fail(`wx.${name}: key must be a string`)
      return arg
    }
    if (!arg || typeof arg !== 'object' || typeof arg.key !== 'string') h.fail(`my.${name}: takes { key }`)
    return arg?.key
  }
  api.getStorageSync = (arg) => {
    const key = keyOf('getStorageSync', arg)
    const has = h.storage.has(key)
    const value = has ? JSON.parse(h.storage.get(key)) : undefined
    return wx ? (has ? value : '') : { data: has ? value : null }
  }
  api.setStorageSync = (arg, data) => {
    const key = keyOf('setStorageSync', arg)
    const value = wx ? data : arg?.data
    if (!wx && data !== undefined) h.fail('my.setStorageSync: takes one { key, data } argument')
    h.storage.set(key, JSON.stringify(value ?? null))
  }
  api.removeStorageSync = (arg) => void h.storage.delete(keyOf('removeStorageSync', arg))
  api.clearStorageSync = () => h.storage.clear()
  api.getStorageInfoSync = () => ({ keys: [...h.storage.keys()], currentSize: 0, limitSize: 10240 })

  addDialogApis(h, asyncApi, noop)

  // --- navigation (page stack rules live in the host) -------------------------------------------------------
  for (const name of ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab'])
    asyncApi(
      name,
      { required: ['url'], allowed: name === 'navigateTo' ? ['events'] : [], types: { url: 'string' } },
      (o) => h.nav[name](o.url)
    )
  asyncApi('navigateBack', { allowed: ['delta'] }, (o) => h.nav.navigateBack(o.delta ?? 1))
  if (wx) asyncApi('setNavigationBarTitle', { required: ['title'] }, () => ({}))
  else
    asyncApi(
      'setNavigationBar',
      { allowed: ['title', 'image', 'backgroundColor', 'borderBottomColor', 'frontColor'] },
      () => ({})
    )
  noop('stopPullDownRefresh')
  noop('startPullDownRefresh')
  noop('pageScrollTo', { allowed: ['scrollTop', 'duration', 'selector', 'offsetTop'] })
  noop('hideTabBar', { allowed: ['animation'] })
  noop('showTabBar', { allowed: ['animation'] })

  // --- identity, payment, location ----------------------------------------------------------------------------
  if (wx) {
    asyncApi('login', { allowed: ['timeout'] }, () => ({ code: h.login() }))
    asyncApi(
      'requestPayment',
      {
        required: ['timeStamp', 'nonceStr', 'package', 'signType', 'paySign'],
        types: { timeStamp: 'string', package: 'string' }
      },
      (o) => h.pay({ tradeNo: o.package.replace(/^prepay_id=/, '') })
    )
  } else {
    asyncApi('getAuthCode', { required: ['scopes'], allowed: [] }, () => ({ authCode: h.login() }))
    asyncApi('tradePay', { required: ['tradeNO'], types: { tradeNO: 'string' } }, (o) => h.pay({ tradeNo: o.tradeNO }))
  }
  asyncApi(
    'getLocation',
    wx
      ? { allowed: ['type', 'altitude', 'isHighAccuracy', 'highAccuracyExpireTime'] }
      : { allowed: ['type', 'cacheTimeout'] },
    () => {
      const loc = h.location()
      if (!loc) throw { errMsg: 'auth deny' }
      // Alipay answers the coordinates as strings.
      return wx
        ? {
            latitude: loc.latitude,
            longitude: loc.longitude,
            accuracy: 30,
            speed: -1,
            altitude: 0,
            horizontalAccuracy: 30,
            verticalAccuracy: 0
          }
        : { latitude: String(loc.latitude), longitude: String(loc.longitude), accuracy: 30, horizontalAccuracy: 30 }
    }
  )

  // --- the host's address book (issue 20): WeChat's chooseAddress, Alipay's getAddress ---------------------------
  if (wx)
    asyncApi('chooseAddress', { allowed: [] }, () => {
      const a = h.address()
      if (!a) throw { errMsg: 'chooseAddress:fail cancel' }
      return { errMsg: 'chooseAddress:ok', ...a }
    })
  else
    asyncApi('getAddress', { allowed: [] }, () => {
      const a = h.address()
      if (!a) return { resultStatus: '6001', result: '' }
      const address = `${a.provinceName}${a.cityName}${a.countyName}${a.detailInfo}`
      return {
        resultStatus: '9000',
        result: {
          address,
          country: '中国',
          prov: a.provinceName,
          city: a.cityName,
          area: a.countyName,
          street: '',
          fullname: a.userName,
          mobilePhone: a.telNumber
        }
      }
    })

  addDeviceApis(api, h, asyncApi, noop)
  return api
}
