import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { sandboxRecords } from '../db/schema'

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

export function databaseStore(db: DbOrTx): SandboxStore {
  const where = (kind: string, key: string) => and(eq(sandboxRecords.kind, kind), eq(sandboxRecords.key, key))
  return {
    async get<T>(kind: string, key: string) {
      const [row] = await db.select({ value: sandboxRecords.value }).from(sandboxRecords).where(where(kind, key))
      return row?.value as T | undefined
    },
    async put(kind, key, value) {
      await db
        .insert(sandboxRecords)
        .values({ kind, key, value })
        .onConflictDoUpdate({
          target: [sandboxRecords.kind, sandboxRecords.key],
          set: { value: sql`excluded.value`, updatedAt: new Date() }
        })
    },
    async add(kind, key, value) {
      const rows = await db
        .insert(sandboxRecords)
        .values({ kind, key, value })
        .onConflictDoNothing()
        .returning({ key: sandboxRecords.key })
      return rows.length > 0
    }
  }
}
