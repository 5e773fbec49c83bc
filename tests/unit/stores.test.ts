import { resetTaro, taroState } from './helpers/taro-mock'
import { STORE_KEYS, DEVICE_UUID_KEY } from '../../src/constants/storage-keys'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

type Stores = {
  /** The Taro mock these store instances talk to. */
  Taro: typeof import('./helpers/taro-mock').Taro
  respondWith: typeof import('./helpers/taro-mock').respondWith
  auth: typeof import('../../src/stores/auth')
  global: typeof import('../../src/stores/global')
  profile: typeof import('../../src/stores/profile')
  sdk: typeof import('../../src/stores/sdk')
  theme: typeof import('../../src/stores/theme')
  wechat: typeof import('../../src/stores/wechat')
}

/** Loads the stores afresh, as a new app start would (they hydrate from storage when created). */
function boot(setup?: (taro: Stores['Taro']) => void): Stores {
  let stores = {} as Stores
  jest.isolateModules(() => {
    const helper = require('./helpers/taro-mock')
    setup?.(helper.Taro)
    stores = {
      Taro: helper.Taro,
      respondWith: helper.respondWith,
      auth: require('../../src/stores/auth'),
      global: require('../../src/stores/global'),
      profile: require('../../src/stores/profile'),
      sdk: require('../../src/stores/sdk'),
      theme: require('../../src/stores/theme'),
      wechat: require('../../src/stores/wechat')
    }
  })
  return stores
}

const stored = (key: string) => {
  const raw = localStorage.getItem(key)
  return raw === null ? null : JSON.parse(raw)
}

beforeEach(() => {
  resetTaro()
  process.env.TARO_ENV = 'h5'
})

describe('persistence format', () => {
  it('H5: each persisted slice is one key under the namespace holding {data: ...}', () => {
    const s = boot()
    s.auth.useAuthStore.getState().loginSuccess({ token: 't1', uid: 7, expired_time: 1_900_000_000 })
    s.global.useGlobalStore.getState().setAppcode('laoling')
    s.sdk.useSdkStore.getState().setThird(true)
    expect(stored('mili-mall:auth')).toEqual({
      data: {
        isPending: false,
        uid: 7,
        accessToken: 't1',
        isLogin: true,
        expiredTime: 1_900_000_000,
        hasWarned: false,
        isWestdex: false
      }
    })
    expect(stored('mili-mall:global')).toEqual({ data: { appcode: 'laoling' } })
    expect(stored('mili-mall:sdk')).toEqual({ data: { is_third: true } })
  })

  it('mini programs: the same {data: ...} shape in platform storage', () => {
    process.env.TARO_ENV = 'weapp'
    const s = boot()
    s.auth.useAuthStore.getState().loginSuccess({ token: 't2', uid: 8 })
    expect(taroState.mpStorage.get(STORE_KEYS.auth)).toEqual({
      data: expect.objectContaining({ accessToken: 't2', uid: 8, isLogin: true })
    })
    expect(localStorage.length).toBe(0)
  })

  it('persists only what the spec says', () => {
    const s = boot()
    s.sdk.useSdkStore.getState().setBridgePath('/pages/home/index')
    s.global.useGlobalStore.getState().setEnv('wechat')
    s.profile.useProfileStore.getState().setEsginStatus(true)
    s.wechat.useWechatStore.getState().setData({ appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' })
    s.theme.useThemeStore.getState().applyTheme({ primary_color: '#112233' })
    expect(stored(STORE_KEYS.sdk)).toEqual({ data: { is_third: false } })
    expect(stored(STORE_KEYS.global)).toEqual({ data: { appcode: '' } })
    expect(Object.keys(stored(STORE_KEYS.profile).data).sort()).toEqual(['info', 'pension'])
    expect(Object.keys(stored(STORE_KEYS.theme).data)).toEqual(['config'])
    expect(stored(STORE_KEYS.theme).data.config.primary_color).toBe('#112233')
    expect(stored(STORE_KEYS.wechat)).toBeNull()
  })

  it('a reload starts from the stored state, synchronously', () => {
    boot().auth.useAuthStore.getState().loginSuccess({ token: 'keep', uid: 3, isWestdex: true })
    const s = boot()
    expect(s.auth.useAuthStore.persist.hasHydrated()).toBe(true)
    expect(s.auth.useAuthStore.getState()).toMatchObject({
      accessToken: 'keep',
      uid: 3,
      isLogin: true,
      isWestdex: true
    })
  })

  it('a missing key reads as the defaults', () => {
    const s = boot()
    expect(s.auth.useAuthStore.getState()).toMatchObject(s.auth.AUTH_DEFAULTS)
    expect(s.theme.useThemeStore.getState().config).toEqual(s.theme.THEME_CONFIG_DEFAULTS)
  })
})

describe('corrupted stored values', () => {
  it.each([
    ['not JSON', 'not json {'],
    ['no data field', JSON.stringify({ state: { isLogin: true } })],
    ['data is a string', JSON.stringify({ data: 'garbage' })],
    ['data is null', JSON.stringify({ data: null })],
    ['data is an array', JSON.stringify({ data: [1, 2] })]
  ])('%s -> defaults, no crash', (_name, raw) => {
    localStorage.setItem(STORE_KEYS.auth, raw)
    localStorage.setItem(STORE_KEYS.theme, raw)
    localStorage.setItem(STORE_KEYS.profile, raw)
    const s = boot()
    expect(s.auth.useAuthStore.getState()).toMatchObject(s.auth.AUTH_DEFAULTS)
    expect(s.theme.useThemeStore.getState().config.primary_color).toBe('#D4AC52')
    expect(s.profile.useProfileStore.getState().pension).toEqual(s.profile.PENSION_DEFAULTS)
  })

  it('keeps the fields of the right type and drops the others', () => {
    localStorage.setItem(
      STORE_KEYS.auth,
      JSON.stringify({ data: { uid: 5, isLogin: 'yes', accessToken: 12, hasWarned: true, extra: 'x' } })
    )
    localStorage.setItem(
      STORE_KEYS.theme,
      JSON.stringify({ data: { config: { primary_color: 'red', footer: 'nope', pension_visible: false } } })
    )
    const s = boot()
    const auth = s.auth.useAuthStore.getState()
    expect(auth).toMatchObject({ uid: 5, isLogin: false, accessToken: '', hasWarned: true })
    expect(auth).not.toHaveProperty('extra')
    const theme = s.theme.useThemeStore.getState()
    expect(theme.config.primary_color).toBe('#D4AC52')
    expect(theme.config.footer).toEqual(s.theme.DEFAULT_FOOTER)
    expect(theme.config.pension_visible).toBe(false)
  })

  it('mini programs: an unwrapped or odd value reads as defaults', () => {
    process.env.TARO_ENV = 'weapp'
    taroState.mpStorage.set(STORE_KEYS.auth, 42)
    taroState.mpStorage.set(STORE_KEYS.sdk, { is_third: true })
    const s = boot()
    expect(s.auth.useAuthStore.getState().isLogin).toBe(false)
    expect(s.sdk.useSdkStore.getState().is_third).toBe(false)
  })

  it('survives a storage API that throws', () => {
    localStorage.setItem(STORE_KEYS.auth, JSON.stringify({ data: { isLogin: true, accessToken: 'x' } }))
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const s = boot((taro) =>
      taro.getStorageSync.mockImplementation(() => {
        throw new Error('storage broken')
      })
    )
    expect(s.Taro.getStorageSync).toHaveBeenCalled()
    expect(s.auth.useAuthStore.getState().isLogin).toBe(false)
    expect(spy).toHaveBeenCalledWith('getStorageSync:fail Error: storage broken')
    spy.mockRestore()
  })
})

describe('session transitions', () => {
  it('login success stores the session and clears the pending and warned flags', () => {
    const { auth } = boot()
    auth.useAuthStore.setState({ isPending: true, hasWarned: true })
    auth.useAuthStore.getState().loginSuccess({ token: 'abc', uid: 11, expired_time: 1_800_000_000 })
    expect(auth.useAuthStore.getState()).toMatchObject({
      accessToken: 'abc',
      isLogin: true,
      uid: 11,
      expiredTime: 1_800_000_000,
      isPending: false,
      hasWarned: false,
      isWestdex: false
    })
    auth.useAuthStore.getState().loginSuccess({ token: 'w', uid: 12, isWestdex: true })
    expect(auth.useAuthStore.getState().isWestdex).toBe(true)
  })

  it('logout clears the session, resets the profile and removes its stored copy', () => {
    const { auth, profile } = boot()
    auth.useAuthStore.getState().loginSuccess({ token: 'abc', uid: 11, isWestdex: true })
    profile.useProfileStore.setState({
      info: { ...profile.PROFILE_INFO_DEFAULTS, id: 11, nick: '小米' },
      gift_cards: [{ user_freeca_id: 1 } as never]
    })
    profile.useProfileStore.getState().setPension({ bank_account_no: '**** 1234' })
    expect(stored(STORE_KEYS.profile)).not.toBeNull()
    auth.useAuthStore.getState().logout()
    expect(auth.useAuthStore.getState()).toMatchObject({
      accessToken: '',
      isLogin: false,
      uid: 0,
      isPending: true,
      isWestdex: false
    })
    expect(profile.useProfileStore.getState()).toMatchObject(profile.PROFILE_DEFAULTS)
    expect(stored(STORE_KEYS.profile)).toBeNull()
  })

  it('loading the profile clears esgin_status, then loads the pension info', async () => {
    const { auth, profile, Taro } = boot()
    auth.useAuthStore.getState().loginSuccess({ token: 'abc', uid: 11 })
    profile.useProfileStore.getState().setEsginStatus(true)
    Taro.request.mockImplementation(({ url }: { url: string }) => {
      const data = url.endsWith('/user/profile')
        ? { id: 11, nick: '小米', phone: '138****8000' }
        : { accountin_total: 1200, bank_account_no: '**** 5678', status: true }
      return Promise.resolve({ statusCode: 200, data: { errno: 1, error: '', data } })
    })
    const loading = profile.useProfileStore.getState().loadProfile()
    expect(profile.useProfileStore.getState().esgin_status).toBe(false)
    await loading
    expect(Taro.request.mock.calls.map((c) => c[0].url)).toEqual([
      '/api/v1/user/profile',
      '/api/v1/pensionaccount/info2'
    ])
    const state = profile.useProfileStore.getState()
    expect(state.info).toMatchObject({ id: 11, nick: '小米', phone: '138****8000', t_pension_bank_logo: null })
    expect(state.pension).toMatchObject({ accountin_total: 1200, bank_account_no: '**** 5678', status: true })
    expect(state.pension.is_show_open_btn).toBe(true)
  })

  it('pension updates keep the existing status; the status is set separately', () => {
    const { profile } = boot()
    const p = profile.useProfileStore.getState()
    p.setPensionStatus(true)
    p.setPension({ accountin_total: 500, status: false })
    expect(profile.useProfileStore.getState().pension).toMatchObject({ accountin_total: 500, status: true })
    profile.useProfileStore.getState().setPensionStatus(false)
    expect(profile.useProfileStore.getState().pension).toMatchObject({ accountin_total: 500, status: false })
  })

  it('clearing the profile resets it and removes the stored data', () => {
    const { profile } = boot()
    profile.useProfileStore.getState().setPension({ bank_account_no: '1' })
    expect(stored(STORE_KEYS.profile)).not.toBeNull()
    profile.useProfileStore.getState().clearProfile()
    expect(profile.useProfileStore.getState().pension).toEqual(profile.PENSION_DEFAULTS)
    expect(stored(STORE_KEYS.profile)).toBeNull()
  })

  it('the pension is active only when logged in with a bank account number', () => {
    const { auth, profile } = boot()
    expect(profile.isPensionActive()).toBe(false)
    profile.useProfileStore.getState().setPension({ bank_account_no: '**** 1234' })
    expect(profile.isPensionActive()).toBe(false)
    auth.useAuthStore.getState().loginSuccess({ token: 'a', uid: 1 })
    profile.useProfileStore.getState().setPension({ bank_account_no: '**** 1234' })
    expect(profile.isPensionActive()).toBe(true)
    profile.useProfileStore.getState().setPension({ bank_account_no: '' })
    expect(profile.isPensionActive()).toBe(false)
  })

  it('loads the gift cards', async () => {
    const { profile, respondWith } = boot()
    respondWith({ errno: 1, error: '', data: { list: [{ user_freeca_id: 3, balance: 20000 }], total_balance: 20000 } })
    await profile.useProfileStore.getState().loadGiftCards()
    expect(profile.useProfileStore.getState().gift_cards).toEqual([{ user_freeca_id: 3, balance: 20000 }])
  })
})

describe('storage helpers', () => {
  it('logs an error for a key that is not a string and refuses it', () => {
    const { readStorage, writeStorage, removeStorage } = require('../../src/utils/storage')
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(readStorage(123)).toBeNull()
    expect(writeStorage({ a: 1 }, 'x')).toBe(false)
    removeStorage(null)
    expect(spy.mock.calls.map((c) => c[0])).toEqual([
      'getStorageSync:fail parameter error: parameter should be String instead of Number',
      'setStorageSync:fail parameter error: parameter should be String instead of Object',
      'removeStorageSync:fail parameter error: parameter should be String instead of Null'
    ])
    expect(localStorage.length).toBe(0)
    spy.mockRestore()
  })

  it('stores the device uuid once', () => {
    const { getDeviceUuid } = require('../../src/utils/device')
    const first = getDeviceUuid()
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(getDeviceUuid()).toBe(first)
    expect(stored(DEVICE_UUID_KEY)).toEqual({ data: first })
  })

  it('keeps session keys for the session: sessionStorage on H5, memory in mini programs', () => {
    const { sessionGet, sessionSet, sessionRemove } = require('../../src/utils/storage')
    sessionSet('mili-mall:opa:bank_id', 3)
    expect(sessionGet('mili-mall:opa:bank_id')).toBe(3)
    expect(JSON.parse(sessionStorage.getItem('mili-mall:opa:bank_id') as string)).toEqual({ data: 3 })
    sessionRemove('mili-mall:opa:bank_id')
    expect(sessionGet('mili-mall:opa:bank_id')).toBeNull()
    process.env.TARO_ENV = 'weapp'
    sessionSet('mili-mall:auth:name', '张三')
    expect(sessionGet('mili-mall:auth:name')).toBe('张三')
    expect(sessionStorage.getItem('mili-mall:auth:name')).toBeNull()
  })
})
