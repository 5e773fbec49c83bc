import { requestCall, resetTaro, respondWith } from './helpers/taro-mock'
import { request } from '@/services/request'
import { provideSession, session } from '@/services/session-port'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

/**
 * The API layer knows the session only through its port (src/services/session-port.ts): loaded alone,
 * without any store (this file loads none until its last case), a call goes out anonymous on the default channel; what the port is given is what the
 * call carries, and a 1006 answer for the session it was sent with goes to the port's `expired`.
 */
describe('the session port', () => {
  beforeEach(() => {
    resetTaro()
    process.env.TARO_ENV = 'h5'
    process.env.TARO_APP_API_BASE = ''
  })

  it('sends what the port provides, and nothing of a store that was never loaded', async () => {
    respondWith({ errno: 1, error: '', data: null })
    await request('/cart/num')
    expect(requestCall().header).toEqual(expect.objectContaining({ 'Access-Channel': 'm' }))
    expect(requestCall().header).not.toHaveProperty('Authorization')
    provideSession({ token: () => 'tok-1', uid: () => 9, channel: () => 'laoling' })
    respondWith({ errno: 1, error: '', data: null })
    await request('/cart/num')
    expect(requestCall(1).header).toEqual(
      expect.objectContaining({ Authorization: 'Bearer tok-1', Uid: '9', 'Access-Channel': 'laoling' })
    )
  })

  it('hands a 1006 for the same session to expired, and ignores one for a session replaced meanwhile', async () => {
    const expired = jest.fn()
    let token = 'old'
    provideSession({ token: () => token, uid: () => 1, expired })
    respondWith({ errno: 1006, error: '登录已过期', data: null })
    await expect(request('/user/profile', {}, { autoAuth: false, noTip: true })).rejects.toThrow('登录已过期')
    expect(expired).toHaveBeenCalledWith(false)
    expired.mockClear()
    respondWith({ errno: 1006, error: '登录已过期', data: null })
    const late = request('/user/profile', {}, { noTip: true })
    token = 'new'
    await expect(late).rejects.toThrow('登录已过期')
    expect(expired).not.toHaveBeenCalled()
  })

  it('is filled by the auth and global stores when they load', async () => {
    const { useAuthStore } = await import('@/stores/auth')
    const { useGlobalStore } = await import('@/stores/global')
    useAuthStore.getState().loginSuccess({ token: 'tok-9', uid: 5 })
    useGlobalStore.getState().setAppcode('partner')
    expect([session().token(), session().uid(), session().channel()]).toEqual(['tok-9', 5, 'partner'])
    session().expired()
    expect(useAuthStore.getState().isLogin).toBe(false)
  })
})
