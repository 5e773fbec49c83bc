/**
 * A stand-in for @tarojs/taro in unit tests: every API the client core calls, as jest mocks, plus
 * storage that behaves like the real platforms: on H5 (TARO_ENV=h5) it writes localStorage the way
 * Taro's H5 runtime does ('{"data": value}', values not shaped so read back as ''); in mini
 * programs it keeps values as given.
 *
 * Use: jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)
 */

export interface MockPage {
  route: string
}

export const taroState = {
  pages: [{ route: 'pages/user-config/index' }] as MockPage[],
  router: { path: '/pages/user-config/index', params: {} as Record<string, string> } as {
    path: string
    params: Record<string, string>
  },
  // Shared through globalThis so that modules loaded in jest.isolateModules see the same "device".
  mpStorage: ((globalThis as { __taroMpStorage?: Map<string, unknown> }).__taroMpStorage ??= new Map<string, unknown>())
}

const isH5 = () => (process.env.TARO_ENV || 'h5') === 'h5'

function getStorageSync(key: string): unknown {
  if (isH5()) {
    let item: unknown
    try {
      item = JSON.parse(localStorage.getItem(key) || '')
    } catch {
      item = undefined
    }
    if (item && typeof item === 'object' && Object.prototype.hasOwnProperty.call(item, 'data')) {
      return (item as { data: unknown }).data
    }
    return ''
  }
  return taroState.mpStorage.has(key) ? taroState.mpStorage.get(key) : ''
}

function setStorageSync(key: string, data: unknown): void {
  if (isH5()) localStorage.setItem(key, JSON.stringify({ data }))
  else taroState.mpStorage.set(key, data)
}

function removeStorageSync(key: string): void {
  if (isH5()) localStorage.removeItem(key)
  else taroState.mpStorage.delete(key)
}

const ok = (name: string) => jest.fn(() => Promise.resolve({ errMsg: `${name}:ok` }))

const taroImpl = {
  request: jest.fn(),
  uploadFile: jest.fn(),
  getStorageSync: jest.fn(getStorageSync),
  setStorageSync: jest.fn(setStorageSync),
  removeStorageSync: jest.fn(removeStorageSync),
  showToast: ok('showToast'),
  showLoading: ok('showLoading'),
  hideLoading: jest.fn(),
  showModal: jest.fn(() => Promise.resolve({ errMsg: 'showModal:ok', confirm: true, cancel: false })),
  showActionSheet: jest.fn(() => Promise.resolve({ errMsg: 'showActionSheet:ok', tapIndex: 0 })),
  setNavigationBarTitle: ok('setNavigationBarTitle'),
  navigateTo: ok('navigateTo'),
  redirectTo: ok('redirectTo'),
  reLaunch: ok('reLaunch'),
  switchTab: ok('switchTab'),
  navigateBack: ok('navigateBack'),
  getCurrentPages: jest.fn(() => taroState.pages),
  getCurrentInstance: jest.fn(() => ({
    router: taroState.router,
    page: taroState.pages.length ? { route: taroState.pages[taroState.pages.length - 1].route } : null
  })),
  getLocation: jest.fn(() => Promise.resolve({ longitude: 116.4, latitude: 39.9, errMsg: 'getLocation:ok' })),
  getSystemInfoSync: jest.fn(() => ({
    platform: 'ios',
    system: 'iOS 17.0',
    model: 'iPhone 15',
    version: '8.0.50',
    SDKVersion: '3.5.0'
  })),
  getLaunchOptionsSync: jest.fn(() => ({ path: 'pages/home/index', query: {} as Record<string, string> })),
  getUpdateManager: jest.fn()
}

/**
 * Typed as plain jest.Mock (any arguments) on purpose: tests read call arguments and swap
 * implementations freely, which the inferred narrow signatures would forbid.
 */
export const Taro = taroImpl as Record<keyof typeof taroImpl, jest.Mock>

export const taroModule = { __esModule: true, default: Taro, useLaunch: jest.fn() }

/** Resets state and call records between tests (implementations set with mockImplementation stay unless replaced). */
export function resetTaro(): void {
  taroState.pages = [{ route: 'pages/user-config/index' }]
  taroState.router = { path: '/pages/user-config/index', params: {} }
  taroState.mpStorage.clear()
  if (typeof localStorage !== 'undefined') localStorage.clear()
  for (const fn of Object.values(Taro)) fn.mockClear()
}

/** Puts the app on a page (route without the leading slash, as platforms report it). */
export function setCurrentPage(route: string, params: Record<string, string> = {}): void {
  const bare = route.replace(/^\//, '')
  taroState.pages = [{ route: 'pages/home/index' }, { route: bare }]
  taroState.router = { path: `/${bare}`, params }
}

/** Answers Taro.request with an envelope (or a raw response) for every call. */
export function respondWith(body: unknown, statusCode = 200): void {
  Taro.request.mockImplementation(() => Promise.resolve({ statusCode, data: body, header: {}, errMsg: 'request:ok' }))
}

/** The options of the n-th Taro.request call. */
export function requestCall(n = 0): {
  url: string
  data: Record<string, unknown>
  header: Record<string, string>
  method: string
} {
  return Taro.request.mock.calls[n][0]
}
