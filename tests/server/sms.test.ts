import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq, sql } from 'drizzle-orm'
import { createTestApp, nextPhone, type TestApp } from './helpers'
import { smsCodes } from '../../server/src/db/schema'
import { createConsoleSms, SmsSendError } from '../../server/src/account/sms.provider'
import { describeWait } from '../../server/src/lib/sms-codes'

const SEND = '/api/service/sms/sendcode'

/** Moves every send of a phone back in time, as if the clock had run on. */
async function age(t: TestApp, phone: string, seconds: number) {
  await t.db
    .update(smsCodes)
    .set({
      createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${smsCodes.expiresAt} - make_interval(secs => ${seconds})`
    })
    .where(eq(smsCodes.phone, phone))
}

describe('sms: /sms/sendcode', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: false })
  })
  after(() => t.close())

  it('sends a six-digit code that the dev outbox shows, newest first, and stores only its HMAC', async () => {
    const phone = nextPhone()
    const res = await t.post(SEND, { phone, ch_id: 1 })
    assert.equal(res.errno, 1, res.error)
    assert.deepEqual(res.data, { expire_in: 300, interval: 60 })
    const box = await t.post('/api/dev/sms-outbox', { phone })
    assert.equal(box.errno, 1)
    assert.equal(box.data.list.length, 1)
    assert.match(box.data.list[0].code, /^\d{6}$/)
    assert.equal(typeof box.data.list[0].created_at, 'number')
    const rows = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))
    assert.equal(rows.length, 1)
    assert.notEqual(rows[0].codeHash, box.data.list[0].code)
    assert.equal(rows[0].codeHash.length, 64)
    const ttl = (rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()) / 1000
    assert.equal(ttl, 300)

    await age(t, phone, 61)
    assert.equal((await t.post(SEND, { phone, ch_id: 1 })).errno, 1)
    const box2 = await t.post('/api/dev/sms-outbox', { phone })
    assert.equal(box2.data.list.length, 2)
    assert.ok(box2.data.list[0].created_at >= box2.data.list[1].created_at)
  })

  it('refuses phones outside the mobile rule with errno 1001 naming phone', async () => {
    for (const phone of [
      '12800000000',
      '11800000000',
      '10800000000',
      '1380000000',
      '138000000001',
      '1380000000a',
      ''
    ]) {
      const res = await t.post(SEND, { phone, ch_id: 1 })
      assert.equal(res.errno, 1001, phone)
      assert.match(res.error, /phone/)
    }
    assert.equal((await t.post(SEND, { ch_id: 1 })).errno, 1001)
    const badChannel = await t.post(SEND, { phone: nextPhone(), ch_id: 2 })
    assert.equal(badChannel.errno, 1001)
    assert.match(badChannel.error, /ch_id/)
  })

  // docs/decisions/0015-phone-numbers.md: every current mainland prefix 13 to 19, one number for each.
  for (const prefix of ['13', '14', '15', '16', '17', '18', '19']) {
    it(`accepts a mobile number starting ${prefix}`, async () => {
      const phone = `${prefix}${String(Date.now() % 1e9).padStart(9, '0')}`
      const res = await t.post(SEND, { phone, ch_id: 1 })
      assert.equal(res.errno, 1, `${phone}: ${res.error}`)
    })
  }

  it('allows one send a minute and says when to retry', async () => {
    const phone = nextPhone()
    assert.equal((await t.post(SEND, { phone, ch_id: 1 })).errno, 1)
    const again = await t.post(SEND, { phone, ch_id: 1 })
    assert.equal(again.errno, 2001)
    assert.match(again.error, /^验证码发送过于频繁，请 \d+ 秒后再试$/)
    assert.ok(again.data.retry_after > 0 && again.data.retry_after <= 60)
    await age(t, phone, 50)
    const soon = await t.post(SEND, { phone, ch_id: 1 })
    assert.equal(soon.errno, 2001)
    assert.ok(soon.data.retry_after <= 10)
    await age(t, phone, 11)
    assert.equal((await t.post(SEND, { phone, ch_id: 1 })).errno, 1)
  })

  it('lets the dev rewind free the one-a-minute slot without touching the code expiry', async () => {
    const phone = nextPhone()
    assert.equal((await t.post(SEND, { phone, ch_id: 1 })).errno, 1)
    assert.equal((await t.post(SEND, { phone, ch_id: 1 })).errno, 2001)
    const [before] = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))
    assert.deepEqual((await t.post('/api/dev/sms-rewind', { phone })).data, { rewound: 1 })
    const [after] = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))
    assert.equal(before.createdAt.getTime() - after.createdAt.getTime(), 60_000)
    assert.equal(after.expiresAt.getTime(), before.expiresAt.getTime())
    assert.equal((await t.post(SEND, { phone, ch_id: 1 })).errno, 1)
    assert.equal((await t.post('/api/dev/sms-rewind', { phone: '123' })).errno, 1001)
  })

  it('allows five sends an hour', async () => {
    const phone = nextPhone()
    for (let i = 0; i < 5; i++) {
      assert.equal((await t.post(SEND, { phone, ch_id: 1 })).errno, 1, `send ${i + 1}`)
      await age(t, phone, 61)
    }
    const sixth = await t.post(SEND, { phone, ch_id: 1 })
    assert.equal(sixth.errno, 2001)
    assert.match(sixth.error, /每小时最多 5 次/)
    assert.match(sixth.error, /分钟后再试$/)
    // The oldest send left 5 × 61 s ago, so the hour frees up after 3600 - 305 s.
    assert.ok(Math.abs(sixth.data.retry_after - (3600 - 305)) <= 2, String(sixth.data.retry_after))
    await age(t, phone, 3600 - 305 + 1)
    assert.equal((await t.post(SEND, { phone, ch_id: 1 })).errno, 1)
  })

  it('allows ten sends a day', async () => {
    const phone = nextPhone()
    for (let i = 0; i < 10; i++) {
      assert.equal((await t.post(SEND, { phone, ch_id: 1 })).errno, 1, `send ${i + 1}`)
      await age(t, phone, 3601)
    }
    const eleventh = await t.post(SEND, { phone, ch_id: 1 })
    assert.equal(eleventh.errno, 2001)
    assert.match(eleventh.error, /^今日验证码发送次数已达上限（每天最多 10 次），请 \d+ 小时( \d+ 分钟)?后再试$/)
    await age(t, phone, eleventh.data.retry_after)
    assert.equal((await t.post(SEND, { phone, ch_id: 1 })).errno, 1)
  })

  it('limits each phone on its own', async () => {
    const a = nextPhone()
    const b = nextPhone()
    assert.equal((await t.post(SEND, { phone: a, ch_id: 1 })).errno, 1)
    assert.equal((await t.post(SEND, { phone: b, ch_id: 1 })).errno, 1)
    assert.equal((await t.post(SEND, { phone: a, ch_id: 1 })).errno, 2001)
  })

  it('lets only one of a burst of concurrent sends through', async () => {
    const phone = nextPhone()
    const results = await Promise.all(Array.from({ length: 5 }, () => t.post(SEND, { phone, ch_id: 1 })))
    assert.equal(results.filter((r) => r.errno === 1).length, 1)
    assert.equal(results.filter((r) => r.errno === 2001).length, 4)
  })

  it('describes waits in seconds, minutes and hours', () => {
    assert.equal(describeWait(5), ' 5 秒')
    assert.equal(describeWait(60), ' 60 秒')
    assert.equal(describeWait(61), ' 2 分钟')
    assert.equal(describeWait(3600), ' 1 小时')
    assert.equal(describeWait(3700), ' 1 小时 2 分钟')
  })

  it('answers SMS_SEND_FAILED when the gateway refuses, and the failed send does not count', async () => {
    const sandbox = createConsoleSms(() => undefined)
    let fail = true
    const failing = await createTestApp({
      seed: false,
      providers: {
        sms: {
          name: 'flaky',
          async sendCode(phone, code) {
            if (fail) throw new SmsSendError('gateway down')
            await sandbox.sendCode(phone, code)
          },
          outbox: sandbox.outbox
        }
      }
    })
    try {
      const phone = nextPhone()
      const res = await failing.post(SEND, { phone, ch_id: 1 })
      assert.equal(res.errno, 2005)
      assert.equal(res.error, '短信发送失败，请稍后重试')
      assert.equal((await failing.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).length, 0)
      fail = false
      assert.equal((await failing.post(SEND, { phone, ch_id: 1 })).errno, 1)
    } finally {
      await failing.close()
    }
  })
})
