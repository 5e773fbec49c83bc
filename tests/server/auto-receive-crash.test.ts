import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq, inArray } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { makeGoods, payWithCard, placeOrder, shopper, type Shopper } from './order-fixtures'
import { notices, orderStatusHistory, orders, pensionFlows, pointsLedger, users } from '../../server/src/db/schema'
import { autoReceiveOrders } from '../../server/src/flows/order-receive'

/**
 * 自动确认收货 in a shop process SIGKILLed in the middle of the job (docs/operations.md, Automatic receipt): the job
 * has received the first of three due orders (committed) and holds the second's transaction open with every write
 * made (the receipt, the cashback, the points, the notice) when it dies. After a restart the job finishes: each order
 * is received exactly once, with one cashback, one points grant and one notice each, and nothing was lost.
 */
const ROOT = path.resolve(__dirname, '../..')
const CHILD = path.join(__dirname, 'auto-receive-child.ts')

function child(dir: string, at: number, hold: number) {
  const p = spawn(process.execPath, ['--liftoff-only', '--import', 'tsx', CHILD, 'run', String(at), String(hold)], {
    cwd: ROOT,
    env: { ...process.env, AUTO_RECEIVE_CHILD_DIR: dir },
    stdio: ['pipe', 'pipe', 'pipe']
  })
  let out = ''
  let err = ''
  p.stderr.on('data', (c) => (err += c))
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    p.on('exit', (code, signal) => r({ code, signal }))
  )
  /** The first stdout line matching `re`; rejects when the process ends without one. */
  const line = (re: RegExp) =>
    new Promise<string>((resolve, reject) => {
      p.stdout.on('data', (c) => {
        out += c
        const l = out.split('\n').find((x) => re.test(x))
        if (l) resolve(l)
      })
      void exit.then((e) => reject(new Error(`child ended (${e.code ?? e.signal}) without ${re}: ${err}`)))
    })
  return { p, line, exit }
}

describe('automatic receipt: a job killed halfway loses nothing and receives nothing twice', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-auto-receive-crash-'))
  let s: Shopper
  const made: Array<{ id: number; order_no: string }> = []
  let pointsBefore = 0
  let due = 0
  let t: TestApp | undefined

  /** What the receipts of the orders left in the database, per order. */
  async function state(db: TestApp['db']) {
    const ids = made.map((o) => o.id)
    const rows = await db.select().from(orders).where(inArray(orders.id, ids))
    const history = await db
      .select()
      .from(orderStatusHistory)
      .where(and(inArray(orderStatusHistory.orderId, ids), eq(orderStatusHistory.toStatus, 3)))
    const flows = await db.select().from(pensionFlows).where(inArray(pensionFlows.orderId, ids))
    const points = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, s.uid))
    const told = await db
      .select()
      .from(notices)
      .where(and(eq(notices.event, 'received'), eq(notices.channel, 'inbox')))
    return made.map((o) => ({
      status: rows.find((r) => r.id === o.id)?.status,
      receipts: history.filter((h) => h.orderId === o.id).map((h) => h.reason),
      cashback: flows.filter((f) => f.orderId === o.id).length,
      points: points.filter((p) => p.ref === `order:${o.id}:receive`).length,
      notices: told.filter((n) => n.ref === o.order_no).map((n) => n.data.auto)
    }))
  }
  const receivedOnce = { status: 3, receipts: ['超时自动确认收货'], cashback: 1, points: 1, notices: [true] }
  const waiting = { status: 2, receipts: [], cashback: 0, points: 0, notices: [] }

  before(async () => {
    // The shop before the crash: three orders shipped, their automatic receipt due at `due`.
    const setup = await createTestApp({ dataDir: dir })
    const goods = await makeGoods(setup, { price: 500, cashback: 30 })
    s = await shopper(setup)
    for (let i = 0; i < 3; i++) {
      const o = await placeOrder(setup, s, { items: [{ sku_id: goods.skuId, qty: 1 }] })
      await payWithCard(setup, s, o.order_no)
      assert.equal((await setup.post('/api/dev/order/ship', { order_no: o.order_no })).errno, 1)
      made.push(o)
    }
    const rows = await setup.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          made.map((o) => o.id)
        )
      )
    due = Math.max(...rows.map((r) => r.autoReceiveAt!.getTime())) + 1000
    pointsBefore = (await setup.db.select().from(users).where(eq(users.id, s.uid)))[0].points
    await setup.close()
  })
  after(async () => {
    await t?.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('killed holding the second order’s transaction: the first stays received, the second was never received', async () => {
    const c = child(dir, due, 2)
    await c.line(/^holding$/)
    c.p.kill('SIGKILL')
    assert.equal((await c.exit).signal, 'SIGKILL')
    const mid = await createTestApp({ seed: false, dataDir: dir })
    try {
      assert.deepEqual(await state(mid.db), [receivedOnce, waiting, waiting])
    } finally {
      await mid.close()
    }
  })

  it('the next run receives the two left, once each; a run after it finds nothing', async () => {
    const c = child(dir, due, 0)
    assert.equal(await c.line(/^report /), 'report 2')
    assert.equal((await c.exit).code, 0)
    t = await createTestApp({ seed: false, dataDir: dir })
    assert.deepEqual(await state(t.db), [receivedOnce, receivedOnce, receivedOnce])
    // The points were granted three times in all, not four: the killed grant left nothing behind.
    const ledger = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, s.uid))
    const [u] = await t.db.select().from(users).where(eq(users.id, s.uid))
    assert.equal(u.points, pointsBefore + ledger.reduce((n, p) => n + (p.ref?.endsWith(':receive') ? p.delta : 0), 0))
    assert.equal(await autoReceiveOrders(t.app, new Date(due)), 0)
  })
})
