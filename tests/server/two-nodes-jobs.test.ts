import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import os from 'node:os'
import path from 'node:path'
import { Client } from 'pg'
import { Api, addAddress, districtChain, login } from '../../scripts/bench/fixtures'
import { startNode, type ServerNode } from '../../scripts/bench/server-node'
import { openDatabase, type Database } from '../../server/src/db/client'
import { tickJob } from '../../server/src/lib/jobs'

/**
 * Scheduled jobs on two API nodes (each its own process) sharing one PostgreSQL: every job runs once per interval
 * across the cluster (server/src/lib/jobs.ts). The nodes tick every 300 ms here so the jobs run while we watch.
 * Needs DATABASE_URL (npm run test:server:pg).
 */
const url = process.env.DATABASE_URL
const V1 = '/api/v1'
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('scheduled jobs on two nodes', { skip: !url && 'needs DATABASE_URL (npm run test:server:pg)' }, () => {
  let a: ServerNode
  let b: ServerNode
  let apiA: Api
  let apiB: Api
  let db: Client
  let handles: Database[] = []
  const name = `mall_jobs_${process.pid}_${Date.now().toString(36)}`
  const admin = async (q: string) => {
    const c = new Client({ connectionString: url })
    await c.connect()
    await c.query(q).finally(() => c.end())
  }

  before(async () => {
    await admin(`create database ${name}`)
    const u = new URL(url as string)
    u.pathname = `/${name}`
    const env = {
      DATABASE_URL: u.toString(),
      JOBS_INTERVAL_MS: '300',
      ...Object.fromEntries(['LOGIN', 'SMS', 'ORDER', 'PAY'].map((k) => [`RATE_LIMIT_${k}`, '1000']))
    }
    const logDir = path.join(os.tmpdir(), name)
    ;[a, b] = await Promise.all([
      startNode({ env, logFile: path.join(logDir, 'a.log'), startTimeoutMs: 300_000 }),
      startNode({ env, logFile: path.join(logDir, 'b.log'), startTimeoutMs: 300_000 })
    ])
    apiA = new Api(a.baseUrl)
    apiB = new Api(b.baseUrl)
    db = new Client({ connectionString: u.toString() })
    await db.connect()
    // Two more "nodes" in this process, to race their ticks directly.
    handles = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: u.toString(), dataDir: '' })))
  })
  after(async () => {
    await db?.end()
    await Promise.all(handles.map((h) => h.close()))
    await Promise.all([a?.stop(), b?.stop()])
    await admin(`drop database if exists ${name} with (force)`)
  })

  const until = async (what: string, fn: () => Promise<boolean>) => {
    for (let i = 0; i < 300; i++) {
      if (await fn()) return
      await sleep(50)
    }
    assert.fail(`${what} never happened`)
  }

  it('two nodes ticking one job in the same slot: it runs once; a run still going blocks the next slot', async () => {
    let runs = 0
    const job = { name: 'test-race', everyMs: 60_000, run: async () => (runs++, sleep(300)) }
    const now = Date.now()
    const first = await Promise.all(handles.map((h, i) => tickJob(h, job, { everyMs: 1000, now, node: `n${i}` })))
    assert.deepEqual(first.sort(), ['ran', 'skipped'])
    assert.equal(runs, 1)
    // Node 0 starts the next slot's run; node 1, already in the slot after it, is refused while that run goes on.
    const slow = tickJob(handles[0], job, { everyMs: 1000, now: now + 1000, node: 'n0' })
    await sleep(100)
    assert.equal(await tickJob(handles[1], job, { everyMs: 1000, now: now + 2000, node: 'n1' }), 'skipped')
    assert.equal(await slow, 'ran')
    assert.equal(runs, 2)
    const { rows } = await db.query("select runs, node, finished_at from job_runs where name = 'test-race'")
    assert.equal(rows[0].runs, 2)
    assert.equal(rows[0].node, 'n0')
    assert.ok(rows[0].finished_at)
  })

  /** An order bought through `api`, unpaid. */
  const buy = async (api: Api, skuIndex: number) => {
    const token = await login(api)
    const addr_id = await addAddress(api, token, await districtChain(api))
    const list = (await api.post<{ list: Array<{ sku_id: number }> }>(`${V1}/goods/search`, { sort: 'price_asc' })).list
    const body = { items: [{ sku_id: list[skuIndex].sku_id, qty: 1 }], addr_id }
    const { confirm_token } = await api.post<{ confirm_token: string }>(`${V1}/order/confirm`, body, token)
    const order = await api.post<{ id: number; order_no: string }>(
      `${V1}/order/create`,
      { ...body, confirm_token },
      token
    )
    return { ...order, token }
  }

  it('expired orders made through both nodes are auto-closed once each', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => buy(i % 2 ? apiB : apiA, 1 + (i % 3))))
    const ids = made.map((o) => o.id)
    await db.query("update orders set pay_expires_at = now() - interval '1 minute' where id = any($1)", [ids])
    await until('the auto-close', async () => {
      const { rows } = await db.query('select count(*)::int n from orders where id = any($1) and status = -2', [ids])
      return rows[0].n === ids.length
    })
    await sleep(1000) // several more ticks of both nodes: nothing closes twice
    const { rows } = await db.query(
      'select order_id, count(*)::int n from order_status_history where order_id = any($1) and to_status = -2 group by 1',
      [ids]
    )
    assert.equal(rows.length, ids.length)
    for (const r of rows) assert.equal(r.n, 1, `order ${r.order_id} closed ${r.n} times`)
    const run = await db.query("select runs, error from job_runs where name = 'order-auto-close'")
    assert.ok(run.rows[0].runs > 0)
    assert.equal(run.rows[0].error, null)
  })

  it('pending refunds are asked of the gateway once each: the gateway moves each amount back once', async () => {
    const made = await Promise.all(Array.from({ length: 4 }, (_, i) => buy(i % 2 ? apiB : apiA, 4 + (i % 2))))
    for (const [i, o] of made.entries()) {
      const api = i % 2 ? apiB : apiA
      const pay = await api.post<{ pay_url: string }>(`${V1}/order/pay`, { order_no: o.order_no, payway: 2 }, o.token)
      const q = new URL(pay.pay_url).searchParams
      const form = new URLSearchParams({ out_trade_no: q.get('out_trade_no')!, sign: q.get('sign')!, action: 'pay' })
      const res = await fetch(`${(i % 2 ? b : a).baseUrl}/api/payment/sandbox/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString()
      })
      assert.equal(res.status, 200)
    }
    const ids = made.map((o) => o.id)
    await until('the payments', async () => {
      const { rows } = await db.query('select count(*)::int n from payments where order_id = any($1) and status = 1', [
        ids
      ])
      return rows[0].n === ids.length
    })
    // Refunds the gateway never confirmed, two minutes old: the refund-retry job of either node asks again.
    const { rows: refunds } = await db.query(
      `insert into refunds (refund_no, order_id, payment_id, amount, reason, created_at)
       select 'RJ' || p.id || '_' || ${process.pid}, p.order_id, p.id, p.amount, 'test', now() - interval '2 minutes'
       from payments p where p.order_id = any($1) and p.status = 1 returning id, refund_no, amount, payment_id`,
      [ids]
    )
    assert.equal(refunds.length, ids.length)
    await until('the refunds', async () => {
      const { rows } = await db.query('select count(*)::int n from refunds where id = any($1) and status = 1', [
        refunds.map((r) => r.id)
      ])
      return rows[0].n === refunds.length
    })
    await sleep(1000)
    for (const r of refunds) {
      const { rows } = await db.query(
        `select (t.value->>'refunded')::int refunded from sandbox_records t join payments p
         on t.kind = 'payment.trade' and t.key = p.out_trade_no where p.id = $1`,
        [r.payment_id]
      )
      assert.equal(rows[0].refunded, Number(r.amount), `refund ${r.refund_no} moved its amount once`)
    }
    const run = await db.query("select runs from job_runs where name = 'refund-retry'")
    assert.ok(run.rows[0].runs > 0)
  })
})
