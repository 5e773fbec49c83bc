import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq, sql } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { categories } from '../../server/src/db/schema'
import { prebuilt } from '../../server/src/lib/prepared'

/**
 * lib/prepared.ts `prebuilt`: a statement drizzle builds once and that runs on whatever handle it is given, a
 * transaction included (the order path's statements, docs/decisions/0026 item 8).
 */
describe('prebuilt statements', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: false })
  })
  after(() => t.close())

  let builds = 0
  const byName = prebuilt('test_category_by_name', (db) => {
    builds++
    return db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.name, sql.placeholder('name')))
  })

  it('is built once, then bound to each handle with its own values', async () => {
    await t.db.insert(categories).values([{ name: '预编译甲' }, { name: '预编译乙' }])
    const a = await byName(t.db).execute({ name: '预编译甲' })
    const b = await byName(t.db).execute({ name: '预编译乙' })
    const none = await byName(t.db).execute({ name: '没有' })
    assert.deepEqual([a.map((r) => r.name), b.map((r) => r.name), none], [['预编译甲'], ['预编译乙'], []])
    await t.db.transaction(async (tx) => {
      assert.equal((await byName(tx).execute({ name: '预编译甲' })).length, 1)
    })
    assert.equal(builds, 1)
  })

  it("runs inside the transaction it is given: it sees that transaction's own uncommitted rows", async () => {
    const rolledBack = new Error('roll back')
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await tx.insert(categories).values({ name: '事务内' })
        assert.equal((await byName(tx).execute({ name: '事务内' })).length, 1)
        throw rolledBack
      }),
      (err) => err === rolledBack
    )
    assert.equal((await byName(t.db).execute({ name: '事务内' })).length, 0)
  })
})
