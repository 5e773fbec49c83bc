import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { sandboxRecords } from '../db/schema'
import { hashField, openJson, sealJson } from '../field-crypto'

/**
 * Where a sandbox provider keeps the state a real outside service keeps on its side (a cashier's trades, the refund
 * numbers it has seen). The app's store is the database (sandbox_records), so all API nodes share one sandbox, as
 * they would share one real gateway; a provider made on its own (a unit test) keeps it in memory.
 */
export interface SandboxStore {
  get<T>(kind: string, key: string): Promise<T | undefined>
  put<T>(kind: string, key: string, value: T): Promise<void>
  /** Stores the value only if the key is new; true when this call stored it. */
  add<T>(kind: string, key: string, value: T): Promise<boolean>
}

export function memoryStore(): SandboxStore {
  const records = new Map<string, unknown>()
  return {
    async get<T>(kind: string, key: string) {
      return records.get(`${kind}:${key}`) as T | undefined
    },
    async put(kind, key, value) {
      records.set(`${kind}:${key}`, structuredClone(value))
    },
    async add(kind, key, value) {
      if (records.has(`${kind}:${key}`)) return false
      records.set(`${kind}:${key}`, structuredClone(value))
      return true
    }
  }
}

/**
 * The sandbox bank's and e-sign's records hold what a real partner holds: names, id, card and account numbers, keyed
 * by card numbers and phones. At rest they are what our own tables are (decision 0018): the key a keyed hash, the
 * value encrypted. Other kinds (trades, refunds, OAuth codes) stay readable.
 */
const personal = (kind: string) => kind.startsWith('bank.') || kind.startsWith('esign.')
const storedKey = (kind: string, key: string) => (personal(kind) ? hashField(key, `sandbox:${kind}`) : key)
const storedValue = (kind: string, value: unknown) => (personal(kind) ? sealJson(value, `sandbox:${kind}`) : value)

export function databaseStore(db: DbOrTx): SandboxStore {
  const where = (kind: string, key: string) =>
    and(eq(sandboxRecords.kind, kind), eq(sandboxRecords.key, storedKey(kind, key)))
  return {
    async get<T>(kind: string, key: string) {
      const [row] = await db.select({ value: sandboxRecords.value }).from(sandboxRecords).where(where(kind, key))
      return row ? openJson<T>(row.value, `sandbox:${kind}`) : undefined
    },
    async put(kind, key, value) {
      await db
        .insert(sandboxRecords)
        .values({ kind, key: storedKey(kind, key), value: storedValue(kind, value) })
        .onConflictDoUpdate({
          target: [sandboxRecords.kind, sandboxRecords.key],
          set: { value: sql`excluded.value`, updatedAt: new Date() }
        })
    },
    async add(kind, key, value) {
      const rows = await db
        .insert(sandboxRecords)
        .values({ kind, key: storedKey(kind, key), value: storedValue(kind, value) })
        .onConflictDoNothing()
        .returning({ key: sandboxRecords.key })
      return rows.length > 0
    }
  }
}
