import { protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite'

/**
 * A statement cache for PGlite, the client drizzle is given on the embedded database
 * (docs/decisions/0030-pglite-statement-cache.md). PGlite's `query` parses, plans and describes every statement
 * again, in six calls into its WebAssembly PostgreSQL; node-postgres with named statements and postgres.js parse
 * once. Here each statement text is parsed once under a name (with its parameter and row types), and every run is
 * one call: bind, execute, sync. Same answers, same locks, same errors as PGlite's own `query`; what this does not
 * know (blobs, given parameter types) goes through PGlite's `query` unchanged.
 */

const { serialize } = protocol

type Field = { name: string; dataTypeID: number }
interface Statement {
  name: string
  params: number[]
  fields: Field[]
}
type Parser = (value: string, typeId: number) => unknown
type Serializer = (value: unknown) => string
type Message = { name: string } & Record<string, unknown>

/** What drizzle's PGlite session calls on its client: `query`, and `transaction` handing a client with `query`. */
export interface StatementClient {
  query<T>(text: string, params?: unknown[], opts?: QueryOptions): Promise<Results<T>>
  transaction<T>(fn: (tx: StatementClient) => Promise<T>): Promise<T>
}

function concat(parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

/** Rows a command reported (PGlite's own rule: INSERT's third word, UPDATE, DELETE, COPY and MERGE's second). */
function affectedBy(text: string) {
  const words = text.split(' ')
  if (words[0] === 'INSERT') return parseInt(words[2], 10) || 0
  return ['UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0]) ? parseInt(words[1], 10) || 0 : 0
}

/** PostgreSQL forgot or refuses the statement (a DEALLOCATE, or a table changed under it): parse it again. */
const stale = (err: unknown) => {
  const code = (err as { code?: string })?.code
  return code === '26000' || (code === '0A000' && /cached plan/.test(String((err as Error).message)))
}

// Names are unique in the process: two caches over one PGlite (tests) must not reuse each other's.
let seq = 0

export function cachedStatements(pg: PGlite, max = 500): StatementClient {
  // By text, least recently used first (a Map keeps insertion order; a run moves its statement to the end).
  const statements = new Map<string, Statement>()
  let closing: string[] = []

  async function prepare(text: string): Promise<Statement> {
    const name = `pgl_${++seq}`
    const messages = await pg.execProtocolStream(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false }
    )
    const params = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined
    const row = messages.find((m) => m.name === 'rowDescription') as { fields: Field[] } | undefined
    const st = {
      name,
      params: params?.dataTypeIDs ?? [],
      fields: (row?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }))
    }
    statements.set(text, st)
    if (statements.size > max) {
      const [oldest, old] = statements.entries().next().value as [string, Statement]
      statements.delete(oldest)
      closing.push(old.name)
    }
    return st
  }

  async function run<T>(text: string, params: unknown[], opts: QueryOptions, inTx: boolean): Promise<Results<T>> {
    let st = statements.get(text)
    if (st) {
      statements.delete(text)
      statements.set(text, st)
    } else st = await prepare(text)
    // Read at each run: PGlite may replace its tables (refreshArrayTypes after new types).
    const serializers = pg.serializers as Record<number, Serializer>
    const parsers = pg.parsers as Record<number, Parser>
    const types = st.params
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null
      const s = (opts.serializers as Record<number, Serializer> | undefined)?.[types[i]] ?? serializers[types[i]]
      return s ? s(v) : String(v)
    })
    // Statements pushed out of the cache are closed with the next run (Close of an unknown name is no error).
    const closes = closing.map((name) => serialize.close({ type: 'S', name }))
    closing = []
    const messages = await pg.execProtocolStream(
      concat([...closes, serialize.bind({ statement: st.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false }
    )
    // As PGlite's query: the file system is brought up to date after a statement outside a transaction.
    if (!inTx) await pg.syncToFs()
    const { fields } = st
    const own = opts.parsers as Record<number, Parser> | undefined
    const parse = fields.map((f) => own?.[f.dataTypeID] ?? parsers[f.dataTypeID])
    const rows: unknown[] = []
    let affectedRows = 0
    for (const m of messages as Message[]) {
      if (m.name === 'dataRow') {
        const raw = m.fields as (string | null)[]
        const cells = raw.map((v, i) => (v === null ? null : parse[i] ? parse[i](v, fields[i].dataTypeID) : v))
        rows.push(opts.rowMode === 'array' ? cells : Object.fromEntries(fields.map((f, i) => [f.name, cells[i]])))
      } else if (m.name === 'commandComplete') affectedRows += affectedBy(m.text as string)
    }
    return { rows: rows as T[], fields, affectedRows }
  }

  /** A run; a statement PostgreSQL no longer knows is parsed again once, outside a transaction only. */
  async function runOnce<T>(text: string, params: unknown[], opts: QueryOptions, inTx: boolean) {
    try {
      return await run<T>(text, params, opts, inTx)
    } catch (err) {
      if (!stale(err)) throw err
      statements.delete(text)
      if (inTx) throw err
      return run<T>(text, params, opts, inTx)
    }
  }

  const plain = (opts?: QueryOptions) =>
    !!opts && (opts.blob !== undefined || opts.paramTypes !== undefined || opts.onNotice !== undefined)

  const inside = (tx: Transaction): StatementClient => ({
    query: <T>(text: string, params: unknown[] = [], opts: QueryOptions = {}) => {
      if (plain(opts)) return tx.query<T>(text, params, opts)
      if (tx.closed) throw new Error('Transaction is closed')
      // PGlite's own tx.query takes the query lock only: the transaction lock is the caller's already.
      return pg._runExclusiveQuery(() => runOnce<T>(text, params, opts, true))
    },
    transaction: () => {
      throw new Error('nested transactions go through savepoints')
    }
  })

  return {
    query: <T>(text: string, params: unknown[] = [], opts: QueryOptions = {}) =>
      plain(opts)
        ? pg.query<T>(text, params, opts)
        : // As PGlite's query: after any open transaction, then alone.
          pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => runOnce<T>(text, params, opts, false))),
    transaction: <T>(fn: (tx: StatementClient) => Promise<T>) => pg.transaction((tx) => fn(inside(tx)))
  }
}
