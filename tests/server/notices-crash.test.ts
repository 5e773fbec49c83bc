import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { startWechatSubscribe } from './fakes/notice-gateways'
import { makeGoods, payWithCard, placeOrder, shopper, type Shopper } from './order-fixtures'
import { notices, pensionWithdrawals, userOauth, users } from '../../server/src/db/schema'
import { applyPayoutResult } from '../../server/src/pension/pension-withdraw'
import { sendDueNotices } from '../../server/src/flows/notice-send'
import { createLiveSubscribe } from '../../server/src/content/notice.provider'
import { wechatMiniTokens } from '../../server/src/account/providers/login'
import { WITHDRAW_STATUS } from '@contract/enums'

/**
 * A shop process SIGKILLed around the notice outbox (docs/operations.md, Notices): once after a state change committed
 * and before any sender ran, once inside the sender's call to WeChat (WeChat took the message, the answer never came
 * back). After a restart every notice is there and each event reaches each channel at most once; WeChat holds two
 * grants per template, so a second copy would go through if the sender sent one.
 */
const ROOT = path.resolve(__dirname, '../..')
const CHILD = path.join(__dirname, 'notice-sender-child.ts')
const APP = { appid: 'wxcrashapp000001', secret: 'crash-secret-made-in-test' }
const T = { paid: 'tmplCrashPaid', shipped: 'tmplCrashShip', withdraw: 'tmplCrashOut' }
const LEASE_MS = 120_000

function child(dir: string, env: Record<string, string>, mode: 'ship' | 'send', arg: string) {
  const p = spawn(process.execPath, ['--liftoff-only', '--import', 'tsx', CHILD, mode, arg], {
    cwd: ROOT,
    env: { ...process.env, NOTICE_CHILD_DIR: dir, NOTICE_CHILD_ENV: JSON.stringify(env) },
    stdio: ['pipe', 'pipe', 'pipe']
  })
  let out = ''
  let err = ''
  p.stderr.on('data', (c) => (err += c))
  p.stdout.on('data', (c) => (out += c))
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string; err: string }>((r) =>
    p.on('exit', (code, signal) => r({ code, signal, out, err }))
  )
  /** The first stdout line matching `re`; rejects when the process ends without one. */
  const line = (re: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const look = () => {
        const l = out.split('\n').find((x) => re.test(x))
        if (l) resolve(l)
      }
      look()
      p.stdout.on('data', look)
      void exit.then((e) => reject(new Error(`child ${mode} ended (${e.code ?? e.signal}) without ${re}: ${e.err}`)))
    })
  return { p, line, exit }
}

describe('notices: a shop killed between the commit and the send', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-notice-crash-'))
  let wx: Awaited<ReturnType<typeof startWechatSubscribe>>
  let env: Record<string, string>
  let s: Shopper
  let phone: string
  let orderNo: string
  let t: TestApp | undefined
  const openid = 'oCrashShopper0001'
  /** The killed sender's clock: after every notice was written (the real clock stamps them). */
  let T0 = 0

  before(async () => {
    wx = await startWechatSubscribe(APP)
    wx.template(T.paid, ['character_string1', 'amount2', 'thing3', 'time4'])
    wx.template(T.shipped, ['character_string1', 'thing2', 'thing3', 'character_string4'])
    wx.template(T.withdraw, ['amount1', 'thing2', 'time3'])
    env = {
      WECHAT_MINI_APPID: APP.appid,
      WECHAT_MINI_SECRET: APP.secret,
      WECHAT_API_BASE: wx.url,
      GATEWAY_TRIES: '1',
      NOTICE_WECHAT_TEMPLATES: JSON.stringify({ paid: T.paid, shipped: T.shipped, withdraw_paid: T.withdraw }),
      NOTICE_SMS_TEMPLATE: 'SMS_400100200',
      NOTICE_LEASE_SECONDS: String(LEASE_MS / 1000)
    }
    // The shop before the crashes: a WeChat shopper with two grants of each template, an order paid and a
    // withdrawal paid out (their notices committed, none sent yet).
    const setup = await createTestApp({ dataDir: dir, env })
    const goods = await makeGoods(setup, { price: 3000 })
    s = await shopper(setup)
    await setup.db.insert(userOauth).values({ userId: s.uid, provider: 'wechat_mp', openid })
    for (let i = 0; i < 2; i++) {
      const r = await setup.post(
        '/api/v1/notice/subscribed',
        { platform: 'wechat', template_ids: Object.values(T) },
        s.token
      )
      assert.deepEqual(r.data.counted, Object.values(T))
    }
    for (const id of Object.values(T)) wx.grant(openid, id, 2)
    const order = await placeOrder(setup, s, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    orderNo = order.order_no
    await payWithCard(setup, s, orderNo)
    await setup.db.insert(pensionWithdrawals).values({
      userId: s.uid,
      amount: 800,
      status: WITHDRAW_STATUS.reviewed,
      accountNo: '6100000000000001',
      cardNo: '6222980000000012',
      payoutNo: 'PWCRASH0001'
    })
    assert.equal(await applyPayoutResult(setup.db, { requestNo: 'PWCRASH0001', status: 'success' }), true)
    phone = (await setup.db.select({ phone: users.phone }).from(users).where(eq(users.id, s.uid)))[0].phone!
    await setup.close()
  })
  after(async () => {
    await t?.close()
    await wx.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('killed after a state change committed, before any send: its notice is there after the restart', async () => {
    const c = child(dir, env, 'ship', orderNo)
    await c.line(/^committed$/)
    c.p.kill('SIGKILL')
    assert.equal((await c.exit).signal, 'SIGKILL')
    assert.equal(wx.sent.length, 0, 'nothing was sent before the kill')
  })

  it('killed inside a send, then restarted: each event reaches each channel once, nothing lost', async () => {
    T0 = Date.now()
    let running: ChildProcess | null = null
    wx.onDelivered(() => {
      // WeChat has taken the first message; the sender dies before it hears so.
      running?.kill('SIGKILL')
      return 'hang'
    })
    const killed = child(dir, env, 'send', String(T0))
    running = killed.p
    const k = await killed.exit
    assert.equal(k.signal, 'SIGKILL', `${k.code} ${k.out} ${k.err}`)
    wx.onDelivered(null)
    assert.deepEqual(
      wx.sent.map((m) => m.template_id),
      [T.paid],
      'the paid message (the oldest row) went before the kill'
    )

    // The restart, once the dead sender's leases lapsed.
    const restarted = child(dir, env, 'send', String(T0 + LEASE_MS + 1000))
    const report = JSON.parse((await restarted.line(/^report /)).slice('report '.length))
    assert.equal((await restarted.exit).code, 0)
    assert.deepEqual(report, { sent: 3, skipped: 0, failed: 0, retry: 0, lapsed: 4 })
    assert.deepEqual(wx.sent.map((m) => m.template_id).sort(), [T.paid, T.shipped, T.withdraw].sort(), 'once each')
    assert.equal(wx.sent.find((m) => m.template_id === T.shipped)?.data.character_string1, orderNo)
  })

  it('after the restart: the outbox says what happened, the message centre has every notice, nothing goes twice', async () => {
    t = await createTestApp({ seed: false, env, dataDir: dir })
    t.app.providers.subscribe = createLiveSubscribe({ wechatTokens: wechatMiniTokens(t.db, env) }, env)
    const rows = await t.db.select().from(notices).where(eq(notices.userId, s.uid))
    const state = Object.fromEntries(rows.map((r) => [`${r.event}/${r.channel}`, r.status]))
    assert.deepEqual(state, {
      'paid/inbox': 'sent',
      'paid/wechat': 'failed',
      'shipped/inbox': 'sent',
      'shipped/wechat': 'sent',
      'withdraw_paid/inbox': 'sent',
      'withdraw_paid/wechat': 'sent',
      'withdraw_paid/sms': 'sent'
    })
    const paid = rows.find((r) => r.event === 'paid' && r.channel === 'wechat')!
    assert.match(paid.lastError ?? '', /outcome unknown/, 'stopped mid-send: not sent again')
    assert.equal((await t.app.providers.sms.notices!(phone)).length, 1, 'one SMS for the money out')

    const list = await t.post('/api/v1/message/list', { page: 1, pagesize: 20 }, s.token)
    assert.equal(list.errno, 1, list.error)
    const titles = (list.data.list as Array<{ title: string }>).map((m) => m.title)
    for (const title of ['付款成功', '订单已发货', '提现已到账'])
      assert.equal(titles.filter((x) => x === title).length, 1, title)

    const again = await sendDueNotices(
      { db: t.db, config: t.config, providers: t.app.providers },
      { now: new Date(T0 + 3 * LEASE_MS) }
    )
    assert.deepEqual(again, { sent: 0, skipped: 0, failed: 0, retry: 0, lapsed: 0 })
    assert.equal(wx.sent.length, 3)
    assert.equal((await t.app.providers.sms.notices!(phone)).length, 1)
  })
})
