import { Api, addAddress, districtChain, login } from './fixtures'
import { FLASH_CREATE, FLASH_SOLD_OUT, type EndpointResult, type LoadResult } from './report'

/**
 * The flash-sale part of npm run bench:server (issue 21's goals): a crowd of buyers, each holding two confirmed
 * orders of one unit (a limit of one per buyer), presses 提交订单 together; then late buyers keep pressing after the
 * units are gone, which measures the sold-out answer. The invariants are read back from the server (dev route).
 */

type Req = { path: string; body: unknown; token: string }
type Load = (requests: Req[], connections: number, extra: { seconds?: number; amount?: number }) => Omit<LoadResult, 'queries'>

export interface FlashPlan {
  units: number
  buyers: number
  attempts: number
  connections: number
  /** Buyers who confirmed in time but press only after the units are gone. */
  late: number
  seconds: number
}

/** Issue 21's numbers: PostgreSQL 2,000 buyers on 200 units; PGlite 600 on 200; both at 64 connections. */
export function flashPlan(engine: 'pglite' | 'postgres', seconds: number): FlashPlan {
  const env = (k: string, d: number) => Number(process.env[`BENCH_FLASH_${k}`]) || d
  return {
    units: env('UNITS', 200),
    buyers: env('BUYERS', engine === 'postgres' ? 2000 : 600),
    attempts: env('ATTEMPTS', 2),
    connections: env('CONNECTIONS', 64),
    late: env('LATE', 100),
    seconds
  }
}

async function confirmed(api: Api, skuId: number, activityId: number, buyers: number, attempts: number) {
  const chain = await districtChain(api)
  const requests: Req[] = []
  const one = async () => {
    const token = await login(api)
    const addrId = await addAddress(api, token, chain)
    for (let i = 0; i < attempts; i++) {
      const body = { items: [{ sku_id: skuId, qty: 1 }], activity_id: activityId, addr_id: addrId }
      const { confirm_token } = await api.post<{ confirm_token: string }>('/api/v1/order/confirm', body, token)
      requests.push({ path: '/api/v1/order/create', body: { ...body, confirm_token }, token })
    }
  }
  for (let done = 0; done < buyers; done += 16) await Promise.all(Array.from({ length: Math.min(16, buyers - done) }, one))
  return requests
}

/** CPU per attempt and per unit sold: unlike req/s and p95 it does not move with the machine's other load. */
/** How long the units took to sell and what winners and the refused waited: where the p95 comes from. */
function sellNote(run: Omit<LoadResult, 'queries'>) {
  const by = run.byErrno ?? {}
  const ms = (v: number) => `${Math.round(v)} ms`
  const part = (k: string, label: string) => (by[k] ? `${label} p50 ${ms(by[k].p50)}, p95 ${ms(by[k].p95)}` : '')
  return (
    `The last unit sold ${run.lastSuccessMs ?? '?'} ms after the first press; ` +
    [part('1', 'winners'), part('2104', 'sold-out answers'), part('2103', 'over-limit answers')]
      .filter(Boolean)
      .join('; ') +
    '.'
  )
}

type Cpu = { server: number; database: number | null }
function cpuNote(
  c0: Cpu,
  c1: Cpu,
  attempts: number,
  sold: number
) {
  const server = c1.server - c0.server
  const db = c0.database === null || c1.database === null ? null : c1.database - c0.database
  const per = (ms: number, n: number) => `${(ms / Math.max(1, n)).toFixed(2)} ms`
  return (
    `CPU during the crowd: server ${per(server, attempts)} per attempt` +
    (db === null ? ' (the database runs inside it)' : `, PostgreSQL ${per(db, attempts)}`) +
    `; ${per(server + (db ?? 0), sold)} per unit sold, sold-out answers included.`
  )
}

interface Stats {
  orders: number
  buyers: number
  max_per_buyer: number
  stock: number | null
  sold: number
  sku_stock: number
}

export async function flashSale(
  api: Api,
  skuId: number,
  plan: FlashPlan,
  load: Load,
  queries: () => Promise<number>,
  /** CPU ms so far of the server process and (null on PGlite, which runs inside the server) the database. */
  cpu: () => Cpu
): Promise<EndpointResult[]> {
  const sku0 = await api.post<{ sku: { stock: number } }>('/api/v1/goods/info', { sku_id: skuId })
  const sale = await api.post<{ activity_id: number }>('/api/dev/flash-sale', {
    sku_id: skuId,
    stock: plan.units,
    limit_per_user: 1
  })
  const crowd = await confirmed(api, skuId, sale.activity_id, plan.buyers, plan.attempts)
  const late = await confirmed(api, skuId, sale.activity_id, plan.late, 1)
  // Interleave buyers, as a crowd arrives.
  crowd.sort(() => Math.random() - 0.5)
  const q0 = await queries()
  const c0 = cpu()
  const run = load(crowd, plan.connections, { amount: crowd.length })
  const c1 = cpu()
  const q1 = await queries()
  const after = load(late, plan.connections, { seconds: plan.seconds })
  const q2 = await queries()
  // An older checkout measured as "before" has no stats route: its activity's own numbers stand in.
  const stats = await api.call<Stats>('/api/dev/flash-sale/stats', { activity_id: sale.activity_id })
  const info = await api.post<{ stock: number; sold: number }>('/api/v1/activity/info', {
    sku_id: skuId,
    activity_id: sale.activity_id
  })
  const s: Stats =
    stats.errno === 1
      ? stats.data
      : { orders: run.errnos['1'] ?? 0, buyers: NaN, max_per_buyer: NaN, stock: info.stock, sold: info.sold, sku_stock: NaN }
  const soldOutCodes = (r: { errnos: Record<string, number> }) => (r.errnos['2102'] ?? 0) + (r.errnos['2104'] ?? 0)
  const refused = Object.entries(run.errnos).filter(([k]) => k !== '1')
  const held = s.orders === plan.units && s.stock === 0 && s.sold === plan.units && s.max_per_buyer <= 1
  const skuBefore = Math.max(sku0.sku.stock, plan.units)
  return [
    {
      name: FLASH_CREATE,
      path: '/api/v1/order/create',
      group: 'write',
      coldQueries: null,
      // Sold out is the right answer for everyone after the first `units` orders, not an error.
      runs: [{ ...run, errors: run.errors - soldOutCodes(run) - (run.errnos['2103'] ?? 0), queries: (q1 - q0) / run.requests }],
      note:
        `${crowd.length} confirmed orders (${plan.attempts} per buyer, limit 1 per buyer) from ${plan.buyers} buyers for ` +
        `${plan.units} units at ${plan.connections} connections: ${s.orders} orders by ${s.buyers} buyers, most per buyer ` +
        `${s.max_per_buyer}; the activity then shows stock ${s.stock}, sold ${s.sold}; the SKU ${skuBefore} → ${s.sku_stock}; ` +
        `invariants ${held ? 'held' : 'BROKEN'}; answers by errno: ${Object.entries(run.errnos)
          .map(([k, n]) => `${k} × ${n}`)
          .join(', ')}${refused.length ? '' : ' (no refusals?)'}. ${sellNote(run)} ${cpuNote(c0, c1, run.requests, s.orders)}`
    },
    {
      name: FLASH_SOLD_OUT,
      path: '/api/v1/order/create',
      group: 'write',
      coldQueries: null,
      runs: [{ ...after, errors: after.errors - soldOutCodes(after), queries: (q2 - q1) / Math.max(1, after.requests) }],
      note:
        `${plan.late} late buyers with confirmed orders pressing for ${plan.seconds} s after the units were gone: ` +
        `${soldOutCodes(after)} of ${after.requests} answered sold out (${Object.entries(after.errnos)
          .map(([k, n]) => `${k} × ${n}`)
          .join(', ')}).`
    }
  ]
}
