import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { clientErrors } from '../../server/src/db/schema'
import { REPORT_RATE_LIMIT } from '@contract/report'
import type { ReportEvent } from '@contract/schemas/report'

const event = (over: Partial<ReportEvent> = {}): ReportEvent => ({
  kind: 'error',
  message: 'TypeError: goods is undefined',
  stack: 'TypeError: goods is undefined\n    at GoodsInfo (pages/goods-info/index.js:1:2)',
  page: '/pages/goods-info/index',
  time: Date.now(),
  ...over
})

describe('report: client errors', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: false })
  })
  after(() => t.close())

  /** POSTs from a given client address, so each case has its own rate-limit window. */
  async function send(body: unknown, ip: string, token?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/app/report',
      remoteAddress: ip,
      payload: body as object,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }
    })
    return { status: res.statusCode, headers: res.headers, ...res.json() }
  }

  it('stores every event of a batch, with the device, the user and the cause chain', async () => {
    const u = await t.user()
    const uuid = crypto.randomUUID()
    const causes = [{ message: 'Error: request:fail timeout' }, { message: 'Error: socket hang up', stack: 'at x' }]
    const res = await send(
      {
        uuid,
        platform: 'weapp',
        ua: 'iPhone 15 iOS 17.0 8.0.50',
        events: [event({ causes }), event({ kind: 'render' })]
      },
      '10.0.0.1',
      u.token
    )
    assert.equal(res.errno, 1, res.error)
    assert.deepEqual(res.data, { stored: 2 })
    const rows = await t.db.select().from(clientErrors).where(eq(clientErrors.uuid, uuid)).orderBy(clientErrors.id)
    assert.equal(rows.length, 2)
    assert.equal(rows[0].userId, u.uid)
    assert.equal(rows[0].ip, '10.0.0.1')
    assert.equal(rows[0].platform, 'weapp')
    assert.equal(rows[0].message, 'TypeError: goods is undefined')
    assert.deepEqual(rows[0].causes, causes)
    assert.equal(rows[1].kind, 'render')
    assert.equal(rows[1].causes, null)
  })

  it('works logged out', async () => {
    const uuid = crypto.randomUUID()
    const res = await send({ uuid, platform: 'h5', events: [event()] }, '10.0.0.2')
    assert.equal(res.errno, 1, res.error)
    const [row] = await t.db.select().from(clientErrors).where(eq(clientErrors.uuid, uuid))
    assert.equal(row.userId, null)
    assert.equal(row.ua, '')
  })

  it('the dev listing shows the newest first, optionally of one device', async () => {
    const uuid = crypto.randomUUID()
    await send({ uuid, platform: 'h5', events: [event({ message: 'Error: older' })] }, '10.0.0.3')
    await send({ uuid, platform: 'h5', events: [event({ message: 'Error: newer' })] }, '10.0.0.3')
    const res = await t.post('/api/dev/reports', { uuid })
    assert.equal(res.errno, 1, res.error)
    assert.deepEqual(
      res.data.list.map((r: { message: string }) => r.message),
      ['Error: newer', 'Error: older']
    )
    const first = res.data.list[0]
    assert.equal(first.uuid, uuid)
    assert.equal(first.page, '/pages/goods-info/index')
    assert.equal(typeof first.created_at, 'string')
    const all = await t.post('/api/dev/reports', {})
    assert.ok(all.data.list.length >= 3)
  })

  it('a bad body is refused with 1001 (never 500) and nothing is stored', async () => {
    const uuid = crypto.randomUUID()
    const bad: Array<[string, unknown]> = [
      ['no events', { uuid, platform: 'h5', events: [] }],
      ['31 events', { uuid, platform: 'h5', events: Array.from({ length: 31 }, () => event()) }],
      ['NUL in a message', { uuid, platform: 'h5', events: [event({ message: 'bad\u0000message' })] }],
      ['NUL in a stack', { uuid, platform: 'h5', events: [event({ stack: 'at \u0000' })] }],
      ['a long message', { uuid, platform: 'h5', events: [event({ message: 'x'.repeat(1001) })] }],
      ['a long stack', { uuid, platform: 'h5', events: [event({ stack: 'x'.repeat(4001) })] }],
      ['six causes', { uuid, platform: 'h5', events: [event({ causes: Array(6).fill({ message: 'c' }) })] }],
      ['an unknown kind', { uuid, platform: 'h5', events: [event({ kind: 'boom' as ReportEvent['kind'] })] }],
      ['an empty message', { uuid, platform: 'h5', events: [event({ message: '' })] }],
      ['a bad time', { uuid, platform: 'h5', events: [event({ time: -1 })] }],
      ['a bad uuid', { uuid: 'a b', platform: 'h5', events: [event()] }],
      ['no uuid', { platform: 'h5', events: [event()] }],
      ['events not a list', { uuid, platform: 'h5', events: 'x' }]
    ]
    for (const [name, body] of bad) {
      const res = await send(body, '10.0.0.4')
      assert.equal(res.status, 200, name)
      assert.equal(res.errno, 1001, `${name}: ${res.error}`)
    }
    const rows = await t.db.select().from(clientErrors).where(eq(clientErrors.uuid, uuid))
    assert.equal(rows.length, 0)
  })

  it('a flood from one IP is answered HTTP 429 (errno 1004, Retry-After 60) and not stored', async () => {
    const ip = '10.0.0.5'
    const batch = (uuid: string) => ({ uuid, platform: 'h5', events: Array.from({ length: 30 }, () => event()) })
    const full = REPORT_RATE_LIMIT.events / 30
    for (let i = 0; i < full; i++) {
      const res = await send(batch(crypto.randomUUID()), ip)
      assert.equal(res.errno, 1, `batch ${i}: ${res.error}`)
    }
    const floodUuid = crypto.randomUUID()
    const res = await send(batch(floodUuid), ip)
    assert.equal(res.status, 429)
    assert.equal(res.errno, 1004)
    assert.equal(res.headers['retry-after'], '60')
    assert.equal((await t.db.select().from(clientErrors).where(eq(clientErrors.uuid, floodUuid))).length, 0)
    // Another client is not affected.
    assert.equal((await send(batch(crypto.randomUUID()), '10.0.0.6')).errno, 1)
  })

  it('one device flooding from many addresses is limited too', async () => {
    const uuid = crypto.randomUUID()
    const body = { uuid, platform: 'h5', events: Array.from({ length: 30 }, () => event()) }
    const full = REPORT_RATE_LIMIT.events / 30
    for (let i = 0; i < full; i++) assert.equal((await send(body, `10.1.0.${i}`)).errno, 1)
    assert.equal((await send(body, '10.1.1.1')).status, 429)
  })
})
