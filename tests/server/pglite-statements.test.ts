import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { PGlite, types } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { cachedStatements, type StatementClient } from '../../server/src/db/pglite-statements'
import { openDatabase } from '../../server/src/db/client'

/**
 * db/pglite-statements.ts: the statement cache drizzle is given on PGlite (docs/decisions/0030). It must answer
 * exactly what PGlite's own `query` answers, parse each text once, keep PGlite's locks and errors.
 */
describe('PGlite statement cache', () => {
  let pg: PGlite
  let c: StatementClient
  before(async () => {
    pg = new PGlite('memory://')
    await pg.waitReady
    await pg.exec(`
      create table t (
        id serial primary key, n int not null, big bigint, s text unique, ok boolean, j jsonb,
        at timestamptz, price numeric(12, 2), ints int[], tags text[], raw bytea
      );
      insert into t (n, big, s, ok, j, at, price, ints, tags, raw) values
        (1, 9007199254740993, 'a', true, '{"x":[1,"二"]}', '2026-11-26 08:00:00+08', 12.30, '{1,2}', '{甲,"b c"}', '\\x0102'),
        (2, null, null, false, null, null, null, null, null, null);
    `)
    c = cachedStatements(pg)
  })
  after(() => pg.close())

  const prepared = async (text: string) =>
    (
      await pg.query<{ n: number; runs: number }>(
        'select count(*)::int as n, coalesce(sum(generic_plans + custom_plans), 0)::int as runs from pg_prepared_statements where statement = $1',
        [text]
      )
    ).rows[0]

  it('answers what PGlite answers: objects and arrays, every type, nulls, and what drizzle parses itself', async () => {
    const text = 'select * from t where n >= $1 and (s is null or s <> $2) order by id'
    // drizzle keeps dates as strings (its own parsers for timestamps), as its PGlite session asks.
    const own = { [types.TIMESTAMPTZ]: (v: string) => v }
    for (const opts of [{}, { rowMode: 'array' as const }, { rowMode: 'array' as const, parsers: own }]) {
      const mine = await c.query(text, [1, 'z'], opts)
      const theirs = await pg.query(text, [1, 'z'], opts)
      assert.deepEqual(mine.rows, theirs.rows)
      assert.deepEqual(mine.fields, theirs.fields)
    }
    const [row] = (await c.query<Record<string, unknown>>(text, [1, 'z'])).rows
    assert.deepEqual(row.j, { x: [1, '二'] })
    assert.deepEqual(row.tags, ['甲', 'b c'])
    assert.ok(row.at instanceof Date)
    // Parameters go through PGlite's serializers by the types PostgreSQL inferred (jsonb, arrays, dates).
    const ins = 'insert into t (n, j, ints, at) values ($1, $2, $3, $4) returning j, ints, at'
    const values = [3, { 深: [true, null] }, [4, 5], new Date('2026-01-02T03:04:05Z')]
    assert.deepEqual((await c.query(ins, values)).rows, (await pg.query(ins, [4, ...values.slice(1)])).rows)
  })

  it('counts the rows a write touched, as PGlite does', async () => {
    const up = await c.query('update t set ok = $1 where n > $2', [true, 2])
    assert.equal(up.affectedRows, (await pg.query('update t set ok = $1 where n > $2', [true, 2])).affectedRows)
    assert.equal(up.affectedRows, 2)
    const del = await c.query('delete from t where n = $1', [4])
    assert.equal(del.affectedRows, 1)
    assert.equal((await c.query('select 1 as one', [])).affectedRows, 0)
  })

  it('parses a text once and runs it by name after that', async () => {
    const text = 'select count(*)::int as n from t where n > $1'
    for (let i = 0; i < 5; i++) assert.equal((await c.query<{ n: number }>(text, [0])).rows[0].n, 3)
    assert.deepEqual(await prepared(text), { n: 1, runs: 5 })
  })

  it('inside a transaction: sees its own rows; a query from outside waits for it and never runs inside it', async () => {
    const count = 'select count(*)::int as n from t'
    let outside: Promise<unknown> | undefined
    let settled = false
    await assert.rejects(
      c.transaction(async (tx) => {
        await tx.query('insert into t (n) values ($1)', [50])
        assert.equal((await tx.query<{ n: number }>(count)).rows[0].n, 4)
        outside = c.query<{ n: number }>(count).then((r) => {
          settled = true
          return r.rows[0].n
        })
        await new Promise((r) => setTimeout(r, 30))
        assert.equal(settled, false, 'the outside query waited for the transaction')
        throw new Error('roll back')
      }),
      /roll back/
    )
    assert.equal(await outside, 3, 'it ran after the rollback, without the uncommitted row')
  })

  it("fails as PGlite fails: the error's code and message; the transaction is rolled back; the statement still runs", async () => {
    const text = 'insert into t (n, s) values ($1, $2)'
    const mine = await c
      .transaction(async (tx) => {
        await tx.query(text, [60, 'new'])
        await tx.query(text, [61, 'a'])
      })
      .catch((e: { code?: string; message: string }) => e)
    const theirs = await pg.query(text, [61, 'a']).catch((e: { code?: string; message: string }) => e)
    assert.equal((mine as { code?: string }).code, '23505')
    assert.equal((mine as Error).message, (theirs as Error).message)
    assert.equal((await c.query<{ n: number }>('select count(*)::int as n from t where s = $1', ['new'])).rows[0].n, 0)
    await c.query(text, [62, 'newer'])
    assert.equal((await pg.query<{ n: number }>("select n from t where s = 'newer'")).rows[0].n, 62)
  })

  it('keeps at most its limit of statements, closing the oldest', async () => {
    const small = cachedStatements(pg, 2)
    const texts = [1, 2, 3].map((k) => `select $1::int + ${k} as v`)
    for (const round of [0, 1])
      for (const [k, text] of texts.entries())
        assert.equal((await small.query<{ v: number }>(text, [round])).rows[0].v, round + k + 1)
    const names = (
      await pg.query<{ n: number }>(
        "select count(*)::int as n from pg_prepared_statements where statement like 'select $1::int + %'"
      )
    ).rows[0].n
    assert.ok(names <= 3, `${names} statements kept (limit 2, one close pending)`)
  })

  it('parses again a statement PostgreSQL has forgotten', async () => {
    const text = 'select max(n)::int as m from t where n < $1'
    assert.equal((await c.query<{ m: number }>(text, [100])).rows[0].m, 62)
    await pg.exec('deallocate all')
    assert.equal((await c.query<{ m: number }>(text, [10])).rows[0].m, 3)
  })
})

describe('the app on PGlite', () => {
  it('runs its statements through the cache (each parsed once, by name)', async () => {
    const database = await openDatabase({ dataDir: 'memory://' })
    try {
      const q = sql`select count(*)::int as n from pg_prepared_statements where name like 'pgl_%'`
      const count = async () => ((await database.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0].n
      const first = await count()
      await database.db.execute(sql`select ${1}::int as one`)
      const second = await count()
      assert.ok(first > 0, 'the migrations already went through it')
      assert.equal(second, first + 1, 'one new text, one new statement; the count query was already there')
    } finally {
      await database.close()
    }
  })
})
