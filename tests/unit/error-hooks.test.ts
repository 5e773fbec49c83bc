import { Taro, resetTaro } from './helpers/taro-mock'
import { installErrorReporter, resetErrorHooks } from '../../src/services/error-hooks'
import { readQueue, resetReporter } from '../../src/services/reporter'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

type Hooks = typeof Taro & { onError?: jest.Mock; onUnhandledRejection?: jest.Mock; onNetworkStatusChange?: jest.Mock }
const taro = Taro as Hooks

beforeEach(() => {
  resetTaro()
  resetReporter()
  resetErrorHooks()
  process.env.TARO_ENV = 'h5'
  // Offline: events stay queued where the test can read them.
  Taro.request.mockImplementation(() => Promise.reject({ errMsg: 'request:fail' }))
  taro.onError = jest.fn()
  taro.onUnhandledRejection = jest.fn()
  taro.onNetworkStatusChange = jest.fn()
})

afterEach(() => {
  resetReporter()
  process.env.TARO_ENV = 'h5'
})

describe('H5', () => {
  it("reports the window's uncaught errors and unhandled rejections, and not 'Script error'", () => {
    installErrorReporter()
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('a is null'), message: 'a is null' }))
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }))
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown }
    rejection.reason = new Error('Loading chunk 7 failed.')
    window.dispatchEvent(rejection)
    expect(readQueue().map((e) => [e.kind, e.message])).toEqual([
      ['error', 'TypeError: a is null'],
      ['rejection', 'Error: Loading chunk 7 failed.']
    ])
    expect(taro.onError).not.toHaveBeenCalled()
  })
})

describe('mini programs', () => {
  it('reports through Taro.onError (message and stack kept apart) and Taro.onUnhandledRejection', () => {
    process.env.TARO_ENV = 'weapp'
    installErrorReporter()
    const onError = taro.onError!.mock.calls[0][0] as (msg: string) => void
    const onRejection = taro.onUnhandledRejection!.mock.calls[0][0] as (res: { reason: unknown }) => void
    onError('MiniProgramError\nCannot read property x of undefined\n    at t.onLoad (pages/home/index.js:1:9)')
    onRejection({ reason: { errMsg: 'navigateTo:fail page not found' } })
    const [first, second] = readQueue()
    expect(first).toMatchObject({ kind: 'error', message: 'Cannot read property x of undefined' })
    expect(first.stack).toBe('at t.onLoad (pages/home/index.js:1:9)')
    expect(second).toMatchObject({ kind: 'rejection', message: 'navigateTo:fail page not found' })
  })

  it('installs once', () => {
    process.env.TARO_ENV = 'weapp'
    installErrorReporter()
    installErrorReporter()
    expect(taro.onError).toHaveBeenCalledTimes(1)
  })
})
