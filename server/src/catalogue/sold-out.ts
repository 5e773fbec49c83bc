import { eq, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '../db/client'
import { goodsActivities, orders } from '../db/schema'
import { AppError, ERRNO } from '../errors'

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

/** Inside the transaction that gives an activity units back: every node's gate forgets it when that commits. */
export async function announceStockReturned(tx: DbOrTx, activityId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${ACTIVITY_STOCK_CHANNEL}, ${String(activityId)})`)
}

export interface SoldOutGate {
  /** True when this node knows the activity is sold out and the token has no order: refuse without the database. */
  refuses(activityId: number, confirmToken: string): boolean
  /**
   * An attempt on the activity was refused for stock: check it and remember it when its stock is 0. With `within`
   * (the refused transaction, before its rollback) the check runs there and is awaited: on PGlite's one connection a
   * check queued behind the crowd's transactions would come too late to spare them.
   */
  learn(activityId: number, within?: DbOrTx): Promise<void>
  /** How many activities this node holds as sold out (tests, metrics). */
  size(): number
  close(): Promise<void>
}

interface Known {
  checkedAt: number
  winners: Set<string>
  checking: boolean
}

export function createSoldOutGate(database: Pick<Database, 'db' | 'listen'>, now = Date.now): SoldOutGate {
  const known = new Map<number, Known>()
  /** Bumped per activity by each notification: a check that began before it must not re-mark stale stock. */
  const epochs = new Map<number, number>()
  const loading = new Set<number>()
  let unlisten: (() => Promise<void>) | undefined
  const listening = database
    .listen?.(ACTIVITY_STOCK_CHANNEL, (payload) => {
      const id = Number(payload)
      epochs.set(id, (epochs.get(id) ?? 0) + 1)
      known.delete(id)
    })
    .then((u) => (unlisten = u))
    // Without the listener the gate still holds its rule: every mark expires after REVALIDATE_MS.
    .catch(() => undefined)

  async function check(db: DbOrTx, activityId: number) {
    if (loading.has(activityId)) return
    loading.add(activityId)
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
    } finally {
      loading.delete(activityId)
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
      if (within) await check(within, activityId)
      else void check(database.db, activityId)
    },
    size: () => known.size,
    async close() {
      await listening
      await unlisten?.().catch(() => undefined)
    }
  }
}
