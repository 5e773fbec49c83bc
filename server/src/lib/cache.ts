import type { FastifyReply } from 'fastify'
import { ok } from './reply'

/**
 * Read-through cache of answers every shopper gets alike (catalogue, home, districts), kept serialized so a hit
 * costs no query and no JSON work.
 *
 * Freshness rule: an answer is served at most CACHE_TTL_MS after the read that produced it began (default and
 * ceiling 1000 ms), on every node; a catalogue write through this node (touchCatalogue) drops every answer at
 * once. So a change of stock, price or activity state is seen within one second through any node, and at once
 * through the node that made it. The order path never reads this cache: it re-checks in its transaction.
 *
 * Concurrent misses of one key share one read (a flash sale's crowd costs one query per second, not one per
 * shopper), and an answer past half its life is re-read in the background while it is still served, so a hot key
 * never makes its readers wait. Answers carrying anything personal must not come from here.
 */

const MAX_TTL_MS = 1000
const ttlFromEnv = () => {
  const v = Number(process.env.CACHE_TTL_MS ?? MAX_TTL_MS)
  return Number.isFinite(v) ? Math.min(MAX_TTL_MS, Math.max(0, v)) : MAX_TTL_MS
}

/** Bumped by every catalogue write in this process; an answer read under an older generation is dropped. */
let generation = 0

/** A write changed what shoppers see (stock, price, activities, categories, home): drop every cached answer. */
export function touchCatalogue() {
  generation++
}

/** Writes an answer's envelope as JSON. */
type Serialize = (envelope: unknown) => string

interface Entry<T> {
  data: T
  json: string
  /** When the read that produced it began. */
  at: number
  generation: number
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry<unknown>>()
  private readonly loading = new Map<string, { generation: number; promise: Promise<Entry<unknown>> }>()

  constructor(
    readonly ttlMs = ttlFromEnv(),
    private readonly maxEntries = 2000
  ) {}

  /**
   * The answer's data (shared: never mutate it) and its serialized envelope. `serialize` writes the envelope: pass
   * viaSchema(reply) so the cached JSON is what the route's response schema (the contract) sends.
   */
  async get<T>(
    key: string,
    load: () => Promise<T>,
    serialize: Serialize = JSON.stringify
  ): Promise<{ data: T; json: string }> {
    const now = Date.now()
    const hit = this.entries.get(key) as Entry<T> | undefined
    if (hit && hit.generation === generation && now - hit.at < this.ttlMs) {
      if (now - hit.at > this.ttlMs / 2) this.load(key, load, serialize).catch(() => {})
      return hit
    }
    return this.load(key, load, serialize)
  }

  private load<T>(key: string, load: () => Promise<T>, serialize: Serialize): Promise<Entry<T>> {
    const pending = this.loading.get(key)
    if (pending && pending.generation === generation) return pending.promise as Promise<Entry<T>>
    const gen = generation
    const at = Date.now()
    const promise = load().then(
      (data) => {
        const entry: Entry<T> = { data, json: serialize(ok(data)), at, generation: gen }
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key)
        if (gen === generation && this.ttlMs > 0) this.store(key, entry)
        return entry
      },
      (err) => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key)
        throw err
      }
    )
    this.loading.set(key, { generation: gen, promise })
    return promise
  }

  private store(key: string, entry: Entry<unknown>) {
    this.entries.delete(key)
    this.entries.set(key, entry)
    // Oldest first out: an endless stream of new search words cannot grow the process.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
  }

  clear() {
    this.entries.clear()
    this.loading.clear()
  }
}

/** Sends a serialized envelope as the JSON answer (what Fastify would have sent for the object). */
export const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json)

/**
 * The route's own serializer for get(): its response schema (the contract) writes the cached envelope, as Fastify
 * would have written the object. A JSON route's serializer answers a string.
 */
export const viaSchema =
  (reply: FastifyReply): Serialize =>
  (envelope) =>
    reply.serialize(envelope) as string

/** A cache key for one route and its validated body. */
export const cacheKey = (route: string, body: unknown) => `${route} ${JSON.stringify(body ?? {})}`
