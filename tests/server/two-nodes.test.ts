import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { Client } from 'pg'
import { Api, addAddress, districtChain, login } from '../../scripts/bench/fixtures'
import { startNode, type ServerNode } from '../../scripts/bench/server-node'
import { signFields } from '../../server/src/payment/payment.provider'
import { ssoSign } from '../../server/src/account/auth'

/**
 * Two API nodes, each its own process as `npm start` runs it, on one PostgreSQL database: everything that must hold
 * across nodes does. Needs DATABASE_URL (npm run test:server:pg, or the CI step that runs only this file).
 */
const url = process.env.DATABASE_URL
const V1 = '/api/v1'
const SSO_SECRET = 'two-nodes-sso-secret'
const PAYMENT_SECRET = 'two-nodes-payment-secret'

describe('two API nodes on one PostgreSQL', { skip: !url && 'needs DATABASE_URL (npm run test:server:pg)' }, () => {
  let a: ServerNode
  let b: ServerNode
  let apiA: Api
  let apiB: Api
  let db: Client
  let dbUrl: string
  const name = `mall_nodes_${process.pid}_${Date.now().toString(36)}`
  const admin = async (sql: string) => {
    const c = new Client({ connectionString: url })
    await c.connect()
    await c.query(sql).finally(() => c.end())
  }

  before(async () => {
    await admin(`create database ${name}`)
    const u = new URL(url as string)
    u.pathname = `/${name}`
    dbUrl = u.toString()
    const env = {
      DATABASE_URL: dbUrl,
      SSO_SECRET,
      PAYMENT_SECRET,
      ...Object.fromEntries(['LOGIN', 'SMS', 'ORDER', 'PAY'].map((k) => [`RATE_LIMIT_${k}`, '1000']))
    }
    const logDir = path.join(os.tmpdir(), name)
    // Both start at once on the empty database: one migrates and seeds under a lock while the other waits.
    ;[a, b] = await Promise.all([
      startNode({ env, logFile: path.join(logDir, 'a.log') }),
      startNode({ env, logFile: path.join(logDir, 'b.log') })
    ])
    apiA = new Api(a.baseUrl)
    apiB = new Api(b.baseUrl)
    db = new Client({ connectionString: dbUrl })
    await db.connect()
  })
  after(async () => {
    await db?.end()
    await Promise.all([a?.stop(), b?.stop()])
    await admin(`drop database if exists ${name} with (force)`)
  })

  const firstSku = async () =>
    (await apiA.post<{ list: Array<{ sku_id: number }> }>(`${V1}/goods/search`, { sort: 'price_asc' })).list
  /** Polls until `done` holds; answers the time it took. */
  const within = async (fn: () => Promise<boolean>, ms: number) => {
    const started = Date.now()
    while (!(await fn())) {
      if (Date.now() - started > ms) return Infinity
      await new Promise((r) => setTimeout(r, 20))
    }
    return Date.now() - started
  }

  it('started together on an empty database, the nodes migrated and seeded it once', async () => {
    const { rows } = await db.query('select count(*)::int n, count(distinct title)::int titles from spus')
    assert.ok(rows[0].n > 0)
    assert.equal(rows[0].n, rows[0].titles, 'no goods seeded twice')
  })

  it('stock: orders for one flash-sale SKU arriving at both nodes sell exactly its units', async () => {
    const skuId = (await firstSku())[2].sku_id
    const units = 20
    const sale = await apiA.post<{ activity_id: number }>('/api/dev/flash-sale', { sku_id: skuId, stock: units })
    const chain = await districtChain(apiA)
    const buyers = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const api = i % 2 ? apiB : apiA
        const token = await login(api)
        const addr_id = await addAddress(api, token, chain)
        const body = { items: [{ sku_id: skuId, qty: 1 }], activity_id: sale.activity_id, addr_id }
        const { confirm_token } = await api.post<{ confirm_token: string }>(`${V1}/order/confirm`, body, token)
        return { api, token, body: { ...body, confirm_token } }
      })
    )
    const answers = await Promise.all(buyers.map((x) => x.api.call(`${V1}/order/create`, x.body, x.token)))
    assert.equal(answers.filter((r) => r.errno === 1).length, units)
    for (const r of answers.filter((x) => x.errno !== 1)) assert.ok([2102, 2104].includes(r.errno), r.error)
    const { rows } = await db.query('select stock, sold from goods_activities where id = $1', [sale.activity_id])
    assert.deepEqual(rows[0], { stock: 0, sold: units })
    // Both nodes show the sale sold out within a second (their cached answers expire).
    for (const api of [apiA, apiB]) {
      const ms = await within(async () => {
        const info = await api.post<{ stock: number; state: string }>(`${V1}/activity/info`, {
          sku_id: skuId,
          activity_id: sale.activity_id
        })
        return info.stock === 0 && info.state === 'sold_out'
      }, 3000)
      assert.ok(ms <= 1200, `sold out seen after ${ms} ms`)
    }
  })

  it('flash sale: one unit per buyer across both nodes, sold out from memory, a cancel reopens it everywhere', async () => {
    const skuId = (await firstSku())[4].sku_id
    const units = 8
    const sale = await apiA.post<{ activity_id: number }>('/api/dev/flash-sale', {
      sku_id: skuId,
      stock: units,
      limit_per_user: 1
    })
    const chain = await districtChain(apiA)
    const base = { items: [{ sku_id: skuId, qty: 1 }], activity_id: sale.activity_id }
    // Each buyer confirms twice and presses once on each node, at the same moment.
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const token = await login(apiA)
        const body = { ...base, addr_id: await addAddress(apiA, token, chain) }
        const tokens = []
        for (const api of [apiA, apiB])
          tokens.push((await api.post<{ confirm_token: string }>(`${V1}/order/confirm`, body, token)).confirm_token)
        return { token, presses: tokens.map((confirm_token) => ({ ...body, confirm_token })) }
      })
    )
    const create = (api: Api, i: number, press: number) =>
      api.call<{ id: number }>(`${V1}/order/create`, buyers[i].presses[press], buyers[i].token)
    const answers = await Promise.all(buyers.flatMap((_, i) => [create(apiA, i, 0), create(apiB, i, 1)]))
    assert.equal(answers.filter((r) => r.errno === 1).length, units)
    for (const r of answers.filter((x) => x.errno !== 1)) assert.ok([2102, 2103, 2104].includes(r.errno), r.error)
    const per = await db.query(
      `select user_id, count(*)::int n from orders where activity_id = $1 group by user_id order by n desc`,
      [sale.activity_id]
    )
    assert.equal(per.rows.length, units)
    assert.equal(per.rows[0].n, 1, 'no buyer holds two units')
    const { rows } = await db.query('select stock, sold from goods_activities where id = $1', [sale.activity_id])
    assert.deepEqual(rows[0], { stock: 0, sold: units })

    // A buyer without a unit keeps pressing on both nodes: sold out.
    const won = answers.map((r, k) => ({ r, i: Math.floor(k / 2) })).filter((x) => x.r.errno === 1)
    const winners = new Set(won.map((x) => x.i))
    const loser = buyers.findIndex((_, i) => !winners.has(i))
    for (const api of [apiA, apiB]) assert.equal((await create(api, loser, api === apiA ? 0 : 1)).errno, 2104)
    // A winner cancels through node A: the unit sells through node B (its gate heard the NOTIFY).
    const first = won[0]
    const cancelled = await apiA.call(`${V1}/order/cancel`, { id: first.r.data.id }, buyers[first.i].token)
    assert.equal(cancelled.errno, 1, cancelled.error)
    let sold: { errno: number; error: string } | undefined
    const ms = await within(async () => {
      sold = await create(apiB, loser, 1)
      return sold.errno === 1
    }, 3000)
    assert.ok(Number.isFinite(ms), `the returned unit never sold through the other node: ${sold?.error}`)
  })

  it('flash sale: an attempt already past the gate when the other node sells the last unit hears 已抢光', async () => {
    const skuId = (await firstSku())[6].sku_id
    const sale = await apiA.post<{ activity_id: number }>('/api/dev/flash-sale', { sku_id: skuId, stock: 1 })
    const token = await login(apiA)
    const body = { items: [{ sku_id: skuId, qty: 1 }], activity_id: sale.activity_id }
    const addr_id = await addAddress(apiA, token, await districtChain(apiA))
    const { confirm_token } = await apiA.post<{ confirm_token: string }>(
      `${V1}/order/confirm`,
      { ...body, addr_id },
      token
    )
    // The other node's buyer holds the sale's row: this attempt reads one unit left, then waits for the row.
    const other = new Client({ connectionString: dbUrl })
    await other.connect()
    try {
      await other.query('begin')
      await other.query('select stock from goods_activities where id = $1 for update', [sale.activity_id])
      const answer = apiA.call(`${V1}/order/create`, { ...body, addr_id, confirm_token }, token)
      const waited = await within(async () => {
        const { rows } = await db.query(
          `select count(*)::int n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`
        )
        return rows[0].n > 0
      }, 5000)
      assert.ok(waited < Infinity, 'the attempt reached the sale row')
      await other.query('update goods_activities set stock = 0, sold = sold + 1 where id = $1', [sale.activity_id])
      await other.query('commit')
      const r = await answer
      // What every later attempt hears (from memory), not 活动库存不足: nothing is left, not too little.
      assert.deepEqual({ errno: r.errno, error: r.error }, { errno: 2104, error: '活动商品已抢光' })
    } finally {
      await other.end()
    }
    const { rows } = await db.query('select count(*)::int n from orders where activity_id = $1', [sale.activity_id])
    assert.equal(rows[0].n, 0, 'its order was rolled back with the refusal')
  })

  it('flash sale: a buyer whose row another transaction holds is placed alone; the group does not wait for it', async () => {
    const skuId = (await firstSku())[8].sku_id
    const sale = await apiA.post<{ activity_id: number }>('/api/dev/flash-sale', { sku_id: skuId, stock: 10 })
    const chain = await districtChain(apiA)
    const body = { items: [{ sku_id: skuId, qty: 1 }], activity_id: sale.activity_id }
    const buyers = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const phone = `139${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 10000).padStart(4, '0')}${i}`
        const token = await login(apiA, phone)
        const addr_id = await addAddress(apiA, token, chain)
        const { confirm_token } = await apiA.post<{ confirm_token: string }>(
          `${V1}/order/confirm`,
          { ...body, addr_id },
          token
        )
        return { phone, token, body: { ...body, addr_id, confirm_token } }
      })
    )
    // Another transaction (a payment, a refund) holds the first buyer's row.
    const other = new Client({ connectionString: dbUrl })
    await other.connect()
    try {
      await other.query('begin')
      await other.query('select 1 from users where phone = $1 for update', [buyers[0].phone])
      const answers = buyers.map((x) => apiA.call<{ id: number }>(`${V1}/order/create`, x.body, x.token))
      // The other three are answered while that row is still held (a group that waited for it would hold them too).
      const rest = await Promise.race([
        Promise.all(answers.slice(1)),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000))
      ])
      assert.ok(rest, 'the group waited for a busy buyer')
      for (const r of rest) assert.equal(r.errno, 1, r.error)
      await other.query('commit')
      const first = await answers[0]
      assert.equal(first.errno, 1, first.error)
    } finally {
      await other.end()
    }
    const { rows } = await db.query('select stock, sold from goods_activities where id = $1', [sale.activity_id])
    assert.deepEqual(rows[0], { stock: 6, sold: 4 })
  })

  it('cache: a stock or price change through one node is seen through the other within a second', async () => {
    const skuId = (await firstSku())[3].sku_id
    type Info = { sku: { stock: number; price: number } }
    const before = (await apiB.post<Info>(`${V1}/goods/info`, { sku_id: skuId })).sku
    const token = await login(apiA)
    const addr_id = await addAddress(apiA, token, await districtChain(apiA))
    const body = { items: [{ sku_id: skuId, qty: 1 }], addr_id }
    const { confirm_token } = await apiA.post<{ confirm_token: string }>(`${V1}/order/confirm`, body, token)
    await apiA.post(`${V1}/order/create`, { ...body, confirm_token }, token)
    const sold = await within(
      async () => (await apiB.post<Info>(`${V1}/goods/info`, { sku_id: skuId })).sku.stock === before.stock - 1,
      3000
    )
    assert.ok(sold <= 1200, `new stock seen through the other node after ${sold} ms`)
    // A price edit straight in the database (an operator's console, a third process): every node within a second.
    await db.query('update skus set price = price + 100 where id = $1', [skuId])
    for (const api of [apiA, apiB]) {
      const ms = await within(
        async () => (await api.post<Info>(`${V1}/goods/info`, { sku_id: skuId })).sku.price === before.price + 100,
        3000
      )
      assert.ok(ms <= 1200, `new price seen after ${ms} ms`)
    }
  })

  it('SMS: the one-a-minute limit and the five wrong tries hold across nodes', async () => {
    const phone = `137${String(process.pid % 10000).padStart(4, '0')}0001`
    await apiA.post('/api/service/sms/sendcode', { phone, ch_id: 1 })
    assert.equal((await apiB.call('/api/service/sms/sendcode', { phone, ch_id: 1 })).errno, 2001)
    // The sandbox gateway's outbox is shared too: the code sent through A shows through B.
    const code = (await apiB.post<{ list: Array<{ code: string }> }>('/api/dev/sms-outbox', { phone })).list[0].code
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const r = await (i % 2 ? apiA : apiB).call(`${V1}/user/phonelogin`, { phone, verify_code: wrong })
      assert.equal(r.errno, 2002, r.error)
    }
    const right = await apiB.call(`${V1}/user/phonelogin`, { phone, verify_code: code })
    assert.equal(right.errno, 2004, 'the code is spent after five wrong tries on either node')
  })

  it('partner SSO: a request used on one node is refused as a replay on the other', async () => {
    const timestamp = String(Math.floor(Date.now() / 1000))
    const data = JSON.stringify({ phone: `136${String(process.pid % 10000).padStart(4, '0')}0002` })
    const body = { appid: 'laoling', timestamp, data, sign: ssoSign(SSO_SECRET, 'laoling', timestamp, data) }
    const [first, second] = await Promise.all([
      apiA.call(`${V1}/user/phonelogin`, body),
      apiB.call(`${V1}/user/phonelogin`, body)
    ])
    assert.deepEqual([first.errno, second.errno].sort(), [1, 2012])
  })

  it('payment callback: one notification delivered to both nodes, several times, pays the order once', async () => {
    const token = await login(apiA)
    const addr_id = await addAddress(apiA, token, await districtChain(apiA))
    const body = { items: [{ sku_id: (await firstSku())[4].sku_id, qty: 1 }], addr_id }
    const { confirm_token } = await apiA.post<{ confirm_token: string }>(`${V1}/order/confirm`, body, token)
    const order = await apiA.post<{ id: number; order_no: string }>(
      `${V1}/order/create`,
      { ...body, confirm_token },
      token
    )
    await apiA.post(`${V1}/order/pay`, { order_no: order.order_no, payway: 1 }, token)
    const { rows } = await db.query('select out_trade_no, amount from payments where order_id = $1', [order.id])
    const fields = {
      event: 'pay',
      channel: 'wxpay',
      out_trade_no: rows[0].out_trade_no,
      trade_no: `WX${Date.now()}`,
      amount: rows[0].amount,
      status: 'SUCCESS',
      notify_id: crypto.randomUUID(),
      timestamp: Math.floor(Date.now() / 1000)
    }
    const signed = { ...fields, sign: signFields(PAYMENT_SECRET, fields) }
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? apiB : apiA).post<{ result: string }>('/api/payment/callback/wxpay', signed)
      )
    )
    assert.deepEqual(results.map((r) => r.result).sort(), [
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'success'
    ])
    const paid = await db.query('select status from payments where order_id = $1', [order.id])
    assert.deepEqual(paid.rows, [{ status: 1 }])
    const history = await db.query(
      'select count(*)::int n from order_status_history where order_id = $1 and to_status = 1',
      [order.id]
    )
    assert.equal(history.rows[0].n, 1)
    assert.equal((await db.query('select count(*)::int n from refunds where order_id = $1', [order.id])).rows[0].n, 0)
    for (const api of [apiA, apiB])
      assert.equal((await api.post<{ status: number }>(`${V1}/order/status`, { id: order.id }, token)).status, 1)
  })

  it('sandbox gateway: a trade made through one node is paid on the cashier page the other node serves', async () => {
    const token = await login(apiA)
    const addr_id = await addAddress(apiA, token, await districtChain(apiA))
    const body = { items: [{ sku_id: (await firstSku())[5].sku_id, qty: 1 }], addr_id }
    const { confirm_token } = await apiA.post<{ confirm_token: string }>(`${V1}/order/confirm`, body, token)
    const order = await apiA.post<{ id: number; order_no: string }>(
      `${V1}/order/create`,
      { ...body, confirm_token },
      token
    )
    const pay = await apiA.post<{ pay_url: string }>(`${V1}/order/pay`, { order_no: order.order_no, payway: 2 }, token)
    const cashier = new URL(pay.pay_url)
    const page = await (await fetch(`${b.baseUrl}${cashier.pathname}${cashier.search}`)).text()
    assert.match(page, /name="action" value="pay"/, 'the other node shows the cashier of the trade')
    const form = new URLSearchParams({
      out_trade_no: cashier.searchParams.get('out_trade_no') as string,
      sign: cashier.searchParams.get('sign') as string,
      action: 'pay'
    })
    const paid = await fetch(`${b.baseUrl}/api/payment/sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString()
    })
    assert.match(await paid.text(), /支付成功/)
    const ms = await within(
      async () => (await apiA.post<{ status: number }>(`${V1}/order/status`, { id: order.id }, token)).status === 1,
      5000
    )
    assert.ok(ms < 5000, 'the order is paid')
    // The gateway on the first node knows the trade is paid too: its cashier no longer offers to pay.
    const again = await (await fetch(`${a.baseUrl}${cashier.pathname}${cashier.search}`)).text()
    assert.match(again, /该交易已支付/)
  })

  it('sessions: a logout or an expiry through one node ends the token there at once and on the other within 2 s', async () => {
    const profile = (api: Api, token: string) => api.call(`${V1}/user/profile`, {}, token)
    const token = await login(apiA)
    assert.equal((await profile(apiA, token)).errno, 1)
    assert.equal((await profile(apiB, token)).errno, 1, 'both nodes now hold the session in their caches')
    await apiA.post('/api/v1/user/logout', {}, token)
    assert.equal((await profile(apiA, token)).errno, 1006, 'refused at once on the node that logged out')
    const ms = await within(async () => (await profile(apiB, token)).errno === 1006, 5000)
    assert.ok(ms <= 2200, `refused on the other node after ${ms} ms`)

    const other = await login(apiB)
    assert.equal((await profile(apiA, other)).errno, 1)
    await apiB.post('/api/dev/expire-session', { token: other })
    assert.equal((await profile(apiB, other)).errno, 1006)
    const ms2 = await within(async () => (await profile(apiA, other)).errno === 1006, 5000)
    assert.ok(ms2 <= 2200, `expired session refused on the other node after ${ms2} ms`)
  })
})
