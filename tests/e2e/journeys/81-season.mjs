import assert from 'node:assert/strict'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { staffSession } from '../lib/admin-staff.mjs'
import { ARTIFACTS, NOTICE_TEMPLATES, serializationMismatches, startServer } from '../lib/env.mjs'
import { createHelpers } from '../lib/helpers.mjs'
import { layoutProblems } from '../lib/layout.mjs'
import { startNoticeFakes } from '../lib/notice-fakes.mjs'
import { addAddress, ok, orderInfo, payWithCard, placeOrder, skuOf, tokenOf } from '../lib/order-helpers.mjs'
import { openBankAccount, withdrawCodeByApi } from '../lib/pension-helpers.mjs'

/** Long, and on a server of its own: the runner starts it first (run.mjs). */
export const startFirst = true
export const title =
  'a season in one order: paid by a shopper who granted the subscription messages in both mini programs, shipped in the console, received by itself on the virtual clock, its cashback settled by 财务 into the pension account; the message centre tells it all, and a server of its own sends the subscription messages (provider live) to local WeChat and Alipay gateways speaking their protocols'

const JOURNEY = path.basename(fileURLToPath(import.meta.url), '.mjs')

const WAYBILL = `SF${Date.now().toString().slice(-10)}`
/** Longer than any after-sale window the server runs with (AFTER_SALE_SECONDS: 60 s in development, 7 days in production). */
const AFTER_SALE_PASSED = 8 * 86400

/** Unix seconds as the pages show them in China (the journeys' browsers run in Asia/Shanghai). */
const china = (s) => new Date((s + 8 * 3600) * 1000).toISOString()
const monthDayMinute = (s) => china(s).slice(5, 16).replace('T', ' ')

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
/** Asks `probe` until it answers something truthy (the server's state, not a clock); fails with `what` after `ms`. */
async function until(probe, what, ms = 45_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const got = await probe()
    if (got) return got
    if (Date.now() > deadline) throw new Error(`waited ${ms / 1000} s for ${what}`)
    await sleep(500)
  }
}

export default async function (ctx) {
  const { step } = ctx
  const logDir = path.join(ARTIFACTS, JOURNEY)
  let fakes
  let server
  try {
    // This journey's server is its own, not the run's shared sandbox one: its subscription provider is `live`,
    // pointed at local fakes of WeChat's and Alipay's message gateways (tests/server/fakes/notice-gateways.ts: the
    // access token, the template keywords and their limits, the one-time grants, Alipay's RSA2 signatures both ways),
    // so the messages go through the real senders and the real protocols.
    await step('a server of its own, its subscription messages live to local WeChat and Alipay gateways', async () => {
      fakes = await startNoticeFakes(NOTICE_TEMPLATES, { logFile: path.join(logDir, 'notice-fakes.log') })
      server = await startServer({ logFile: path.join(logDir, 'server.log'), env: fakes.env })
    })
    await season(ctx, server, fakes)
    await step('that server changed no answer through a response schema', async () => {
      // The runner checks the shared server's log; this one is checked here (SERIALIZATION_CHECK=1, env.mjs).
      const mismatches = serializationMismatches(server.logFile)
      assert.deepEqual(mismatches, [], mismatches.join('; '))
    })
  } finally {
    await server?.stop()
    await fakes?.stop()
  }
}

async function season(ctx, server, fakes) {
  const { page, browser, step, newPhone, a11y, careMetrics } = ctx
  const { baseUrl } = server
  const { login, api, storage, hashUrl, shot, smsCode } = createHelpers({ baseUrl, journey: JOURNEY })
  const staff = { logFile: server.logFile, waitForPublish: false }
  const desk = () =>
    browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })
  const whCtx = await desk()
  const fiCtx = await desk()
  whCtx.setDefaultTimeout(15_000)
  fiCtx.setDefaultTimeout(15_000)
  const phone = newPhone()
  const tail = phone.slice(-8)
  /**
   * The shopper's ids on the two platforms, as the sandbox login gives them (code sandbox_<id>); the Alipay one a
   * 2088… user id of 16 digits (sent as to_user_id).
   */
  const ids = { wechat: `oE2eSeason${tail}`, alipay: `2088${tail}${tail.slice(0, 4)}` }
  let token
  let order
  let deadline
  let cashback

  const clock = (seconds) => ok(api, '/api/dev/clock/advance', { order_no: order.order_no, seconds })

  try {
    await step(
      'a shopper with a pension account, signed in to both mini programs, grants the pay result’s templates',
      async () => {
        await login(page, phone)
        token = await tokenOf(storage, page)
        await addAddress(api, token)
        await openBankAccount({ api, baseUrl }, token, phone)
        // H5 asks for no subscription (WeChat and Alipay ask inside their mini programs): the journey does what the
        // mini program does with the API: wx.login / my.getAuthCode, the phone bound with its SMS code, then the
        // templates /notice/templates names for the pay result, accepted and reported to /notice/subscribed. The
        // acceptance is also the platform's own one-time grant, so the fake gateway records exactly those ids for
        // this openid (one each): a message without it is refused there (43101, USER_TEMPLATE_NOT_SUBSCRIBED).
        for (const [platform, mpLogin, bind] of [
          ['wechat', '/wechat/mplogin', '/wechat/bindphone'],
          ['alipay', '/alipay/mplogin', '/user/bindphone']
        ]) {
          const { ticket } = await ok(api, mpLogin, { code: `sandbox_${ids[platform]}` })
          assert.ok(ticket, `${platform}: a new mini-program identity is asked for its phone`)
          const verify = await withdrawCodeByApi({ api, smsCode }, phone)
          const session = await ok(api, bind, { ticket, phone, verify_code: verify })
          const asked = await ok(api, '/notice/templates', { platform }, session.token)
          const configured = NOTICE_TEMPLATES[platform]
          assert.deepEqual(asked.pay, [configured.shipped, configured.received, configured.cashback_settled])
          await fakes.grant(platform, ids[platform], asked.pay)
          const { counted } = await ok(api, '/notice/subscribed', { platform, template_ids: asked.pay }, session.token)
          assert.deepEqual(counted, asked.pay)
        }
      }
    )

    await step('the shopper pays an order that earns pension cashback', async () => {
      order = await placeOrder(api, token, { items: [{ sku_id: await skuOf(api, '零添加特级生抽'), qty: 1 }] })
      await payWithCard(api, token, order.order_no)
      const info = await orderInfo(api, token, order.id)
      assert.equal(info.status, 1)
      assert.ok(info.cashback_total > 0, 'the goods earns cashback')
    })

    const warehouse = await staffSession(whCtx, baseUrl, 'warehouse', '仓库小季', staff)
    await step('仓库 ships it in the console: the order then shows 预计自动收货', async () => {
      await warehouse.getByRole('menuitem', { name: '订单' }).click()
      await warehouse.getByLabel('订单号').fill(order.order_no)
      await warehouse.getByRole('button', { name: /查\s*询/ }).click()
      const row = warehouse.getByRole('row', { name: new RegExp(order.order_no) })
      await row.getByText('待发货').waitFor()
      await row.getByText('发货', { exact: true }).click()
      const dialog = warehouse.getByRole('dialog')
      await dialog.getByLabel('快递公司').click()
      await warehouse.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '顺丰速运' }).click()
      await dialog.getByLabel('运单号').fill(WAYBILL)
      await dialog.getByRole('button', { name: '确认发货' }).click()
      await row.getByText('待收货').waitFor()
      const info = await orderInfo(api, token, order.id)
      assert.equal(info.status, 2)
      deadline = info.auto_receive_time
      assert.ok(deadline > Date.now() / 1000, 'shipping set the deadline')
      await row.getByText(`预计自动收货 ${monthDayMinute(deadline)}`).waitFor()
      await shot(warehouse, 'admin-orders-receive-clock')
      await row.getByText('详情').click()
      const drawer = warehouse.locator('.ant-drawer-content')
      await drawer.getByText('预计自动收货').waitFor()
      await drawer.getByText(china(deadline).slice(0, 16).replace('T', ' ')).waitFor()
      await shot(warehouse, 'admin-order-detail-receive-clock')
    })

    await step(
      'my-order: the shipped order’s card says when it is received by itself, normal and care mode',
      async () => {
        const note = () => page.locator('.mo-card', { hasText: order.order_no }).locator('.receive-deadline-note')
        await page.goto(hashUrl('/pages/my-order/index?tab=await_receive&care=1'))
        await page.locator('.care-mode .mo-card', { hasText: order.order_no }).waitFor()
        assert.equal((await note().textContent()).trim(), `预计 ${monthDayMinute(deadline)} 自动确认收货`)
        await shot(page, 'my-order-receive-deadline-care')
        const m = await careMetrics(page, { text: ['.receive-deadline-note', '.mo-card__status'] })
        assert.deepEqual(m.problems, [], m.problems.join('\n'))
        const care = await layoutProblems(page, { care: true })
        assert.deepEqual(care.problems, [], care.problems.join('; '))
        await a11y(page, 'my-order receive deadline (care mode)')
        await page.goto(hashUrl('/pages/my-order/index?tab=await_receive&care=0'))
        await page.waitForFunction(() => !document.querySelector('.care-mode'))
        await note().waitFor()
        await shot(page, 'my-order-receive-deadline')
        const normal = await layoutProblems(page)
        assert.deepEqual(normal.problems, [], normal.problems.join('; '))
        await a11y(page, 'my-order receive deadline')
      }
    )

    await step('the virtual clock passes the deadline: the job receives the order by itself', async () => {
      const moved = await clock(Math.ceil(deadline - Date.now() / 1000) + 1)
      assert.ok(moved.ran.includes('order-auto-receive'), moved.ran.join())
      const info = await until(async () => {
        const o = await orderInfo(api, token, order.id)
        return o.status === 3 && o
      }, 'the automatic receipt')
      assert.equal(info.auto_receive_time, null)
      assert.ok(
        info.history.some((h) => h.reason === '超时自动确认收货'),
        'the history says it was automatic'
      )
      await page.goto(hashUrl(`/pages/order-detail/index?id=${order.id}`))
      await page.locator('.od-status__title', { hasText: '已收货' }).waitFor()
      assert.equal(await page.locator('.receive-deadline__text').count(), 0, 'no deadline once received')
      await shot(page, 'order-detail-auto-received')
    })

    const finance = await staffSession(fiCtx, baseUrl, 'finance', '财务小季', staff)
    await step(
      'the after-sale window passes on the clock; 财务 settles the cashback into the pension account',
      async () => {
        const moved = await clock(AFTER_SALE_PASSED)
        assert.equal(moved.status, 4, 'the after-sale window over, the order is complete')
        await finance.getByRole('menuitem', { name: '返现结算' }).click()
        await finance.getByLabel('订单号').fill(order.order_no)
        await finance.getByRole('button', { name: /查\s*询/ }).click()
        const row = finance.getByRole('row', { name: new RegExp(order.order_no) })
        await row.getByText('可结算', { exact: true }).waitFor()
        await row.getByText('结算', { exact: true }).click()
        await finance.getByText('结算后返现转为待入账').waitFor()
        await finance.getByRole('button', { name: '确认结算' }).click()
        await finance
          .getByText(/已结算 1 笔/)
          .first()
          .waitFor()
        const flows = await ok(api, '/pensionaccount/flow2', { page: 1, page_size: 15 }, token)
        const flow = flows.list.find((f) => f.order_id === order.id)
        assert.equal(flow?.status, 2, 'deposited into the bound pension account')
        cashback = flow.amount
      }
    )

    await step('the pension pages show the cashback 已入账, normal and care mode', async () => {
      const flow = () => page.locator('.pov-flow', { hasText: '订单返现' }).first()
      await page.goto(hashUrl('/pages/pension-overview/index?care=1'))
      await flow().getByText('已入账').waitFor()
      await shot(page, 'pension-overview-cashback-deposited-care')
      await a11y(page, 'pension-overview deposited (care mode)')
      await page.goto(hashUrl('/pages/pension-overview/index?care=0'))
      await page.waitForFunction(() => !document.querySelector('.care-mode'))
      await flow().getByText('已入账').waitFor()
      await shot(page, 'pension-overview-cashback-deposited')
    })

    await step('the message centre tells the shipping, the automatic receipt and the cashback', async () => {
      const titles = ['订单已发货', '订单已自动确认收货', '返现已到账']
      await page.goto(hashUrl('/pages/message-list/index?care=1'))
      for (const t of titles) await page.locator('.care-mode .message__title', { hasText: t }).first().waitFor()
      await shot(page, 'message-list-season-care')
      await page.goto(hashUrl('/pages/message-list/index?care=0'))
      await page.waitForFunction(() => !document.querySelector('.care-mode'))
      for (const t of titles) {
        const item = page.locator('.message', { hasText: t }).first()
        await item.waitFor()
        assert.ok((await item.textContent()).includes(order.order_no), `${t} names the order`)
      }
      await shot(page, 'message-list-season')
      await a11y(page, 'message-list (season)')
    })

    await step(
      'WeChat’s and Alipay’s gateways took the three messages: the configured templates, to the shopper, naming the order',
      async () => {
        // The notices-send job sends every 10 s: look until both gateways have taken three.
        const got = await until(async () => {
          const s = await fakes.state()
          return s.wechat.sent.length >= 3 && s.alipay.sent.length >= 3 && s
        }, 'three subscription messages at each gateway')
        const orderPage = `pages/order-detail/index?order_sn=${order.order_no}`
        const yuan = (cents) => (cents / 100).toFixed(2)

        const wx = NOTICE_TEMPLATES.wechat
        const w = Object.fromEntries(got.wechat.sent.map((m) => [m.template_id, m]))
        assert.deepEqual(
          got.wechat.sent.map((m) => m.template_id).sort(),
          [wx.shipped, wx.received, wx.cashback_settled].sort(),
          'WeChat: one message per event, each with its configured template'
        )
        for (const m of got.wechat.sent) {
          assert.equal(m.touser, ids.wechat)
          assert.equal(m.page, orderPage)
          assert.equal(m.data.character_string1, order.order_no, `${m.template_id} names the order`)
        }
        assert.equal(w[wx.shipped].data.thing3, '顺丰速运')
        assert.equal(w[wx.shipped].data.character_string4, WAYBILL, 'the shipped message has the waybill')
        assert.equal(w[wx.received].data.phrase3, '自动收货')
        assert.equal(w[wx.cashback_settled].data.amount2, `¥${yuan(cashback)}`)
        // A send the shopper held no grant for would be a fourth call, answered 43101 and taken by no one.
        assert.equal(got.wechat.sendCalls, 3, 'WeChat refused no send')

        const ap = NOTICE_TEMPLATES.alipay
        const a = Object.fromEntries(got.alipay.sent.map((m) => [m.template, m]))
        assert.deepEqual(
          got.alipay.sent.map((m) => m.template).sort(),
          [ap.shipped, ap.received, ap.cashback_settled].sort(),
          'Alipay: one message per event, each with its configured template'
        )
        for (const m of got.alipay.sent) {
          assert.equal(m.to, ids.alipay)
          assert.equal(m.page, orderPage)
          assert.equal(m.data.keyword1.value, order.order_no, `${m.template} names the order`)
        }
        assert.equal(a[ap.shipped].data.keyword3.value, '顺丰速运')
        assert.equal(a[ap.shipped].data.keyword4.value, WAYBILL, 'the shipped message has the waybill')
        assert.equal(a[ap.received].data.keyword3.value, '自动收货')
        assert.equal(a[ap.cashback_settled].data.keyword2.value, yuan(cashback))
        assert.equal(got.alipay.rejectedSignatures, 0, 'every request to Alipay was signed with the app key')

        // Each grant the shopper gave was used once, on both platforms.
        assert.deepEqual(
          got.grantsLeft.map((g) => `${g.platform} ${g.template} ${g.left}`),
          [
            ...[wx.shipped, wx.received, wx.cashback_settled].map((t) => `wechat ${t} 0`),
            ...[ap.shipped, ap.received, ap.cashback_settled].map((t) => `alipay ${t} 0`)
          ]
        )
      }
    )
  } finally {
    await whCtx.close()
    await fiCtx.close()
  }
}
