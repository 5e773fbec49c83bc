import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { messages, notices, userOauth } from '../../server/src/db/schema'
import { enqueueNotice } from '../../server/src/lib/notices'

let t: TestApp
before(async () => {
  t = await createTestApp({ seed: false })
})
after(() => t.close())

const shipped = (userId: number, ref: string) =>
  ({
    userId,
    event: 'shipped',
    ref,
    data: { order_sn: ref, goods: '五常大米 5kg', courier: '顺丰速运', waybill: 'SF1234567890' }
  }) as const

test('a notice is written in the caller’s transaction: the message centre at once, an outbox row per channel', async () => {
  const u = await t.user()
  await t.db.insert(userOauth).values({ userId: u.uid, provider: 'wechat_mp', openid: `o-${u.uid}` })
  await t.db.transaction((tx) => enqueueNotice(tx, shipped(u.uid, 'S100')))
  const rows = await t.db.select().from(notices).where(eq(notices.userId, u.uid))
  assert.deepEqual(rows.map((r) => [r.channel, r.status]).sort(), [
    ['inbox', 'sent'],
    ['wechat', 'pending']
  ])
  const inbox = await t.post('/api/v1/message/list', {}, u.token)
  assert.equal(inbox.data.list.length, 1)
  assert.equal(inbox.data.list[0].title, '订单已发货')
  assert.match(inbox.data.list[0].content, /顺丰速运，运单号SF1234567890/)
  assert.equal(inbox.data.list[0].type, 'order')
})

test('the same event twice is one notice per channel (event × channel is unique)', async () => {
  const u = await t.user()
  await t.db.transaction((tx) => enqueueNotice(tx, shipped(u.uid, 'S200')))
  await t.db.transaction((tx) => enqueueNotice(tx, shipped(u.uid, 'S200')))
  assert.equal((await t.db.select().from(notices).where(eq(notices.userId, u.uid))).length, 1)
  assert.equal((await t.db.select().from(messages).where(eq(messages.userId, u.uid))).length, 1)
})

test('a rolled-back state change leaves no notice behind', async () => {
  const u = await t.user()
  await assert.rejects(
    t.db.transaction(async (tx) => {
      await enqueueNotice(tx, shipped(u.uid, 'S300'))
      throw new Error('the state change failed')
    })
  )
  assert.equal((await t.db.select().from(notices).where(eq(notices.userId, u.uid))).length, 0)
  assert.equal((await t.db.select().from(messages).where(eq(messages.userId, u.uid))).length, 0)
})

test('money leaving the account also goes by SMS', async () => {
  const u = await t.user()
  await t.db.transaction((tx) =>
    enqueueNotice(tx, {
      userId: u.uid,
      event: 'withdraw_paid',
      ref: 77,
      data: { amount: 12345, account: '工商银行(尾号1234)' }
    })
  )
  const rows = await t.db.select().from(notices).where(eq(notices.userId, u.uid))
  assert.deepEqual(rows.map((r) => r.channel).sort(), ['inbox', 'sms'])
  const [m] = await t.db.select().from(messages).where(eq(messages.userId, u.uid))
  assert.equal(m.content, '您的提现¥123.45已打款至工商银行(尾号1234)。')
})
