import { Taro, requestCall, resetTaro, respondWith, setCurrentPage, taroState } from './helpers/taro-mock'
import { ApiError, request } from '../../src/services/request'
import { installSessionExpiry, resetSessionExpiry } from '../../src/flows/session-expiry'
import { useAuthStore } from '../../src/stores/auth'
import { useGlobalStore } from '../../src/stores/global'
import { MSG } from '../../src/constants/messages'
import { CLIENT_ERRNO } from '../../src/constants/api'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

const OK = (data: unknown) => ({ errno: 1, error: '', data })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function login(uid = 42, token = 'tok-abc') {
  useAuthStore.getState().loginSuccess({ token, uid, expired_time: 2_000_000_000 })
}

beforeAll(() => installSessionExpiry())

beforeEach(() => {
  resetTaro()
  process.env.TARO_ENV = 'h5'
  process.env.TARO_APP_API_BASE = ''
  process.env.TARO_APP_MP_VER = '2.1.0'
  useAuthStore.getState().logout()
  useAuthStore.setState({ isPending: false, hasWarned: false, uid: null })
  useGlobalStore.setState({ appcode: '' })
  resetSessionExpiry()
})

describe('headers', () => {
  it('sends Authorization, Uid, Uuid and Access-Channel when logged in, and no MILI-MP-VER on H5', async () => {
    login(42, 'tok-abc')
    respondWith(OK({ ok: true }))
    await request('/user/profile')
    const { header, method } = requestCall()
    expect(method).toBe('POST')
    expect(header.Authorization).toBe('Bearer tok-abc')
    expect(header.Uid).toBe('42')
    expect(header.Uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(header['Access-Channel']).toBe('m')
    expect(header).not.toHaveProperty('MILI-MP-VER')
  })

  it('omits Authorization and Uid when logged out', async () => {
    respondWith(OK(null))
    await request('/goods/info', { sku_id: 1 })
    const { header } = requestCall()
    expect(header).not.toHaveProperty('Authorization')
    expect(header).not.toHaveProperty('Uid')
  })

  it.each(['weapp', 'alipay'])('sends MILI-MP-VER in the %s mini program', async (env) => {
    process.env.TARO_ENV = env as NodeJS.ProcessEnv['TARO_ENV']
    respondWith(OK(null))
    await request('/category/list')
    expect(requestCall().header['MILI-MP-VER']).toBe('2.1.0')
  })

  it('sends a fresh Uuid with every request', async () => {
    respondWith(OK(null))
    await Promise.all(Array.from({ length: 20 }, () => request('/cart/num')))
    const ids = Taro.request.mock.calls.map((c) => c[0].header.Uuid)
    expect(new Set(ids).size).toBe(20)
  })

  it('takes Access-Channel from the call, else the store channel, else m', async () => {
    respondWith(OK(null))
    useGlobalStore.getState().setAppcode('laoling')
    await request('/order/pay', {}, { channel: 'wxh5' })
    await request('/order/list')
    useGlobalStore.getState().setAppcode('')
    await request('/order/list')
    expect(Taro.request.mock.calls.map((c) => c[0].header['Access-Channel'])).toEqual(['wxh5', 'laoling', 'm'])
  })
})

describe('addresses', () => {
  it('puts the prefix and the API base in front of the path', async () => {
    respondWith(OK(null))
    process.env.TARO_APP_API_BASE = 'https://api.example.com/'
    await request('/cart/list')
    await request('/district/list', {}, { prefix: 'service' })
    await request('/pension/account/banklist', {}, { prefix: 'root' })
    process.env.TARO_APP_API_BASE = ''
    await request('/cart/list')
    expect(Taro.request.mock.calls.map((c) => c[0].url)).toEqual([
      'https://api.example.com/api/v1/cart/list',
      'https://api.example.com/api/service/district/list',
      'https://api.example.com/api/pension/account/banklist',
      '/api/v1/cart/list'
    ])
  })

  it('posts the body as given, {} when none', async () => {
    respondWith(OK(null))
    await request('/addr/info', { id: 7 })
    await request('/addr/list')
    expect(requestCall(0).data).toEqual({ id: 7 })
    expect(requestCall(1).data).toEqual({})
  })
})

describe('envelope', () => {
  it('resolves data on errno 1', async () => {
    respondWith(OK({ list: [1, 2] }))
    await expect(request('/cart/list')).resolves.toEqual({ list: [1, 2] })
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('rejects an ApiError and shows the error as a toast on another errno', async () => {
    respondWith({ errno: 2102, error: '库存不足', data: { sku_id: 3 } })
    const err = await request('/cart/add').catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err).toMatchObject({ errno: 2102, message: '库存不足', data: { sku_id: 3 } })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '库存不足', icon: 'none' }))
  })

  it('keeps quiet with noTip', async () => {
    respondWith({ errno: 1001, error: 'phone 格式不正确', data: null })
    await expect(request('/sms/sendcode', {}, { noTip: true })).rejects.toMatchObject({ errno: 1001 })
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('resolves the whole envelope with raw, on success and on error', async () => {
    respondWith({ errno: 2301, error: '订单状态不允许', data: { status: 2 } })
    await expect(request('/order/cancel', { id: 1 }, { raw: true, noTip: true })).resolves.toEqual({
      errno: 2301,
      error: '订单状态不允许',
      data: { status: 2 }
    })
    respondWith(OK({ id: 1 }))
    await expect(request('/order/cancel', { id: 1 }, { raw: true })).resolves.toEqual({
      errno: 1,
      error: '',
      data: { id: 1 }
    })
  })

  it('still shows the toast for raw calls unless noTip', async () => {
    respondWith({ errno: 2301, error: '订单状态不允许', data: null })
    await request('/order/cancel', { id: 1 }, { raw: true })
    expect(Taro.showToast).toHaveBeenCalledTimes(1)
  })

  it('turns a non-envelope answer into a readable error', async () => {
    respondWith('<html>502 Bad Gateway</html>', 502)
    await expect(request('/cart/list', {}, { noTip: true })).rejects.toMatchObject({ errno: CLIENT_ERRNO.http })
    Taro.request.mockImplementationOnce(() => Promise.resolve(undefined))
    await expect(request('/cart/list', {}, { noTip: true })).rejects.toMatchObject({ errno: CLIENT_ERRNO.badResponse })
    respondWith('<html>ok</html>', 200)
    await expect(request('/cart/list', {}, { noTip: true })).rejects.toMatchObject({
      errno: CLIENT_ERRNO.badResponse,
      message: MSG.badResponse
    })
  })
})

describe('transport failures', () => {
  afterEach(() => jest.useRealTimers())

  it('gives up after 60 s with the timeout message', async () => {
    jest.useFakeTimers()
    const abort = jest.fn()
    Taro.request.mockImplementation(() => Object.assign(new Promise(() => undefined), { abort }))
    const pending = request('/goods/search').catch((e: unknown) => e)
    jest.advanceTimersByTime(59_999)
    await Promise.resolve()
    expect(abort).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    const err = await pending
    expect(err).toMatchObject({ errno: CLIENT_ERRNO.timeout, message: '网络连接超时，请稍后重试' })
    expect(abort).toHaveBeenCalled()
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '网络连接超时，请稍后重试' }))
  })

  it('maps a platform timeout to the same message', async () => {
    Taro.request.mockImplementation(() => Promise.reject({ errMsg: 'request:fail timeout' }))
    await expect(request('/goods/search', {}, { noTip: true })).rejects.toMatchObject({ message: MSG.requestTimeout })
  })

  it('maps a network failure to a clear Chinese message', async () => {
    Taro.request.mockImplementation(() => Promise.reject({ errMsg: 'request:fail net::ERR_CONNECTION_REFUSED' }))
    await expect(request('/goods/search')).rejects.toMatchObject({
      errno: CLIENT_ERRNO.network,
      message: '网络连接失败，请检查网络后重试'
    })
  })
})

describe('errno 1006', () => {
  const expired = { errno: 1006, error: '登录已失效', data: null }

  it('clears the session, shows the notice once and goes to login with the current page as the return', async () => {
    login()
    setCurrentPage('pages/my-order/index', { status: 'await_pay' })
    respondWith(expired)
    await expect(request('/order/listv2')).rejects.toMatchObject({ errno: 1006 })
    await flush()
    const auth = useAuthStore.getState()
    expect(auth).toMatchObject({ isLogin: false, accessToken: '', uid: 0, isPending: true, hasWarned: true })
    expect(Taro.showToast).not.toHaveBeenCalled()
    expect(Taro.showModal).toHaveBeenCalledTimes(1)
    expect(Taro.showModal).toHaveBeenCalledWith(
      expect.objectContaining({ content: '登录状态已过期', showCancel: false })
    )
    expect(Taro.navigateTo).toHaveBeenCalledTimes(1)
    const url: string = Taro.navigateTo.mock.calls[0][0].url
    expect(url.startsWith('/pages/login/index?goUrl=')).toBe(true)
    const goUrl = decodeURIComponent(/goUrl=([^&]*)/.exec(url)![1])
    expect(goUrl).toBe('/pages/my-order/index?status=await_pay')
    expect(url).toContain('sourceUrl=')
  })

  it('goes to login only after the notice is closed', async () => {
    login()
    setCurrentPage('pages/my-order/index')
    let close: (v: { errMsg: string; confirm: boolean; cancel: boolean }) => void = () => undefined
    Taro.showModal.mockImplementationOnce(() => new Promise((resolve) => (close = resolve)))
    respondWith(expired)
    await request('/order/listv2').catch(() => undefined)
    await flush()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    close({ errMsg: 'showModal:ok', confirm: true, cancel: false })
    await flush()
    expect(Taro.navigateTo).toHaveBeenCalledTimes(1)
  })

  it('waits for the first page before showing the notice (a 1006 during startup)', async () => {
    login()
    taroState.pages = []
    window.history.replaceState(null, '', '/#/pages/my-order/index?status=1')
    respondWith(expired)
    await request('/user/profile').catch(() => undefined)
    await new Promise((r) => setTimeout(r, 120))
    expect(Taro.showModal).not.toHaveBeenCalled()
    setCurrentPage('pages/my-order/index', { status: '1' })
    await new Promise((r) => setTimeout(r, 120))
    expect(Taro.showModal).toHaveBeenCalledTimes(1)
    await flush()
    expect(Taro.navigateTo.mock.calls[0][0].url).toContain('goUrl=%2Fpages%2Fmy-order%2Findex%3Fstatus%3D1')
    window.history.replaceState(null, '', '/')
  })

  it('ten calls failing together give one notice and one redirect', async () => {
    login()
    setCurrentPage('pages/user-config/index')
    respondWith(expired)
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => request(`/call/${i}`)))
    await flush()
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    expect(Taro.showModal).toHaveBeenCalledTimes(1)
    expect(Taro.navigateTo).toHaveBeenCalledTimes(1)
  })

  it('shows the notice again only after a new login (the latch resets on login)', async () => {
    login()
    setCurrentPage('pages/user-config/index')
    respondWith(expired)
    await request('/a').catch(() => undefined)
    login()
    await request('/b').catch(() => undefined)
    await flush()
    expect(Taro.showModal).toHaveBeenCalledTimes(2)
    expect(useAuthStore.getState().isLogin).toBe(false)
  })

  it('keeps the notice to one until a login, even if the state says logged in again', async () => {
    login()
    setCurrentPage('pages/user-config/index')
    respondWith(expired)
    await request('/a').catch(() => undefined)
    // e.g. another tab wrote a session into storage: no loginSuccess on this page, so no reset
    useAuthStore.setState({ isLogin: true, accessToken: 'other' })
    await request('/b').catch(() => undefined)
    await flush()
    expect(Taro.showModal).toHaveBeenCalledTimes(1)
    expect(Taro.navigateTo).toHaveBeenCalledTimes(1)
  })

  it.each(['pages/home/index', 'pages/encrypted-entry/index', 'pages/sdk-entry/index'])(
    'clears the session silently on %s',
    async (route) => {
      login()
      setCurrentPage(route)
      respondWith(expired)
      await request('/user/profile').catch(() => undefined)
      await flush()
      expect(useAuthStore.getState().isLogin).toBe(false)
      expect(Taro.showModal).not.toHaveBeenCalled()
      expect(Taro.navigateTo).not.toHaveBeenCalled()
    }
  )

  it('clears the session silently with autoAuth false', async () => {
    login()
    setCurrentPage('pages/my-order/index')
    respondWith(expired)
    await request('/user/profile', {}, { autoAuth: false }).catch(() => undefined)
    await flush()
    expect(useAuthStore.getState().isLogin).toBe(false)
    expect(Taro.showModal).not.toHaveBeenCalled()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('does not interrupt a user who was not logged in', async () => {
    setCurrentPage('pages/my-order/index')
    respondWith(expired)
    await request('/order/listv2').catch(() => undefined)
    await flush()
    expect(Taro.showModal).not.toHaveBeenCalled()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('resolves the envelope with raw after clearing the session', async () => {
    login()
    setCurrentPage('pages/home/index')
    respondWith(expired)
    await expect(request('/user/profile', {}, { raw: true })).resolves.toMatchObject({ errno: 1006 })
    expect(useAuthStore.getState().isLogin).toBe(false)
  })
})
