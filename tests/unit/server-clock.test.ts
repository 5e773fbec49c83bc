import { Taro, resetTaro } from './helpers/taro-mock'
import { request } from '../../src/services/request'
import {
  dateHeaderMs,
  learnFromResponse,
  learnServerSeconds,
  learnServerTime,
  resetServerClock,
  serverClockKnown,
  serverNow,
  serverOffset
} from '../../src/utils/server-clock'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

const LOCAL = Date.UTC(2026, 0, 1, 8, 0, 0)

beforeEach(() => {
  resetServerClock()
  resetTaro()
  jest.spyOn(Date, 'now').mockReturnValue(LOCAL)
})

afterEach(() => jest.restoreAllMocks())

describe('server clock', () => {
  it('is the device clock until an answer was seen', () => {
    expect(serverClockKnown()).toBe(false)
    expect(serverOffset()).toBe(0)
    expect(serverNow()).toBe(LOCAL)
  })

  it('takes the middle of what one whole-second reading allows', () => {
    // Server said 08:05:00 (truncated) for a call sent at LOCAL and answered 200 ms later.
    learnServerTime(LOCAL + 300_000, LOCAL, LOCAL + 200)
    // Offset lies in [300000 - 200, 300000 + 1000]: middle 300400.
    expect(serverOffset()).toBe(300_400)
    expect(serverNow()).toBe(LOCAL + 300_400)
  })

  it('narrows with every answer instead of jumping between them', () => {
    learnServerTime(LOCAL + 300_000, LOCAL, LOCAL + 200) // [299800, 301000]
    learnServerTime(LOCAL + 10_000 + 300_000, LOCAL + 10_000 - 600, LOCAL + 10_000 - 500) // [300500, 301600]
    expect(serverOffset()).toBe(Math.round((300_500 + 301_000) / 2))
    const before = serverOffset()
    // A slow answer (wide interval) that agrees changes nothing.
    learnServerTime(LOCAL + 20_000 + 300_000, LOCAL + 20_000 - 5_000, LOCAL + 20_000 + 5_000)
    expect(serverOffset()).toBe(before)
  })

  it('starts over when the device clock was changed (the readings no longer agree)', () => {
    learnServerTime(LOCAL + 300_000, LOCAL, LOCAL + 200)
    // The user set the phone back an hour: the same server time now arrives at a very different local time.
    learnServerTime(LOCAL + 400_000, LOCAL - 3_600_000, LOCAL - 3_600_000 + 100)
    expect(serverOffset()).toBe(Math.round((400_000 + 3_600_000 - 100 + 400_000 + 1000 + 3_600_000) / 2))
  })

  it('ignores unusable readings', () => {
    learnServerTime(Number.NaN, LOCAL, LOCAL)
    learnServerTime(0, LOCAL, LOCAL)
    learnFromResponse({ header: { date: 'not a date' } }, LOCAL)
    learnFromResponse(undefined, LOCAL)
    expect(serverClockKnown()).toBe(false)
  })

  it('reads the Date header in any case and Alipay-style headers, and unix-seconds fields', () => {
    const date = new Date(LOCAL + 60_000).toUTCString()
    expect(dateHeaderMs({ date })).toBe(LOCAL + 60_000)
    expect(dateHeaderMs({ Date: date })).toBe(LOCAL + 60_000)
    expect(dateHeaderMs({ 'content-type': 'application/json' })).toBeNull()
    learnFromResponse({ headers: { Date: date } }, LOCAL, LOCAL)
    expect(serverOffset()).toBe(60_500)
    resetServerClock()
    learnServerSeconds((LOCAL + 120_000) / 1000, LOCAL, LOCAL)
    expect(serverOffset()).toBe(120_500)
  })
})

describe('request feeds the server clock', () => {
  it("learns the offset from every answer's Date header", async () => {
    const serverTime = LOCAL - 90_000 // a phone 90 s fast
    Taro.request.mockImplementation(() =>
      Promise.resolve({
        statusCode: 200,
        data: { errno: 1, error: '', data: { ok: true } },
        header: { date: new Date(serverTime).toUTCString() },
        errMsg: 'request:ok'
      })
    )
    await expect(request('/goods/info', { sku_id: 1 })).resolves.toEqual({ ok: true })
    expect(serverOffset()).toBe(-89_500)
  })

  it('still works when an answer carries no header', async () => {
    Taro.request.mockImplementation(() => Promise.resolve({ statusCode: 200, data: { errno: 1, error: '', data: 1 } }))
    await expect(request('/x')).resolves.toBe(1)
    expect(serverClockKnown()).toBe(false)
  })
})
