import { eq } from 'drizzle-orm'
import { buildApp } from '../../server/src/app'
import { loadConfig, type Config } from '../../server/src/config'
import { openDatabase, type Db } from '../../server/src/db/client'
import { openTemplateDatabase } from './template-db'
import { sharedCompilers } from './helpers-compilers'
import { seedDatabase } from '../../server/src/db/seed'
import { createSession } from '../../server/src/lib/auth'
import { skus, spus, users } from '../../server/src/db/schema'
import type { Providers } from '../../server/src/providers'
import { developmentKeys } from '../../server/src/field-crypto'
import { checkSerialization, firstDifference, type Mismatch } from '../../server/src/lib/serialization-check'

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>
  db: Db
  config: Config
  close(): Promise<void>
  /** POST a JSON body, optionally as a user (token), and return the parsed envelope. */
  // Tests read whatever fields their call answers and assert them, so the default data type is open.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  post<T = any>(
    url: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>
  ): Promise<{ errno: number; error: string; data: T; status: number }>
  /** Answers whose serialization by the route's response schema differs from the handler's object. */
  mismatches: Mismatch[]
  /** A fresh user with a live session. */
  user(phone?: string): Promise<{ uid: number; token: string }>
}

/**
 * A fresh, empty database for one test file: in-memory PGlite by default; with DATABASE_URL set
 * (a real PostgreSQL server), a throwaway database created on that server and dropped on close,
 * so the same suites prove the schema and queries on both engines.
 */
async function openTestDatabase() {
  const url = process.env.DATABASE_URL
  if (!url) return openTemplateDatabase()
  const { Client } = await import('pg')
  const name = `mall_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const testUrl = new URL(url)
  testUrl.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: testUrl.toString(), dataDir: 'unused' })
  return {
    ...database,
    async close() {
      await database.close()
      const drop = new Client({ connectionString: url })
      await drop.connect()
      await drop.query(`drop database if exists ${name} with (force)`)
      await drop.end()
    }
  }
}

/**
 * DATA_KEYS for a production config made in a test process: the development keys' bytes, so installing them (every
 * loadConfig does) leaves the other apps of the process reading their rows (decision 0018).
 */
export const TEST_DATA_KEYS = (() => {
  const k = developmentKeys()
  return { DATA_KEYS: `dev:${k.keys.get('dev')!.toString('base64')}`, DATA_HASH_KEY: k.hashKey.toString('base64') }
})()

let phoneSeq = 0
/** A phone number unique within this process, valid per the spec's mobile rule. */
export const nextPhone = () =>
  `138${String(process.pid % 10000).padStart(4, '0')}${String(++phoneSeq).padStart(4, '0')}`

/**
 * A server on a fresh in-memory PGlite: one per test file (creating one takes a second or two).
 * Pass seed: false for a bare schema.
 */
export async function createTestApp(
  opts: {
    seed?: boolean
    env?: Record<string, string>
    providers?: Partial<Providers>
    /** An embedded database in this folder instead of the default one (the backup test restarts it). */
    dataDir?: string
  } = {}
): Promise<TestApp> {
  const config = { ...loadConfig({ NODE_ENV: 'test', ...opts.env } as NodeJS.ProcessEnv), h5Dir: '/nonexistent' }
  const database = opts.dataDir ? await openDatabase({ dataDir: opts.dataDir }) : await openTestDatabase()
  if (opts.seed !== false) await seedDatabase(database.db)
  const app = await buildApp({ config, database, logger: false, providers: opts.providers, compilers: sharedCompilers })
  // Every answer of every server test proves its response schema drops and changes nothing
  // (serialization-check.ts); close() fails the test file otherwise.
  const mismatches = checkSerialization(app)
  await app.ready()
  const post: TestApp['post'] = async (url, body, token, headers = {}) => {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: body === undefined ? '' : (body as object),
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers
      }
    })
    return { ...res.json(), status: res.statusCode }
  }
  return {
    app,
    db: database.db,
    config,
    post,
    mismatches,
    async close() {
      await app.close()
      await database.close()
      if (mismatches.length) {
        const lines = mismatches.map((m) => `${m.route}: ${firstDifference(m.expected, m.actual)}`)
        throw new Error(`response schemas changed ${mismatches.length} answer(s):\n${[...new Set(lines)].join('\n')}`)
      }
    },
    async user(phone = nextPhone()) {
      const [u] = await database.db
        .insert(users)
        .values({ phone, nick: `用户${phone.slice(-4)}` })
        .returning({ id: users.id })
      const s = await createSession(database.db, u.id, 3600)
      return { uid: u.id, token: s.token }
    }
  }
}

/** The first SKU of the seeded goods titled `title`. */
export async function skuByTitle(t: TestApp, title: string) {
  const [r] = await t.db
    .select({ id: skus.id, spuId: skus.spuId, stock: skus.stock })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(eq(spus.title, title))
    .orderBy(skus.id)
    .limit(1)
  return r
}

/** Polls `fn` every 15 ms until `done` holds or `ms` runs out, and returns the last value either way. */
export async function until<T>(fn: () => Promise<T>, done: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await fn()
    if (done(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 15))
  }
}
