// test-server: own process (sets process.env.TZ for the whole process, before anything reads the clock)
// Before anything reads the clock: a server in UTC, the zone the defect showed in (issue 29).
process.env.TZ = 'UTC'

import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAlipayLogin } from '../../server/src/account/providers/alipay-login'
import { beijingTime } from '../../server/src/lib/alipay-time'
import { createAlipay } from '../../server/src/payment/providers/alipay'
import { alipayKeys, type AlipayKeys } from './fakes/alipay-gateway'

/** Beijing wall time of `ms` as Alipay writes it, computed without the process's zone. */
const expected = (ms: number) => {
  const d = new Date(ms + 8 * 3600_000)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`
}
const seconds = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`) / 1000

/**
 * Alipay's `timestamp` and `time_expire` are both Beijing time (UTC+8) whatever zone the server runs in: checked
 * with the process in UTC (and two other zones), on every kind of call: an API call (payment, login) and the
 * signed H5 cashier URL.
 */
describe('Alipay times in Beijing time on a server in another zone', () => {
  let keys: AlipayKeys
  let server: http.Server
  let gateway: string
  /** Every request's public parameters, as the recorder gateway received them. */
  const seen: Record<string, string>[] = []

  before(async () => {
    keys = alipayKeys()
    // A recorder standing in for the gateway: keeps the parameters, answers nothing useful (the call then fails).
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c) => chunks.push(c))
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://gateway')
        seen.push({
          ...Object.fromEntries(url.searchParams),
          ...Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
        })
        res.writeHead(400, { 'Content-Type': 'text/plain' })
        res.end('recorded')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`
  })
  after(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('the process really is in UTC', () => {
    assert.equal(new Date().getTimezoneOffset(), 0)
    assert.equal(new Date(0).getHours(), 0)
  })

  it('formats a fixed moment as Beijing wall time in every zone', () => {
    const moment = new Date('2026-03-01T17:30:05Z')
    for (const zone of ['UTC', 'America/New_York', 'Asia/Shanghai', 'UTC']) {
      process.env.TZ = zone
      assert.equal(beijingTime(moment), '2026-03-02 01:30:05', zone)
    }
    assert.equal(new Date().getTimezoneOffset(), 0, 'back in UTC')
  })

  const provider = () =>
    createAlipay({
      appId: keys.appId,
      privateKey: keys.appPrivatePem,
      alipayPublicKey: keys.alipayPublicPem,
      notifyUrl: 'https://mall.example.com/api/payment/callback/alipay',
      gateway,
      timeoutMs: 500,
      retry: { tries: 1, baseMs: 5 }
    })

  it('the H5 cashier URL: timestamp now and time_expire at the order deadline, both Beijing time', async () => {
    const expiresAt = new Date(Date.now() + 30 * 60_000)
    const before = Date.now()
    const trade = await provider().createTrade({
      channel: 'alipay',
      outTradeNo: 'P2026000000001',
      amount: 1999,
      subject: '订单',
      returnUrl: 'https://mall.example.com/pay/return',
      expiresAt
    })
    const url = new URL(trade.payUrl)
    const timestamp = url.searchParams.get('timestamp')!
    assert.match(timestamp, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const at = seconds(timestamp)
    assert.ok(at >= Math.floor(before / 1000) && at <= Date.now() / 1000 + 1, `${timestamp} is now in Beijing`)
    const biz = JSON.parse(url.searchParams.get('biz_content')!) as { time_expire: string }
    assert.equal(biz.time_expire, expected(expiresAt.getTime()))
    assert.ok(
      seconds(biz.time_expire) - at >= 29 * 60,
      'the deadline is half an hour after the request, not 8 hours off'
    )
  })

  it('API calls (payment and the mini-program login) send timestamp in Beijing time', async () => {
    const before = Date.now()
    await provider().queryTrade!('alipay', 'P2026000000001').catch(() => undefined)
    const login = createAlipayLogin({
      appId: keys.appId,
      privateKey: keys.appPrivatePem,
      alipayPublicKey: keys.alipayPublicPem,
      gateway,
      timeoutMs: 500,
      retry: { tries: 1, baseMs: 5 }
    })
    await login('auth-code').catch(() => undefined)
    const calls = seen.filter((p) => p.method === 'alipay.trade.query' || p.method === 'alipay.system.oauth.token')
    assert.deepEqual(calls.map((p) => p.method).sort(), ['alipay.system.oauth.token', 'alipay.trade.query'])
    for (const p of calls) {
      const at = seconds(p.timestamp)
      assert.ok(
        at >= Math.floor(before / 1000) && at <= Date.now() / 1000 + 1,
        `${p.method}: ${p.timestamp} is Beijing time now (${expected(Date.now())})`
      )
    }
  })
})
