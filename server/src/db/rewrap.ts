import { sql } from 'drizzle-orm'
import type { Db } from './client'
import { ENCRYPTED_COLUMNS } from './schema/encrypted'
import { decryptField, encryptField, hashField, keyIdOf, type DataKeys } from '../field-crypto'

/*
 * `npm run db:rewrap` (decision 0018, docs/deploy.md "Rotating the data keys"): rewrites every encrypted value that is
 * not under the current key (DATA_KEY_ID) with it, encrypts a value still in plain text (a database from before
 * encryption), recomputes the lookup hashes (a new DATA_HASH_KEY) and reseals the sandbox bank's and e-sign's records.
 * Row by row, each row in its own statement: safe to run while the shop serves, and again after an interruption.
 * Once it reports nothing left under an old key, that key can leave DATA_KEYS.
 */

type Rows<T> = { rows: T[] }
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql.raw>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows

export async function rewrap(db: Db, keys: DataKeys): Promise<{ rewritten: number; hashes: number; sandbox: number }> {
  const current = `v1.${keys.current}.`
  const byTable = new Map<string, string[]>()
  for (const { table, column } of ENCRYPTED_COLUMNS) byTable.set(table, [...(byTable.get(table) ?? []), column])
  let rewritten = 0
  for (const [table, columns] of byTable) {
    const stale = columns.map((c) => `("${c}" is not null and "${c}" not like '${current}%')`).join(' or ')
    const rows = await rowsOf<Record<string, string | null>>(
      db,
      sql.raw(
        `select ctid::text as "__ctid", ${columns.map((c) => `"${c}"`).join(', ')} from "${table}" where ${stale}`
      )
    )
    for (const row of rows) {
      const set = columns
        .filter((c) => row[c] !== null && !row[c]!.startsWith(current))
        .map((c) => {
          const value = row[c]!
          const plain = keyIdOf(value) ? decryptField(value, `${table}.${c}`, keys) : value
          return sql`${sql.raw(`"${c}"`)} = ${encryptField(plain, `${table}.${c}`, keys)}`
        })
      // The ctid pins the row as read; a row a request rewrote meanwhile has moved and is left as that request wrote it.
      await db.execute(
        sql`update ${sql.raw(`"${table}"`)} set ${sql.join(set, sql`, `)} where ctid = ${row.__ctid}::tid`
      )
      rewritten++
    }
  }
  // The id-number hashes under the current DATA_HASH_KEY.
  let hashes = 0
  const accounts = await rowsOf<{ user_id: number; id_no: string; id_no_hash: string }>(
    db,
    sql.raw('select user_id, id_no, id_no_hash from esign_accounts')
  )
  for (const a of accounts) {
    // As bank/esign.ts idNoHash computes it.
    const hash = hashField(decryptField(a.id_no, 'esign_accounts.id_no', keys).toUpperCase(), 'id_no', keys)
    if (hash === a.id_no_hash) continue
    await db.execute(sql`update esign_accounts set id_no_hash = ${hash} where user_id = ${a.user_id}`)
    hashes++
  }
  // The sandbox partners' records (development and demos): their values sealed under the current key.
  let sandbox = 0
  const records = await rowsOf<{ kind: string; key: string; value: { sealed?: string } }>(
    db,
    sql.raw(`select kind, key, value from sandbox_records where kind like 'bank.%' or kind like 'esign.%'`)
  )
  for (const r of records) {
    const sealed = r.value?.sealed
    if (!sealed || sealed.startsWith(current)) continue
    const context = `sandbox:${r.kind}`
    const value = { sealed: encryptField(decryptField(sealed, context, keys), context, keys) }
    await db.execute(
      sql`update sandbox_records set value = ${JSON.stringify(value)}::jsonb where kind = ${r.kind} and key = ${r.key}`
    )
    sandbox++
  }
  return { rewritten, hashes, sandbox }
}
