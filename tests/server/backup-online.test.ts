import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { openDatabase, type Db } from '../../server/src/db/client'
import { backupSocketPath } from '../../server/src/db/backup'
import { ROOT, startNode, type ServerNode } from '../../scripts/bench/server-node'

/**
 * Issue 29, the restore drill of the embedded database without stopping the shop: a real server process serves
 * (and writes money: welfare grants, a balance and its ledger row in one transaction each) while `npm run db:backup`
 * asks it for the dump; the dump restores into a fresh folder where every balance equals its ledger (no half
 * transaction). A second backup of the server at rest restores to exactly the rows of every table the server left
 * when it stopped.
 */
const run = promisify(execFile)
const npm = (args: string[], env: Record<string, string>) =>
  run('npm', ['run', '--silent', ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', ...env } })

type Rows<T> = { rows: T[] }
/** Every public table with its row count and a digest of its rows. */
async function contents(db: Db) {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`
  )) as unknown as Rows<{ tablename: string }>
  const out: Record<string, { n: number; digest: string }> = {}
  for (const { tablename } of tables.rows) {
    const res = (await db.execute(
      sql.raw(`select count(*)::int n, coalesce(md5(string_agg(t::text, ',' order by t::text)), '') digest
               from "${tablename}" t`)
    )) as unknown as Rows<{ n: number; digest: string }>
    out[tablename] = res.rows[0]
  }
  return out
}

/** Users whose welfare balance is not the sum of their ledger: must be none in any backup. */
async function unbalanced(db: Db) {
  const res = (await db.execute(sql`
    select u.id, u.welfare_balance, coalesce(sum(l.delta), 0)::int ledger
    from users u left join welfare_ledger l on l.user_id = u.id
    group by u.id having u.welfare_balance <> coalesce(sum(l.delta), 0)`)) as unknown as Rows<unknown>
  return res.rows
}

async function restoreAndOpen(file: string, dir: string) {
  await npm(['db:restore', '--', file, dir], { DATA_DIR: '' })
  return openDatabase({ dataDir: dir })
}

describe('online backup of the embedded database, restore drill', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-online-'))
  const live = path.join(tmp, 'live')
  let node: ServerNode
  const phone = '13912345678'

  const post = async (route: string, body: unknown) => {
    const res = await fetch(`${node.baseUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body)
    })
    return (await res.json()) as { errno: number; error: string; data: Record<string, unknown> }
  }

  before(async () => {
    node = await startNode({
      env: {
        DATA_DIR: live,
        DATABASE_URL: '',
        JOBS_ENABLED: '0',
        SKIP_ADMIN_BUILD: '1',
        ...Object.fromEntries(['LOGIN', 'SMS', 'ORDER', 'PAY'].map((k) => [`RATE_LIMIT_${k}`, '0']))
      },
      logFile: path.join(tmp, 'server.log'),
      startTimeoutMs: 300_000
    })
    assert.equal((await post('/api/service/sms/sendcode', { phone, ch_id: 1 })).errno, 1)
    const box = await post('/api/dev/sms-outbox', { phone })
    const code = (box.data.list as { code: string }[])[0].code
    const login = await post('/api/v1/user/phonelogin', { phone, verify_code: code })
    assert.equal(login.errno, 1, login.error)
  })
  after(async () => {
    await node?.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  })

  it('the socket is the server user’s alone', () => {
    const sock = backupSocketPath(live)
    assert.equal(fs.statSync(path.dirname(sock)).mode & 0o777, 0o700)
    assert.ok(fs.statSync(sock).isSocket())
    assert.equal(fs.statSync(sock).mode & 0o077, 0, 'no access for group or others')
  })

  it('a backup taken while money moves restores with every balance equal to its ledger', async (t) => {
    const file = path.join(tmp, 'busy.tar.gz')
    let stop = false
    let granted = 0
    const writer = async () => {
      while (!stop) {
        const r = await post('/api/dev/welfare/grant', { phone, amount: 100 })
        assert.equal(r.errno, 1, r.error)
        granted++
      }
    }
    const writers = [writer(), writer(), writer()]
    while (granted < 10) await new Promise((r) => setTimeout(r, 20))
    const before = granted
    const { stdout } = await npm(['db:backup', '--', file], { DATA_DIR: live })
    stop = true
    await Promise.all(writers)
    assert.match(stdout, /by the running server .*writes paused \d+ ms/)
    t.diagnostic(stdout.trim())
    assert.ok(granted > before, 'the shop kept writing while the backup ran')

    const restored = await restoreAndOpen(file, path.join(tmp, 'busy'))
    try {
      assert.deepEqual(await unbalanced(restored.db), [])
      const rows = (await restored.db.execute(
        sql`select count(*)::int n from welfare_ledger where reason = 'seed'`
      )) as unknown as Rows<{ n: number }>
      const n = rows.rows[0].n
      assert.ok(n >= before && n <= granted, `${n} grants in the backup, between ${before} and ${granted}`)
    } finally {
      await restored.close()
    }
  })

  it('a backup of the running server at rest restores every row of every table the server leaves', async () => {
    const file = path.join(tmp, 'rest.tar.gz')
    const { stdout } = await npm(['db:backup', '--', file], { DATA_DIR: live })
    assert.match(stdout, /by the running server/)
    await node.stop()
    assert.equal(fs.existsSync(backupSocketPath(live)), false, 'the socket goes with the server')

    const restored = await restoreAndOpen(file, path.join(tmp, 'rest'))
    const original = await openDatabase({ dataDir: live })
    try {
      const want = await contents(original.db)
      const got = await contents(restored.db)
      assert.ok(want.users.n >= 1 && want.welfare_ledger.n >= 10 && want.spus.n > 0, 'a shop with data')
      assert.deepEqual(Object.keys(got), Object.keys(want))
      for (const name of Object.keys(want)) assert.deepEqual(got[name], want[name], `table ${name}`)
    } finally {
      await Promise.all([restored.close(), original.close()])
    }

    // With the server stopped the script reads the folder itself, as before.
    const offline = await npm(['db:backup', '--', path.join(tmp, 'stopped.tar.gz')], { DATA_DIR: live })
    assert.match(offline.stdout, /no server running/)
  })
})
