import { isDeepStrictEqual } from 'node:util'
import type { FastifyInstance } from 'fastify'

export interface Mismatch {
  route: string
  expected: unknown
  actual: unknown
}

/** What the server logs (at error) for each mismatch when SERIALIZATION_CHECK=1; the browser journeys look for it. */
export const SERIALIZATION_MISMATCH = 'response schema changed an answer'

/**
 * Every answer a route's response schema serializes is compared with what the handler returned: the schema must
 * neither drop a field (fast-json-stringify drops what it does not name) nor change a value. In preSerialization the
 * handler's object goes through JSON.stringify and through the route's own serializer (reply.serialize: its response
 * schema for the status), so hooks that rewrite the sent text later (lib/image-urls.ts makes image addresses
 * relative for H5) are not mistaken for the schema. Answers sent as strings (HTML pages) do not pass the schema and
 * are not compared; the cached catalogue reads are written by it (lib/cache.ts viaSchema, tests/server/cached-answers).
 * The server tests (tests/server/helpers.ts) and, with SERIALIZATION_CHECK=1 outside production, the browser and
 * mini-program journeys' server run it (docs/architecture.md, "The contract").
 */
export function checkSerialization(app: FastifyInstance, onMismatch?: (m: Mismatch) => void): Mismatch[] {
  const mismatches: Mismatch[] = []
  app.addHook('preSerialization', async (req, reply, payload) => {
    const want = JSON.parse(JSON.stringify(payload))
    const got = JSON.parse(String(reply.serialize(payload)))
    if (!isDeepStrictEqual(got, want)) {
      const m = { route: `${req.method} ${req.routeOptions.url}`, expected: want, actual: got }
      mismatches.push(m)
      onMismatch?.(m)
    }
    return payload
  })
  return mismatches
}

/** The first difference between two JSON values, as a path, for a readable failure. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (isDeepStrictEqual(a, b)) return null
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`)
      if (d) return d
    }
  }
  return `${path}: handler ${JSON.stringify(a)?.slice(0, 200)} / sent ${JSON.stringify(b)?.slice(0, 200)}`
}
