import { Taro, resetTaro, setCurrentPage } from './helpers/taro-mock'
import { REPORT_QUEUE_KEY } from '../../src/constants/storage-keys'
import { REPORT_LIMITS } from '@contract/report'
import { causeChain, flush, isPaused, readQueue, report, resetReporter, toEvent } from '../../src/services/reporter'
import type { ReportBody } from '@contract/schemas/report'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

const REPORT_URL = '/api/v1/app/report'
const reportCalls = () => Taro.request.mock.calls.filter((c) => c[0].url === REPORT_URL)
const sentBodies = () => reportCalls().map((c) => c[0].data as ReportBody)

function answer(statusCode: number, body: unknown) {
  Taro.request.mockImplementation(() => Promise.resolve({ statusCode, data: body, header: {}, errMsg: 'request:ok' }))
}
const accept = () => answer(200, { errno: 1, error: '', data: null })
const offline = () => Taro.request.mockImplementation(() => Promise.reject({ errMsg: 'request:fail' }))

/** Lets the reporter's timers and promise chains run. */
async function settle(ms = 0) {
  await jest.advanceTimersByTimeAsync(ms)
}

beforeEach(() => {
  jest.useFakeTimers()
  resetTaro()
  resetReporter()
  process.env.TARO_ENV = 'h5'
  setCurrentPage('pages/goods-info/index')
})

afterEach(() => {
  resetReporter()
  jest.useRealTimers()
})

describe('the queue', () => {
  it('never holds more than 30 events: the oldest are dropped, and it survives in storage', async () => {
    offline()
    for (let i = 0; i < 45; i++) {
      report(new Error(`boom ${i}`))
      expect(readQueue().length).toBeLessThanOrEqual(REPORT_LIMITS.queueMax)
    }
    await settle()
    const queue = readQueue()
    expect(queue).toHaveLength(30)
    expect(queue[0].message).toBe('Error: boom 15')
    expect(queue[29].message).toBe('Error: boom 44')
    // Stored through utils/storage under the product namespace.
    expect(JSON.parse(localStorage.getItem(REPORT_QUEUE_KEY)!).data).toHaveLength(30)
    // A send carries at most the 30 queued.
    for (const body of sentBodies()) expect(body.events.length).toBeLessThanOrEqual(30)
  })

  it('offline: keeps the events and sends them once the network is back', async () => {
    offline()
    report(new Error('while offline'))
    await settle()
    expect(readQueue()).toHaveLength(1)
    accept()
    await settle(REPORT_LIMITS.retryMs)
    const bodies = sentBodies()
    expect(bodies[bodies.length - 1].events.map((e) => e.message)).toEqual(['Error: while offline'])
    expect(readQueue()).toHaveLength(0)
  })

  it('sends a batch with the device, platform and page, without toasts or login prompts', async () => {
    accept()
    report(new TypeError('x is undefined'))
    report(new Error('second'))
    await settle()
    expect(reportCalls()).toHaveLength(1)
    const body = sentBodies()[0]
    expect(body.platform).toBe('h5')
    expect(typeof body.uuid).toBe('string')
    expect(body.events.map((e) => [e.kind, e.message, e.page])).toEqual([
      ['error', 'TypeError: x is undefined', '/pages/goods-info/index'],
      ['error', 'Error: second', '/pages/goods-info/index']
    ])
    expect(Taro.showToast).not.toHaveBeenCalled()
    expect(readQueue()).toHaveLength(0)
  })
})

describe('HTTP 429', () => {
  it('pauses sending for 60 s, keeps the queue, then resumes', async () => {
    answer(429, { errno: 1004, error: '上报过于频繁', data: null })
    report(new Error('first'))
    await settle()
    expect(reportCalls()).toHaveLength(1)
    expect(isPaused()).toBe(true)

    accept()
    report(new Error('during the pause'))
    await flush()
    await settle(59_000)
    expect(reportCalls()).toHaveLength(1) // nothing sent while paused
    expect(readQueue()).toHaveLength(2)

    await settle(1_000)
    expect(isPaused()).toBe(false)
    expect(reportCalls()).toHaveLength(2)
    expect(sentBodies()[1].events.map((e) => e.message)).toEqual(['Error: first', 'Error: during the pause'])
    expect(readQueue()).toHaveLength(0)
  })

  it('a bare 429 from a gateway (no envelope) pauses too', async () => {
    answer(429, '<html>Too Many Requests</html>')
    report(new Error('x'))
    await settle()
    expect(isPaused()).toBe(true)
  })
})

/** new Error(message, { cause }) without needing the ES2022 lib. */
const withCause = (message: string, cause: unknown): Error => Object.assign(new Error(message), { cause })

describe('the cause chain', () => {
  it('is followed at most 5 deep', () => {
    let err: Error = new Error('root')
    for (let i = 1; i <= 8; i++) err = withCause(`level ${i}`, err)
    const event = toEvent(err)!
    expect(event.message).toBe('Error: level 8')
    expect(event.causes!.map((c) => c.message)).toEqual([
      'Error: level 7',
      'Error: level 6',
      'Error: level 5',
      'Error: level 4',
      'Error: level 3'
    ])
  })

  it('stops at a cycle after 5 links, and reads non-Error causes', () => {
    const a = new Error('a') as Error & { cause?: unknown }
    const b = withCause('b', a)
    a.cause = b
    expect(causeChain(a)).toHaveLength(5)
    expect(causeChain(withCause('x', { errMsg: 'request:fail timeout' }))).toEqual([
      { message: 'request:fail timeout' }
    ])
    expect(causeChain(new Error('x'))).toEqual([])
  })
})

describe('the ignore list', () => {
  it.each([['Script error.'], ['Script error'], ['ResizeObserver loop limit exceeded'], ['showModal:fail cancel']])(
    'drops %p',
    async (message) => {
      accept()
      expect(report(message)).toBeNull()
      expect(report(new Error(message))).toBeNull()
      await settle()
      expect(readQueue()).toHaveLength(0)
      expect(reportCalls()).toHaveLength(0)
    }
  )

  it('keeps everything else (sample rate 1)', () => {
    offline()
    for (let i = 0; i < 10; i++) expect(report(new Error(`real ${i}`))).not.toBeNull()
  })

  it('reports one error object once, however many handlers see it', () => {
    offline()
    const err = new Error('chunk 12 failed')
    expect(report(err, 'chunk')).not.toBeNull()
    expect(report(err, 'rejection')).toBeNull()
    expect(readQueue()).toHaveLength(1)
  })
})

describe('fields', () => {
  it('are clipped to the server limits and lose NUL characters', () => {
    const err = new Error(`${'m'.repeat(3000)}\u0000end`)
    err.stack = 's'.repeat(10_000)
    const event = toEvent(err)!
    expect(event.message.length).toBe(REPORT_LIMITS.message)
    expect(event.stack!.length).toBe(REPORT_LIMITS.stack)
    expect(toEvent('a\u0000b')!.message).toBe('ab')
  })

  it('appends extra stack (a component stack) to the error stack', () => {
    const err = new Error('render')
    err.stack = 'Error: render\n    at Broken'
    expect(toEvent(err, 'render', '    in Broken\n    in Page')!.stack).toBe(
      'Error: render\n    at Broken\n    in Broken\n    in Page'
    )
  })
})
