import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { ComponentType } from 'react'
import EncryptedEntryPage from '@/pages/encrypted-entry/index'
import ToAuthPage, { TO_AUTH_TEXT } from '@/pages/to-auth/index'
import { resumeVerification } from '@/features/pension/pension-flow'
import { getFddAuthResult } from '@/services/api/esign'
import { loginByPhone } from '@/services/api/user'
import { ApiError } from '@/services/request'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { useProfileStore } from '@/stores/profile'

jest.mock('@/services/api/user', () => ({ loginByPhone: jest.fn() }))
jest.mock('@/services/api/esign', () => ({ getFddAuthResult: jest.fn() }))
jest.mock('@/features/pension/pension-flow', () => ({
  ...jest.requireActual('@/features/pension/pension-flow'),
  resumeVerification: jest.fn()
}))

const loginMock = loginByPhone as jest.MockedFunction<typeof loginByPhone>
const authMock = getFddAuthResult as jest.MockedFunction<typeof getFddAuthResult>
const resumeMock = resumeVerification as jest.MockedFunction<typeof resumeVerification>
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

type Mounted = { container: HTMLElement; unmount: () => void }
let mounted: Mounted | undefined

async function mountAt(Page: ComponentType, hash: string) {
  window.history.replaceState(null, '', `/#${hash}`)
  const utils = new TestUtils()
  await utils.mount(Page, { props: {} })
  mounted = (utils as unknown as { _inst: Mounted })._inst
  const root = mounted.container
  await utils.act(flush)
  await utils.act(flush)
  return {
    utils,
    $: (sel: string) => root.querySelector(sel) as HTMLElement,
    text: () => root.textContent || '',
    tap: (el: Element) => utils.act(async () => void utils.fireEvent.click(el))
  }
}

const SIGNED = `appid=p&sign=${'b'.repeat(64)}&timestamp=1700000000&data=${encodeURIComponent(
  JSON.stringify({ phone: '13800138000', target: '/pages/my-order/index' })
)}`

let reLaunch: jest.SpyInstance
let navigateTo: jest.SpyInstance

beforeEach(() => {
  useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, uid: 3, accessToken: 'mine' })
  useProfileStore.setState({ loadProfile: jest.fn().mockResolvedValue(undefined) })
  loginMock.mockReset()
  authMock.mockReset()
  resumeMock.mockReset().mockResolvedValue(undefined)
  reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' })
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
})

afterEach(() => {
  mounted?.unmount()
  mounted?.container.remove()
  mounted = undefined
  jest.restoreAllMocks()
})

describe('encrypted-entry', () => {
  it('logs in with the signed link and goes on to its target', async () => {
    loginMock.mockResolvedValue({ token: 'sso', uid: 44, expired_time: 2_000_000_000 })
    await mountAt(EncryptedEntryPage, `/pages/encrypted-entry/index?${SIGNED}`)
    expect(loginMock).toHaveBeenCalledTimes(1)
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'sso', uid: 44 })
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/my-order/index' })
  })

  it('a refused signature shows why on a result screen; the session is the one it was', async () => {
    loginMock.mockRejectedValue(new ApiError(2012, '该登录请求已使用，请重新进入', null))
    const p = await mountAt(EncryptedEntryPage, `/pages/encrypted-entry/index?${SIGNED}`)
    expect(p.$('.result-screen__title').textContent).toBe('无法登录')
    expect(p.$('.result-screen__desc').textContent).toBe('该登录请求已使用，请重新进入')
    expect(useAuthStore.getState()).toMatchObject({ isLogin: true, uid: 3, accessToken: 'mine' })
    expect(reLaunch).not.toHaveBeenCalled()
    await p.tap(p.$('.result-screen .nut-button'))
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })

  it('a link without a signature asks nothing and says so', async () => {
    const p = await mountAt(EncryptedEntryPage, '/pages/encrypted-entry/index?target=%2Fpages%2Fhome%2Findex')
    expect(loginMock).not.toHaveBeenCalled()
    expect(p.text()).toContain('链接缺少登录信息')
  })
})

describe('to-auth', () => {
  const identity = { identity_id: 'fdd-1', name: '张三', id_no: '110101********123X' }

  it('verified: says so and continues to redirect', async () => {
    authMock.mockResolvedValue({ status: 1, ...identity })
    const p = await mountAt(ToAuthPage, '/pages/to-auth/index?redirect=%2Fpages%2Fpension-overview%2Findex')
    expect(p.text()).toContain(TO_AUTH_TEXT.done)
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
    await p.tap(p.$('.result-screen .nut-button'))
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/pension-overview/index' })
  })

  it('an identity on record starts the check, returning through auth-bridge to redirect (else here)', async () => {
    authMock.mockResolvedValue({ status: 0, ...identity })
    let p = await mountAt(ToAuthPage, '/pages/to-auth/index?redirect=%2Fpages%2Fpension-overview%2Findex')
    expect(p.text()).toContain('张三')
    await p.tap(p.$('.pf-actions .nut-button'))
    expect(resumeMock).toHaveBeenCalledWith({
      identityId: 'fdd-1',
      name: '张三',
      idNo: '110101********123X',
      redirect: '/pages/pension-overview/index'
    })
    mounted?.unmount()
    mounted?.container.remove()
    p = await mountAt(ToAuthPage, '/pages/to-auth/index')
    await p.tap(p.$('.pf-actions .nut-button'))
    expect(resumeMock).toHaveBeenLastCalledWith(expect.objectContaining({ redirect: '/pages/to-auth/index' }))
  })

  it('no identity yet: the identity form on confirm-identity first', async () => {
    authMock.mockResolvedValue({ status: 2, identity_id: '', name: '', id_no: '' })
    useProfileStore.setState((s) => ({ info: { ...s.info, name: null, id_no: null } }))
    const p = await mountAt(ToAuthPage, '/pages/to-auth/index?redirect=%2Fpages%2Fpension-overview%2Findex')
    expect(p.text()).toContain(TO_AUTH_TEXT.noIdentity)
    await p.tap(p.$('.pf-actions .nut-button'))
    expect(resumeMock).not.toHaveBeenCalled()
    expect(navigateTo).toHaveBeenCalledWith({
      url: '/pages/confirm-identity/index?redirect=%2Fpages%2Fpension-overview%2Findex'
    })
  })
})
