/**
 * Preloaded into the bench's server process (node --require): counts every statement the process sends to its
 * database, PGlite or PostgreSQL, without the server knowing; a transaction counts its BEGIN and COMMIT too. On
 * 127.0.0.1:$BENCH_STATS_PORT it answers
 *   GET  /          {"queries": n}: the bench divides a run's statements by its requests;
 *   POST /capture   start recording statements (text and parameters);  GET /captured: stop, answer them;
 *   POST /explain   {sql, params}: EXPLAIN ANALYZE of one recorded statement on the server's own connection.
 * Not part of the server: only scripts/bench-server.ts loads it.
 */
const http = require('node:http')
const { isMainThread } = require('node:worker_threads')

let queries = 0
let captured = null
/** The last database handle seen, and its uncounted query method: what /explain runs on. */
let handle = null

function record(self, original, args) {
  queries++
  handle = { self, original }
  if (!captured) return
  const [first, second] = args
  const text = typeof first === 'string' ? first : first && first.text
  // pg takes (text, values) or ({ name, text, values }) or, for drizzle's prepared statements, ({ name, text }, values).
  const params = typeof first === 'string' ? second : (first && first.values) || second
  if (typeof text === 'string') captured.push({ sql: text, params: params || [] })
}

function countMethods(target, names) {
  for (const name of names) {
    const original = target[name]
    if (typeof original !== 'function' || original.__counted) continue
    const counted = function (...args) {
      record(this, original, args)
      return original.apply(this, args)
    }
    counted.__counted = true
    target[name] = counted
  }
}

/** The frontend messages in one protocol call: Parse (a statement's name and text) and Bind (its name and values). */
function* frontendMessages(buf) {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength)
  const text = new TextDecoder()
  for (let at = 0; at + 5 <= buf.length; at += 1 + view.getInt32(at + 1)) {
    const type = String.fromCharCode(buf[at])
    if (type !== 'P' && type !== 'B') continue
    let p = at + 5
    const cstring = () => {
      const end = buf.indexOf(0, p)
      const s = text.decode(buf.subarray(p, end))
      p = end + 1
      return s
    }
    if (type === 'P') {
      const name = cstring()
      yield { type, name, text: cstring() }
      continue
    }
    cstring() // the portal
    const statement = cstring()
    p += 2 + 2 * view.getInt16(p)
    const values = []
    const n = view.getInt16(p)
    p += 2
    for (let i = 0; i < n; i++) {
      const len = view.getInt32(p)
      p += 4
      values.push(len < 0 ? null : text.decode(buf.subarray(p, p + len)))
      if (len > 0) p += len
    }
    yield { type, statement, values }
  }
}

function countPglite(mod) {
  const proto = mod && mod.PGlite && mod.PGlite.prototype
  if (!proto || proto.__counted) return
  proto.__counted = true
  const plainQuery = proto.query
  countMethods(proto, ['query', 'exec'])
  // The server's statement cache (server/src/db/pglite-statements.ts) runs named statements through
  // execProtocolStream, past query: each Bind of a named statement is one statement (PGlite's own query binds the
  // unnamed one, counted above); its text comes from the Parse that named it.
  const names = new Map()
  const stream = proto.execProtocolStream
  proto.execProtocolStream = function (message, ...rest) {
    for (const m of frontendMessages(message)) {
      if (m.type === 'P' && m.name) names.set(m.name, m.text)
      else if (m.type === 'B' && m.statement) record(this, plainQuery, [names.get(m.statement) || '', m.values])
    }
    return stream.call(this, message, ...rest)
  }
  const transaction = proto.transaction
  proto.transaction = function (callback) {
    queries += 2
    return transaction.call(this, (tx) => {
      countMethods(tx, ['query', 'exec'])
      return callback(tx)
    })
  }
}

// The server loads PGlite's ESM build (a dynamic import); loading its CommonJS build as well hangs the second
// instance, so only the module the server will share is patched.
// Preloads also run in the thread of tsx's module hooks: count and serve from the main thread only.
if (isMainThread) {
  import('@electric-sql/pglite').then(countPglite, () => {})
  countMethods(require('pg').Client.prototype, ['query'])
}

async function explain({ sql, params }) {
  if (!handle) throw new Error('no statement seen yet')
  if (!/^\s*(select|with)\b/i.test(sql)) throw new Error('only reads are explained')
  const res = await handle.original.call(handle.self, `explain analyze ${sql}`, params)
  return res.rows.map((r) => r['QUERY PLAN']).join('\n')
}

const port = Number(process.env.BENCH_STATS_PORT)
if (port && isMainThread) {
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', async () => {
      res.setHeader('content-type', 'application/json')
      // One request per connection: a kept-alive socket closing under the next request fails it.
      res.setHeader('connection', 'close')
      try {
        if (req.url === '/capture') captured = []
        if (req.url === '/captured') {
          res.end(JSON.stringify(captured || []))
          captured = null
          return
        }
        if (req.url === '/explain') return res.end(JSON.stringify({ plan: await explain(JSON.parse(body)) }))
        res.end(JSON.stringify({ queries }))
      } catch (err) {
        res.statusCode = 500
        res.end(JSON.stringify({ error: String((err && err.message) || err) }))
      }
    })
  })
  server.listen(port, '127.0.0.1')
  server.unref()
}
