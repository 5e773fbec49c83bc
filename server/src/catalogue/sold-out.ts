import { eq, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../db/client'
import { goodsActivities, orders } from '../db/schema'
import { AppError, ERRNO } from '../errors'
import type { SoldOutGate } from '../lib/context'

/** The gate's interface is declared where the context holds it (lib/context.ts), below every area. */
export type { SoldOutGate }

/*
 * The sold-out gate of flash sales (docs/decisions/0026-flash-sale-sold-out-gate.md).
 *
 * When a flash sale's units are gone, every later 立即抢购 must be told so at once, without a database round trip:
 * each node remembers the activities it has seen sold out, with the confirm tokens that did win an order (a winner
 * retrying its own token still gets its order). The memory is dropped
 * - at once on every node when stock comes back: releaseActivityStock and console edits NOTIFY on
 *   ACTIVITY_STOCK_CHANNEL inside their transaction, so the message arrives when that commits, and each node
 *   LISTENs on it (PostgreSQL and PGlite alike);
 * - and in any case after REVALIDATE_MS: the first refusal after that re-reads the stock in the background (one
 *   query per node per second), so a lost notification (a dropped LISTEN connection) costs at most a second,
 *   the catalogue cache's own freshness rule (lib/cache.ts).
 */

export const ACTIVITY_STOCK_CHANNEL = 'mall_activity_stock'
const REVALIDATE_MS = 1000

/**
 * One refusal shared by every sold-out answer: building an Error (its stack trace) was the largest cost of the
 * answer the crowd gets after a sale (bench:server's CPU profile); nothing mutates a thrown AppError.
 */
const SOLD_OUT = Object.freeze(new AppError(ERRNO.ACTIVITY_STATE, '活动商品已抢光'))
export const soldOut = () => SOLD_OUT
/** Every unit this node knows of is being bought by attempts still in flight (admit, below). */
const ALL_TAKEN = Object.freeze(new AppError(ERRNO.ACTIVITY_STATE, '活动太火爆了，请稍后再试'))
export const allTaken = () => ALL_TAKEN

/** Inside the transaction that gives an activity units back: every node's gate forgets it when that commits. */
export async function announceStockReturned(tx: DbOrTx, activityId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${ACTIVITY_STOCK_CHANNEL}, ${String(activityId)})`)
}

interface Known {
  checkedAt: number
  winners: Set<string>
  checking: boolean
}

interface InHand {
  /** Units left when this node last took one; null: not known (no take seen since the start or since stock returned). */
  units: number | null
  /** When `units` was seen: it counts for REVALIDATE_MS, as a sold-out mark does, in case a NOTIFY was lost. */
  seenAt: number
  inflight: number
  winners: Set<string>
}

export function createSoldOutGate(database: Pick<Database, 'db' | 'listen'>, now = Date.now): SoldOutGate {
  const known = new Map<number, Known>()
  const hands = new Map<number, InHand>()
  /** Bumped per activity by each notification: a check that began before it must not re-mark stale stock. */
  const epochs = new Map<number, number>()
  /** Checks under way, one per activity: a caller that must wait for the answer waits for the one running. */
  const loading = new Map<number, { db: DbOrTx; done: Promise<void> }>()
  let unlisten: (() => Promise<void>) | undefined
  const listening = database
    .listen?.(ACTIVITY_STOCK_CHANNEL, (payload) => {
      const id = Number(payload)
      epochs.set(id, (epochs.get(id) ?? 0) + 1)
      known.delete(id)
      const h = hands.get(id)
      if (h) h.units = null
    })
    .then((u) => (unlisten = u))
    // Without the listener the gate still holds its rule: every mark expires after REVALIDATE_MS.
    .catch(() => undefined)

  /**
   * One check per activity at a time. Waiting for one running on another handle could deadlock (a refused
   * transaction on PGlite's one connection waiting for a check queued behind it), so that caller does not wait.
   */
  function check(db: DbOrTx, activityId: number): Promise<void> {
    const running = loading.get(activityId)
    if (running) return running.db === db ? running.done : Promise.resolve()
    const done = read(db, activityId).finally(() => loading.delete(activityId))
    loading.set(activityId, { db, done })
    return done
  }

  async function read(db: DbOrTx, activityId: number) {
    const epoch = epochs.get(activityId) ?? 0
    try {
      const [a] = await db
        .select({ stock: goodsActivities.stock })
        .from(goodsActivities)
        .where(eq(goodsActivities.id, activityId))
      if (!a || a.stock === null || a.stock > 0) {
        known.delete(activityId)
        return
      }
      const won = await db.select({ token: orders.confirmToken }).from(orders).where(eq(orders.activityId, activityId))
      if ((epochs.get(activityId) ?? 0) !== epoch) return
      known.set(activityId, {
        checkedAt: now(),
        winners: new Set(won.map((w) => w.token).filter((t): t is string => !!t)),
        checking: false
      })
    } catch {
      known.delete(activityId)
    }
  }

  return {
    refuses(activityId, confirmToken) {
      const k = known.get(activityId)
      if (!k || k.winners.has(confirmToken)) return false
      if (!k.checking && now() - k.checkedAt > REVALIDATE_MS) {
        k.checking = true
        void check(database.db, activityId)
      }
      return true
    },
    async learn(activityId, within) {
      if (known.has(activityId)) return
      // Callers in the background do not await it; one that must answer from it (admit's 'none-left') does.
      await check(within ?? database.db, activityId)
    },
    admit(activityId, confirmToken) {
      let h = hands.get(activityId)
      if (!h) hands.set(activityId, (h = { units: null, seenAt: 0, inflight: 0, winners: new Set() }))
      if (h.units !== null && now() - h.seenAt > REVALIDATE_MS) h.units = null
      if (h.units !== null && h.inflight >= h.units && !h.winners.has(confirmToken))
        return h.units === 0 ? 'none-left' : 'in-flight'
      h.inflight++
      return 'ok'
    },
    settle(activityId, outcome) {
      const h = hands.get(activityId)
      if (!h) return
      h.inflight = Math.max(0, h.inflight - 1)
      if (outcome.left !== undefined) {
        h.units = outcome.left
        h.seenAt = now()
        // The last unit just sold here: the gate marks the sale now, before any attempt is refused for it.
        if (outcome.left === 0) void check(database.db, activityId)
      }
      if (outcome.winner) h.winners.add(outcome.winner)
      // Nothing in flight and nothing known: nothing to keep.
      if (!h.inflight && h.units === null && !h.winners.size) hands.delete(activityId)
    },
    inHand(activityId) {
      const h = hands.get(activityId)
      return h && { units: h.units, inflight: h.inflight }
    },
    size: () => known.size,
    async close() {
      await listening
      await unlisten?.().catch(() => undefined)
    }
  }
}
