/**
 * The platforms' privacy gate, as WeChat (app.json `__usePrivacyCheck__`, base library 2.32.3+) and Alipay
 * (`usePrivacyCheck`, base library 2.9.7+) run it: while the shopper has not agreed to the privacy policy, a call of
 * a privacy API is held and the listener registered with `onNeedPrivacyAuthorization` is called with a `resolve`;
 * `resolve({ event: 'agree', buttonId })` lets the held call run, `resolve({ event: 'disagree' })` fails it
 * ("privacy permission is not authorized", errno 104). Without a listener WeChat shows its own popup, which a
 * program that means to show its own sheet must not rely on: here that is a failure of the call.
 *
 * A misuse (agreeing without the button's id, a resolve of another shape) is the program's error (`fail`).
 * Off unless the build's app.json switches it on; `required` says whether this shopper still has to agree
 * (journeys that are not about privacy run as a shopper who agreed long ago).
 */
export const PRIVACY_APIS = new Set([
  'getLocation',
  'chooseLocation',
  'startLocationUpdate',
  'chooseImage',
  'chooseMedia',
  'chooseVideo',
  'chooseAddress',
  'getClipboardData',
  'scanCode',
  'scan',
  'requirePrivacyAuthorize'
])

const REFUSED = { errMsg: 'privacy permission is not authorized', extra: { errno: 104 } }

export function createPrivacy(platform, appJson, fail) {
  const state = {
    enabled: platform === 'weapp' ? appJson.__usePrivacyCheck__ === true : appJson.usePrivacyCheck === true,
    required: false,
    agreed: false,
    listener: null,
    /** Each held call's API name, in order. */
    asked: [],
    /** Each answer the program gave. */
    answers: [],
    /** Privacy calls that went on to run (agreed, or nothing to agree). */
    passed: []
  }

  /** null: the call runs now; else a promise that resolves when it may run or rejects like the platform. */
  function gate(name) {
    if (!PRIVACY_APIS.has(name)) return null
    if (!state.enabled || !state.required || state.agreed) {
      state.passed.push(name)
      return null
    }
    if (typeof state.listener !== 'function')
      return Promise.reject({ ...REFUSED, errMsg: `${REFUSED.errMsg} (no onNeedPrivacyAuthorization listener)` })
    state.asked.push(name)
    return new Promise((resolve, reject) => {
      let answered = false
      const answer = (a) => {
        if (answered) return
        answered = true
        state.answers.push(a)
        if (a?.event === 'agree') {
          if (typeof a.buttonId !== 'string' || !a.buttonId) fail(`${name}: agree without the button's id`)
          state.agreed = true
          state.passed.push(name)
          resolve()
        } else if (a?.event === 'disagree') reject(REFUSED)
        else {
          fail(`${name}: resolve called with ${JSON.stringify(a)}`)
          reject(REFUSED)
        }
      }
      state.listener(answer, { referrer: name })
    })
  }

  /** The platform's privacy APIs on `api` (both platforms name them alike). */
  function install(api, asyncApi) {
    api.onNeedPrivacyAuthorization = (listener) => {
      if (typeof listener !== 'function') fail('onNeedPrivacyAuthorization: listener must be a function')
      state.listener = listener
    }
    asyncApi('getPrivacySetting', {}, () => ({
      needAuthorization: state.enabled && state.required && !state.agreed,
      privacyContractName: '《米粒商城隐私政策》'
    }))
    asyncApi('requirePrivacyAuthorize', {}, () => ({}))
    asyncApi('openPrivacyContract', {}, () => ({}))
  }

  return { state, gate, install }
}
