import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Db } from '../../server/src/db/client'
import { openDatabase } from '../../server/src/db/client'
import { createTestApp, type TestApp } from './helpers'
import { makeGoods, payWithCard, placeOrder, shopper } from './order-fixtures'

/**
 * npm run db:backup / db:restore on the embedded database: orders are made and paid (which writes the gift-card
 * ledger), the server stops, a backup is taken, restored into a fresh folder, and every row of every table is there.
 */
const ROOT = path.resolve(__dirname, '../..')
const npm = (args: string[], env: Record<string, string>) =>
  execFileSync('npm', ['run', '--silent', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    stdio: 'pipe'
  })

/** Every public table with its row count and a digest of its rows. */
async function contents(db: Db) {
  const tables = await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)
  const out: Record<string, { n: number; digest: string }> = {}
  for (const { tablename } of (tables as unknown as { rows: Array<{ tablename: string }> }).rows) {
    const res = await db.execute(
      sql.raw(`select count(*)::int n, coalesce(md5(string_agg(t::text, ',' order by t::text)), '') digest
               from "${tablename}" t`)
    )
    out[tablename] = (res as unknown as { rows: Array<{ n: number; digest: string }> }).rows[0]
  }
  return out
}

describe('database backup and restore (embedded)', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-backup-'))
  const live = path.join(tmp, 'live')
  const fresh = path.join(tmp, 'fresh')
  const file = path.join(tmp, 'out', 'mall.tar.gz')
  let t: TestApp
  let before_: Awaited<ReturnType<typeof contents>>

  before(async () => {
    t = await createTestApp({ dataDir: live })
    const goods = await makeGoods(t, { price: 1500 })
    for (let i = 0; i < 3; i++) {
      const s = await shopper(t)
      const o = await placeOrder(t, s, { items: [{ sku_id: goods.skuId, qty: 1 }] })
      if (i < 2) await payWithCard(t, s, o.order_no)
    }
    before_ = await contents(t.db)
    await t.close()
  })
  after(() => fs.rmSync(tmp, { recursive: true, force: true }))

  it('restores every order and ledger row into a fresh folder', async () => {
    assert.equal(before_.orders.n, 3)
    assert.ok(before_.gift_card_ledger.n >= 4, 'welcome cards and two payments are in the ledger')
    npm(['db:backup', '--', file], { DATA_DIR: live })
    assert.ok(fs.statSync(file).size > 0)
    npm(['db:restore', '--', file, fresh], { DATA_DIR: '' })
    const restored = await openDatabase({ dataDir: fresh })
    try {
      const after_ = await contents(restored.db)
      assert.deepEqual(Object.keys(after_), Object.keys(before_))
      for (const name of Object.keys(before_)) assert.deepEqual(after_[name], before_[name], `table ${name}`)
    } finally {
      await restored.close()
    }
  })

  it('never restores over a database that is there', () => {
    assert.throws(
      () => npm(['db:restore', '--', file, fresh], {}),
      (err: { stderr: string }) => /already holds a database/.test(err.stderr)
    )
  })
})
