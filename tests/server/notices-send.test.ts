import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq, inArray } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { startWechatSubscribe } from './fakes/notice-gateways'
import { noticeGrants, notices, userOauth, users } from '../../server/src/db/schema'
import { enqueueNotice, type NoticeInput } from '../../server/src/lib/notices'
import { sendDueNotices } from '../../server/src/flows/notice-send'
import { createLiveSubscribe } from '../../server/src/content/notice.provider'
import { wechatMiniTokens } from '../../server/src/account/providers/login'
import type { Ctx } from '../../server/src/lib/context'

const APP = { appid: 'wxnoticeapp00001', secret: 'notice-secret-made-in-test' }
const T = { shipped: 'tmplShipped01', paid: 'tmplPaid01', received: 'tmplBadDate01', restock: 'tmplRestock01' }
let wx: Awaited<ReturnType<typeof startWechatSubscribe>>
let t: TestApp
let ctx: Ctx
/**
 * The virtual clock every run reads (backoff, leases): tests move it ahead instead of waiting. It never runs behind
 * the real one, which stamps the rows enqueueNotice writes.
 */
let clock = Date.now()
const run = () => {
  clock = Math.max(clock, Date.now())
  return sendDueNotices(ctx, { now: new Date(clock) })
}

before(async () => {
  wx = await startWechatSubscribe(APP)
  wx.template(T.shipped, ['character_string1', 'thing2', 'thing3', 'character_string4'])
  wx.template(T.paid, ['character_string1', 'amount2', 'thing3', 'time4'])
  wx.template(T.received, ['character_string1', 'date2'])
  wx.template(T.restock, ['thing1', 'thing2'])
  const env = {
    WECHAT_MINI_APPID: APP.appid,
    WECHAT_MINI_SECRET: APP.secret,
    WECHAT_API_BASE: wx.url,
    GATEWAY_TRIES: '1',
    NOTICE_WECHAT_TEMPLATES: JSON.stringify({
      shipped: T.shipped,
      paid: T.paid,
      restock: T.restock,
      // A template whose keyword 2 is a date, filled with the goods name: WeChat refuses it (47003).
      received: { id: T.received, keys: { character_string1: 'order_sn', date2: '=not a date' } }
    }),
    NOTICE_SMS_TEMPLATE: 'SMS_400100200',
    NOTICE_BACKOFF_SECONDS: '30'
  }
  t = await createTestApp({ seed: false, env })
  t.app.providers.subscribe = createLiveSubscribe({ wechatTokens: wechatMiniTokens(t.db, env) }, env)
  ctx = { db: t.db, config: t.config, providers: t.app.providers }
})
after(async () => {
  await t.close()
  await wx.close()
})

async function shopper() {
  const u = await t.user()
  const openid = `oNotice${u.uid}`
  await t.db.insert(userOauth).values({ userId: u.uid, provider: 'wechat_mp', openid })
  return { ...u, openid }
}
const shipped = (uid: number, sn: string): NoticeInput => ({
  userId: uid,
  event: 'shipped',
  ref: sn,
  data: {
    order_sn: sn,
    goods: '东北五常稻花香大米 10kg 真空包装 新米上市 两袋装',
    courier: '顺丰速运',
    waybill: 'SF1400200300'
  }
})
const rowOf = async (uid: number, channel: string) =>
  (
    await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, uid), eq(notices.channel, channel)))
  )[0]
const grant = async (token: string, ids: string[]) =>
  (await t.post('/api/v1/notice/subscribed', { platform: 'wechat', template_ids: ids }, token)).data.counted

test('a granted shopper gets the subscription message once, each value cut to its keyword type', async () => {
  const u = await shopper()
  wx.grant(u.openid, T.shipped)
  assert.deepEqual(await grant(u.token, [T.shipped, 'notOurTemplate']), [T.shipped])
  await t.db.transaction((tx) => enqueueNotice(tx, shipped(u.uid, '202611280001')))
  await run()
  const got = wx.sent.filter((m) => m.touser === u.openid)
  assert.equal(got.length, 1)
  assert.equal(got[0].template_id, T.shipped)
  assert.equal(got[0].page, 'pages/order-detail/index?order_sn=202611280001')
  assert.equal(got[0].data.character_string1, '202611280001')
  assert.equal(Array.from(got[0].data.thing2).length, 20)
  assert.ok(got[0].data.thing2.endsWith('…'))
  assert.equal(got[0].data.thing3, '顺丰速运')
  assert.equal((await rowOf(u.uid, 'wechat')).status, 'sent')
  const [g] = await t.db.select().from(noticeGrants).where(eq(noticeGrants.userId, u.uid))
  assert.equal(g.count, 0)
  await run()
  assert.equal(wx.sent.filter((m) => m.touser === u.openid).length, 1, 'a second run sends nothing again')
})

test('no grant counted: the channel is skipped without calling WeChat', async () => {
  const u = await shopper()
  const before = wx.calls.length
  await t.db.transaction((tx) => enqueueNotice(tx, shipped(u.uid, '202611280002')))
  await run()
  const row = await rowOf(u.uid, 'wechat')
  assert.equal(row.status, 'skipped')
  assert.match(row.lastError ?? '', /no grant/)
  assert.equal(wx.calls.length, before)
})

test('43101 (the shopper holds no grant on WeChat’s side): skipped, our count cleared, no retry', async () => {
  const u = await shopper()
  await grant(u.token, [T.shipped])
  await grant(u.token, [T.shipped])
  await t.db.transaction((tx) => enqueueNotice(tx, shipped(u.uid, '202611280003')))
  await run()
  const row = await rowOf(u.uid, 'wechat')
  assert.equal(row.status, 'skipped')
  assert.match(row.lastError ?? '', /43101/)
  const [g] = await t.db.select().from(noticeGrants).where(eq(noticeGrants.userId, u.uid))
  assert.equal(g.count, 0)
})

test('a stale access_token (40001) is fetched again once and the message goes', async () => {
  const u = await shopper()
  wx.grant(u.openid, T.shipped)
  await grant(u.token, [T.shipped])
  await run() // nothing due; makes sure a token exists
  wx.rotateToken()
  const fetches = wx.tokenFetches()
  await t.db.transaction((tx) => enqueueNotice(tx, shipped(u.uid, '202611280004')))
  await run()
  assert.equal((await rowOf(u.uid, 'wechat')).status, 'sent')
  assert.equal(wx.tokenFetches(), fetches + 1)
})

test('47003 (template data invalid) fails without a retry and gives the grant back', async () => {
  const u = await shopper()
  wx.grant(u.openid, T.received)
  await grant(u.token, [T.received])
  await t.db.transaction((tx) =>
    enqueueNotice(tx, {
      userId: u.uid,
      event: 'received',
      ref: '202611280005',
      data: { order_sn: '202611280005', goods: '大米', auto: true }
    })
  )
  await run()
  const row = await rowOf(u.uid, 'wechat')
  assert.equal(row.status, 'failed')
  assert.equal(row.attempts, 1)
  assert.match(row.lastError ?? '', /47003/)
  clock += 3600_000
  await run()
  assert.equal((await rowOf(u.uid, 'wechat')).attempts, 1, 'not tried again')
  const [g] = await t.db.select().from(noticeGrants).where(eq(noticeGrants.userId, u.uid))
  assert.equal(g.count, 1)
})

test('WeChat down: the notice waits with a doubling backoff and goes once when it is back; none lost', async () => {
  const u = await shopper()
  wx.grant(u.openid, T.paid)
  await grant(u.token, [T.paid])
  await t.db.transaction((tx) =>
    enqueueNotice(tx, {
      userId: u.uid,
      event: 'paid',
      ref: '202611280006',
      data: { order_sn: '202611280006', amount: 1234500, goods: '大米' }
    })
  )
  wx.setDown(true)
  await run()
  let row = await rowOf(u.uid, 'wechat')
  assert.equal(row.status, 'pending')
  assert.equal(row.nextAt.getTime(), clock + 30_000)
  clock += 10_000
  await run()
  assert.equal((await rowOf(u.uid, 'wechat')).attempts, 1, 'not due yet: untouched')
  clock += 20_000
  await run()
  row = await rowOf(u.uid, 'wechat')
  assert.equal(row.attempts, 2)
  assert.equal(row.nextAt.getTime(), clock + 60_000, 'the backoff doubled')
  const [g] = await t.db.select().from(noticeGrants).where(eq(noticeGrants.userId, u.uid))
  assert.equal(g.count, 1, 'a send that never reached WeChat keeps the grant')
  wx.setDown(false)
  clock += 60_000
  await run()
  const got = wx.sent.filter((m) => m.touser === u.openid)
  assert.equal(got.length, 1)
  assert.equal(got[0].data.amount2, '¥12345.00')
  assert.match(got[0].data.time4, /^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/)
  assert.equal((await rowOf(u.uid, 'wechat')).status, 'sent')
})

test('turned off by the shopper: skipped; a withdrawal paid still goes by SMS (money out stays on)', async () => {
  const u = await shopper()
  const saved = await t.post(
    '/api/v1/notice/settings/save',
    { channels: { wechat: false, sms: false }, events: { withdraw_paid: false } },
    u.token
  )
  assert.equal(saved.errno, 1, saved.error)
  assert.equal(saved.data.channels.wechat, false)
  assert.equal(saved.data.events.withdraw_paid, true, 'money out cannot be turned off')
  await t.db.transaction((tx) => enqueueNotice(tx, shipped(u.uid, '202611280007')))
  const phone = (await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, u.uid)))[0].phone!
  await t.db.transaction((tx) =>
    enqueueNotice(tx, {
      userId: u.uid,
      event: 'withdraw_paid',
      ref: 'w-91',
      data: { amount: 50000, account: '工商银行(尾号1234)' }
    })
  )
  await run()
  assert.equal((await rowOf(u.uid, 'wechat')).status, 'skipped')
  assert.equal((await rowOf(u.uid, 'sms')).status, 'sent')
  const sms = await t.app.providers.sms.notices!(phone)
  assert.deepEqual(sms[0], {
    ...sms[0],
    template: 'SMS_400100200',
    params: { amount: '500.00', account: '工商银行(尾号1234)' }
  })
})

test('a lapsed lease: a notice not yet handed over is sent; one stopped mid-send is not sent again', async () => {
  const u = await shopper()
  // WeChat would take a second copy (two grants on its side and ours): only the sender can keep it to one.
  wx.grant(u.openid, T.shipped, 2)
  await grant(u.token, [T.shipped])
  await grant(u.token, [T.shipped])
  await t.db.transaction((tx) => enqueueNotice(tx, shipped(u.uid, '202611280008')))
  await t.db.transaction((tx) =>
    enqueueNotice(tx, { userId: u.uid, event: 'withdraw_paid', ref: 'w-92', data: { amount: 100, account: '卡' } })
  )
  // A sender leased all three and died: in the shipped message's call, before the withdrawal's.
  const mine = and(eq(notices.userId, u.uid), inArray(notices.channel, ['wechat', 'sms']))
  await t.db
    .update(notices)
    .set({ status: 'sending', attempts: 1, leaseUntil: new Date(clock + 120_000) })
    .where(mine)
  await t.db
    .update(notices)
    .set({ status: 'calling', grantTaken: true })
    .where(and(mine, eq(notices.event, 'shipped')))
  await run()
  assert.equal((await rowOf(u.uid, 'sms')).status, 'sending', 'the lease still holds')
  clock += 121_000
  const report = await run()
  assert.equal(report.lapsed, 3, 'the shipped message, and the withdrawal’s WeChat and SMS rows')
  const rows = await t.db.select().from(notices).where(mine)
  const of = (event: string, channel: string) => rows.find((r) => r.event === event && r.channel === channel)!
  assert.equal(of('shipped', 'wechat').status, 'failed')
  assert.match(of('shipped', 'wechat').lastError ?? '', /outcome unknown/)
  assert.equal(wx.sent.filter((m) => m.touser === u.openid).length, 0, 'not sent again after the unknown outcome')
  assert.equal(of('withdraw_paid', 'sms').status, 'sent', 'never handed over: sent once now')
  const phone = (await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, u.uid)))[0].phone!
  assert.equal((await t.app.providers.sms.notices!(phone)).length, 1)
  await run()
  assert.equal((await t.app.providers.sms.notices!(phone)).length, 1, 'and only once')
})

test('templates and grants: only configured ids are asked for and counted; a bad platform is errno 1001', async () => {
  const u = await shopper()
  const asked = await t.post('/api/v1/notice/templates', { platform: 'wechat' }, u.token)
  assert.deepEqual(asked.data, {
    platform: 'wechat',
    pay: [T.shipped, T.received],
    withdraw: [],
    restock: [T.restock],
    sale_start: []
  })
  const bad = await t.post('/api/v1/notice/subscribed', { platform: 'qq', template_ids: [] }, u.token)
  assert.equal(bad.errno, 1001)
  const anon = await t.post('/api/v1/notice/settings', {})
  assert.equal(anon.errno, 1006)
})
