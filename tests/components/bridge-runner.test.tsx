import Taro from '@tarojs/taro'
import BridgeState, { BRIDGE_MESSAGES, readBridgeState, saveBridgeState, useBridge } from '@/components/bridge-runner'
import { OPEN_ACCOUNT_KEYS } from '@/constants/storage-keys'
import { ApiError } from '@/services/request'
import { useAuthStore } from '@/stores/auth'
import { sessionGet, sessionSet } from '@/utils/storage'
import { $, mount, textOf } from '../jest/render'

const STATUS_PAGE = '/pages/bind-bank-account-status/index'
const run = jest.fn<
  Promise<{ target: string; relaunch?: boolean }>,
  [{ bankId: string; businessNo: string; uid?: string }]
>()

/** A bank-bridge page as a page builder would write it. */
function BankBridge() {
  const state = useBridge({
    expectUid: true,
    clearKeys: [OPEN_ACCOUNT_KEYS.businessNo],
    read: (params, { session }) => {
      const businessNo = session<string>(OPEN_ACCOUNT_KEYS.businessNo)
      return businessNo && params.bankId ? { bankId: params.bankId, businessNo, uid: params.uid } : null
    },
    run
  })
  return <BridgeState state={state} />
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function openWith(params: Record<string, string>) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({
    router: { params, path: '/pages/bank-bridge/index' }
  } as unknown as ReturnType<typeof Taro.getCurrentInstance>)
  jest
    .spyOn(Taro, 'getCurrentPages')
    .mockReturnValue([{ route: 'pages/bank-bridge/index' }] as ReturnType<typeof Taro.getCurrentPages>)
}

async function show() {
  const utils = await mount(BankBridge)
  await utils.act(flush)
  await utils.act(flush)
  return utils
}

const signIn = (uid: number) => useAuthStore.getState().loginSuccess({ token: `t${uid}`, uid })

let redirectTo: jest.SpyInstance
let reLaunch: jest.SpyInstance

beforeEach(() => {
  sessionStorage.clear()
  run.mockReset()
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
  reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' })
  openWith({ bankId: '1' })
  signIn(7)
})

afterEach(() => jest.restoreAllMocks())

/** A result-screen button by its label (the bridge's error screen is the shared ResultScreen). */
const buttonByText = (text: string) =>
  Array.from(document.querySelectorAll('.bridge-state .result-screen__btn')).find((b) =>
    b.textContent?.includes(text)
  ) ?? null

describe('useBridge + BridgeState', () => {
  it('reads params and the saved state, calls the result endpoint, continues to the target and spends the state', async () => {
    saveBridgeState(OPEN_ACCOUNT_KEYS.businessNo, 'B123')
    run.mockResolvedValue({ target: `${STATUS_PAGE}?status=1` })
    await show()
    expect(run).toHaveBeenCalledTimes(1)
    expect(run).toHaveBeenCalledWith({ bankId: '1', businessNo: 'B123', uid: undefined })
    expect(redirectTo).toHaveBeenCalledWith({ url: `${STATUS_PAGE}?status=1` })
    expect(reLaunch).not.toHaveBeenCalled()
    expect(sessionGet(OPEN_ACCOUNT_KEYS.businessNo)).toBeNull()
    expect(textOf()).toBe('正在跳转')
  })

  it('shows 正在处理 while the endpoint answers', async () => {
    saveBridgeState(OPEN_ACCOUNT_KEYS.businessNo, 'B123')
    run.mockReturnValue(new Promise(() => undefined))
    await show()
    expect(textOf()).toBe('正在处理')
    expect($('.loading').getAttribute('aria-busy')).toBe('true')
  })

  it('stops with 无法继续 when the state is missing, and offers the way home', async () => {
    const utils = await show()
    expect(run).not.toHaveBeenCalled()
    expect(textOf($('.bridge-state .result-screen__title'))).toBe('无法继续')
    expect(textOf($('.bridge-state .result-screen__desc'))).toBe(BRIDGE_MESSAGES.missing)
    expect(buttonByText('重试')).toBeNull()
    await utils.act(async () => {
      ;(buttonByText('返回首页') as HTMLElement).click()
      await flush()
    })
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it('refuses state saved by another account and never calls the endpoint as this one', async () => {
    signIn(7)
    saveBridgeState(OPEN_ACCOUNT_KEYS.businessNo, 'B123')
    signIn(8)
    await show()
    expect(run).not.toHaveBeenCalled()
    expect(redirectTo).not.toHaveBeenCalled()
    expect(textOf($('.bridge-state .result-screen__desc'))).toBe(BRIDGE_MESSAGES.foreign)
  })

  it('refuses a uid in the params that is not the signed-in one', async () => {
    saveBridgeState(OPEN_ACCOUNT_KEYS.businessNo, 'B123')
    openWith({ bankId: '1', uid: '9' })
    await show()
    expect(run).not.toHaveBeenCalled()
    expect(textOf($('.bridge-state .result-screen__desc'))).toBe(BRIDGE_MESSAGES.foreign)
  })

  it('refuses state with no owner, or no signed-in account, when the bridge acts for an account', async () => {
    sessionSet(OPEN_ACCOUNT_KEYS.businessNo, 'B123') // written without saveBridgeState
    await show()
    expect(textOf($('.bridge-state .result-screen__desc'))).toBe(BRIDGE_MESSAGES.foreign)

    document.body.innerHTML = ''
    saveBridgeState(OPEN_ACCOUNT_KEYS.businessNo, 'B123')
    useAuthStore.getState().logout()
    await show()
    expect(run).not.toHaveBeenCalled()
    expect(textOf($('.bridge-state .result-screen__desc'))).toBe(BRIDGE_MESSAGES.login)
  })

  it('shows the endpoint failure with 重试, and continues once a retry succeeds', async () => {
    saveBridgeState(OPEN_ACCOUNT_KEYS.businessNo, 'B123')
    run.mockRejectedValueOnce(new ApiError(2001, '银行正在处理，请稍后重试', null))
    run.mockResolvedValueOnce({ target: STATUS_PAGE })
    const utils = await show()
    expect(textOf($('.bridge-state .result-screen__desc'))).toBe('银行正在处理，请稍后重试')
    expect(redirectTo).not.toHaveBeenCalled()
    // The state survives a failure, so the retry still has it.
    expect(readBridgeState(OPEN_ACCOUNT_KEYS.businessNo, 7)).toEqual({ status: 'ok', data: 'B123' })
    await utils.act(async () => {
      ;(buttonByText('重试') as HTMLElement).click()
      await flush()
      await flush()
    })
    expect(run).toHaveBeenCalledTimes(2)
    expect(redirectTo).toHaveBeenCalledWith({ url: STATUS_PAGE })
  })

  it('never leaves the app: an outside or unknown target goes home, tab pages by reLaunch', async () => {
    saveBridgeState(OPEN_ACCOUNT_KEYS.businessNo, 'B123')
    run.mockResolvedValue({ target: 'https://evil.example/pages/home/index' })
    await show()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it('does not send the user back to the bridge page itself', async () => {
    saveBridgeState(OPEN_ACCOUNT_KEYS.businessNo, 'B123')
    run.mockResolvedValue({ target: '/pages/bank-bridge/index?bankId=1' })
    await show()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })

  it('reLaunches when asked, and when redirectTo is refused', async () => {
    saveBridgeState(OPEN_ACCOUNT_KEYS.businessNo, 'B123')
    run.mockResolvedValue({ target: STATUS_PAGE, relaunch: true })
    await show()
    expect(reLaunch).toHaveBeenCalledWith({ url: STATUS_PAGE })

    document.body.innerHTML = ''
    reLaunch.mockClear()
    redirectTo.mockRejectedValueOnce({ errMsg: 'redirectTo:fail' })
    saveBridgeState(OPEN_ACCOUNT_KEYS.businessNo, 'B123')
    run.mockResolvedValue({ target: STATUS_PAGE })
    await show()
    expect(reLaunch).toHaveBeenCalledWith({ url: STATUS_PAGE })
  })
})

describe('saveBridgeState / readBridgeState', () => {
  it('stamps the saved value with the signed-in uid', () => {
    saveBridgeState('k', { a: 1 })
    expect(readBridgeState('k', 7)).toEqual({ status: 'ok', data: { a: 1 } })
    expect(readBridgeState('k', 8)).toEqual({ status: 'foreign' })
    expect(readBridgeState('k', null)).toEqual({ status: 'foreign' })
    expect(readBridgeState('other', 7)).toEqual({ status: 'missing' })
  })

  it('lets unowned state through only when no account is required', () => {
    useAuthStore.getState().logout()
    saveBridgeState('k', 'v')
    expect(readBridgeState('k', null)).toEqual({ status: 'ok', data: 'v' })
    expect(readBridgeState('k', 7)).toEqual({ status: 'ok', data: 'v' })
    expect(readBridgeState('k', 7, true)).toEqual({ status: 'foreign' })
  })
})
