import http from 'node:http'
import zlib from 'node:zlib'
import crypto from 'node:crypto'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for a Sentry (or GlitchTip) ingest: POST /api/<project>/envelope/ with the DSN's public key in
 * X-Sentry-Auth (or ?sentry_key=), the envelope format Sentry documents (a header line, then per item a header
 * line and its payload), gzip bodies accepted. Answers 200 with the event id, or the status a test queued (429
 * with Retry-After). Nothing reaches the internet.
 */
export interface EnvelopeItem {
  type: string
  payload: Record<string, unknown>
}

export interface FakeIngest {
  dsn: string
  project: string
  items: EnvelopeItem[]
  /** Envelopes refused for a wrong key or project. */
  refused: number
  /** The next answers, e.g. `{ status: 429, headers: { 'retry-after': '60' } }`. */
  queue: Array<{ status: number; headers?: Record<string, string> }>
  close(): Promise<void>
}

/** Splits an envelope into items (payloads that are not JSON, attachments, are kept as their text). */
export function parseEnvelope(text: string): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  const lines = text.split('\n')
  const header = JSON.parse(lines[0]) as Record<string, unknown>
  const items: EnvelopeItem[] = []
  for (let i = 1; i < lines.length; i += 2) {
    if (!lines[i]) continue
    const itemHeader = JSON.parse(lines[i]) as { type: string }
    let payload: Record<string, unknown>
    try {
      payload = JSON.parse(lines[i + 1] ?? '{}')
    } catch {
      payload = { text: lines[i + 1] }
    }
    items.push({ type: itemHeader.type, payload })
  }
  return { header, items }
}

export async function startFakeIngest(project = '42'): Promise<FakeIngest> {
  const publicKey = crypto.randomBytes(16).toString('hex')
  const items: EnvelopeItem[] = []
  const queue: FakeIngest['queue'] = []
  let refused = 0
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const auth = String(req.headers['x-sentry-auth'] ?? '')
      const key = /sentry_key=([a-f0-9]+)/.exec(auth)?.[1] ?? url.searchParams.get('sentry_key')
      if (req.method !== 'POST' || url.pathname !== `/api/${project}/envelope/` || key !== publicKey) {
        refused++
        res.writeHead(403)
        return res.end()
      }
      const next = queue.shift()
      if (next && next.status !== 200) {
        res.writeHead(next.status, next.headers)
        return res.end()
      }
      let body = Buffer.concat(chunks)
      if (req.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body)
      const envelope = parseEnvelope(body.toString('utf8'))
      items.push(...envelope.items)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ id: envelope.header.event_id ?? null }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    dsn: `http://${publicKey}@127.0.0.1:${port}/${project}`,
    project,
    items,
    get refused() {
      return refused
    },
    queue,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
