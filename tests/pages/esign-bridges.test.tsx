import Taro from '@tarojs/taro'
import { pagePath } from '@/navigation'
import { continueAuth, readAuthReturn } from '@/pages/auth-bridge/index'
import { continueSign, readSignReturn } from '@/pages/esign-bridge/index'
import type { BridgeReadContext } from '@/components/bridge-runner'
import { EVENTS } from '@/constants/events'
import { AUTH_KEYS, SESSION_KEYS } from '@/constants/storage-keys'
import { getFddAuthResult, getFddSignResult } from '@/services/api/esign'
import { useProfileStore } from '@/stores/profile'

jest.mock('@/services/api/esign', () => ({ getFddAuthResult: jest.fn(), getFddSignResult: jest.fn() }))
const authMock = getFddAuthResult as jest.Mock
const signMock = getFddSignResult as jest.Mock

const context = (saved: Record<string, unknown>): BridgeReadContext => ({
  uid: 7,
  session: <T,>(key: string) => (key in saved ? (saved[key] as T) : null)
})
const handOff = (kind: 'auth' | 'sign') => ({ url: 'http://127.0.0.1/sandbox/esign/x', kind })

let trigger: jest.SpyInstance
beforeEach(() => {
  jest.clearAllMocks()
  trigger = jest.spyOn(Taro.eventCenter, 'trigger')
  useProfileStore.setState({ loadProfile: jest.fn().mockResolvedValue(undefined), esgin_status: false })
})
afterEach(() => jest.restoreAllMocks())

describe('auth-bridge', () => {
  it('continues only an identity check this tab started (its hand-off and auth keys)', () => {
    const params = { result: 'success', redirect: pagePath('account-bridge') }
    expect(readAuthReturn(params, context({}))).toBeNull()
    expect(readAuthReturn(params, context({ [SESSION_KEYS.fddWebviewUrl]: handOff('auth') }))).toBeNull()
    expect(
      readAuthReturn(params, context({ [SESSION_KEYS.fddWebviewUrl]: handOff('sign'), [AUTH_KEYS.name]: '张三' }))
    ).toBeNull()
    expect(
      readAuthReturn(params, context({ [SESSION_KEYS.fddWebviewUrl]: handOff('auth'), [AUTH_KEYS.name]: '张三' }))
    ).toEqual({ result: 'success', redirect: pagePath('account-bridge') })
  })

  it('verified (fdd status 1): the verification event fires and the flow goes where it was headed', async () => {
    authMock.mockResolvedValueOnce({ status: 0 }).mockResolvedValue({ status: 1 })
    const res = await continueAuth({ result: 'success', redirect: pagePath('account-bridge') }, 0)
    expect(authMock).toHaveBeenCalledTimes(2)
    expect(res).toEqual({ target: pagePath('account-bridge') })
    expect(trigger).toHaveBeenCalledWith(EVENTS.verification, { kind: 'auth' })
  })

  it('verified without a destination: on to signing on confirm-identity; a foreign address is not followed', async () => {
    authMock.mockResolvedValue({ status: 1 })
    await expect(continueAuth({ result: 'success' }, 0)).resolves.toEqual({ target: pagePath('confirm-identity') })
    await expect(continueAuth({ result: 'success', redirect: 'https://evil.example.com' }, 0)).resolves.toEqual({
      target: pagePath('confirm-identity')
    })
  })

  it('failed at the provider: asked once, confirm-identity says so; no event', async () => {
    authMock.mockResolvedValue({ status: 0 })
    const res = await continueAuth({ result: 'failed' }, 0)
    expect(authMock).toHaveBeenCalledTimes(1)
    expect(res).toEqual({ target: `${pagePath('confirm-identity')}?notice=auth_failed` })
    expect(trigger).not.toHaveBeenCalledWith(EVENTS.verification, expect.anything())
  })
})

describe('esign-bridge', () => {
  it('continues only a signing this tab started', () => {
    expect(readSignReturn({ result: 'success' }, context({ [SESSION_KEYS.fddWebviewUrl]: handOff('auth') }))).toBeNull()
    expect(readSignReturn({ result: 'success' }, context({ [SESSION_KEYS.fddWebviewUrl]: handOff('sign') }))).toEqual({
      result: 'success',
      redirect: undefined
    })
  })

  it('signed: esgin_status set, the event fires, and the flow continues where it was headed', async () => {
    signMock.mockResolvedValueOnce({ status: 2 }).mockResolvedValue({ status: 1 })
    const res = await continueSign({ result: 'success', redirect: pagePath('account-bridge') }, 0)
    expect(res).toEqual({ target: pagePath('account-bridge') })
    expect(useProfileStore.getState().esgin_status).toBe(true)
    expect(trigger).toHaveBeenCalledWith(EVENTS.verification, { kind: 'sign' })
  })

  it('the provider said yes but the server has not heard: pending, with esgin_status meanwhile', async () => {
    signMock.mockResolvedValue({ status: 2 })
    const res = await continueSign({ result: 'success' }, 0)
    expect(res).toEqual({ target: `${pagePath('confirm-identity')}?notice=sign_pending` })
    expect(useProfileStore.getState().esgin_status).toBe(true)
  })

  it('refused: confirm-identity offers signing again', async () => {
    signMock.mockResolvedValue({ status: 3, reason: '用户拒绝签署' })
    const res = await continueSign({ result: 'failed' }, 0)
    expect(res).toEqual({ target: `${pagePath('confirm-identity')}?notice=sign_failed` })
    expect(useProfileStore.getState().esgin_status).toBe(false)
  })
})
