import Taro from '@tarojs/taro'
import { completeLogin } from '@/flows/session'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { useProfileStore } from '@/stores/profile'

describe('completeLogin: the one end of every login', () => {
  let reLaunch: jest.SpyInstance
  let loadProfile: jest.Mock
  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isPending: true, hasWarned: true })
    reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' })
    loadProfile = jest.fn().mockResolvedValue(undefined)
    useProfileStore.setState({ loadProfile })
  })
  afterEach(() => jest.restoreAllMocks())

  it('stores the session, loads the profile and returns to the page the user came from', async () => {
    const went = await completeLogin(
      { token: 'tok', uid: 7, expired_time: 2_000_000_000 },
      { goUrl: '/pages/order-detail/index?id=3' }
    )
    expect(useAuthStore.getState()).toMatchObject({
      accessToken: 'tok',
      uid: 7,
      isLogin: true,
      expiredTime: 2_000_000_000,
      isPending: false,
      hasWarned: false,
      isWestdex: false
    })
    expect(loadProfile).toHaveBeenCalledTimes(1)
    expect(went).toBe('/pages/order-detail/index?id=3')
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/order-detail/index?id=3' })
  })

  it('never returns to the login page itself nor leaves the app', async () => {
    expect(await completeLogin({ token: 't', uid: 1 }, { goUrl: '/pages/login/index?goUrl=x' })).toBe(
      '/pages/home/index'
    )
    expect(await completeLogin({ token: 't', uid: 1 }, { goUrl: 'https://evil.example/' })).toBe('/pages/home/index')
  })

  it('records isWestdex and can leave navigation to the caller (bridge pages)', async () => {
    await completeLogin({ token: 't', uid: 2 }, { isWestdex: true, navigate: false })
    expect(useAuthStore.getState().isWestdex).toBe(true)
    expect(reLaunch).not.toHaveBeenCalled()
  })

  it('a failing profile load does not undo the login', async () => {
    loadProfile.mockRejectedValue(new Error('offline'))
    await completeLogin({ token: 't', uid: 3 })
    await Promise.resolve()
    expect(useAuthStore.getState().isLogin).toBe(true)
  })
})
