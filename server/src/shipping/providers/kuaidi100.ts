import crypto from 'node:crypto'
import { ConfigError, type Config } from '../../config'
import {
  envValue,
  fetchWithTimeout,
  gatewaySettings,
  GatewayError,
  withRetry,
  type RetryOptions
} from '../../lib/gateway'
import type { ExpressInfo, ExpressState } from '@contract/schemas/express'
import type { ExpressCompany, ExpressProvider } from './express-types'

/**
 * Kuaidi100 real-time query (poll/query.do, docs/providers.md): the form carries `customer`, `param` (JSON) and
 * `sign` = upper-case MD5 of param + key + customer. Answers are kept per waybill for a few minutes: Kuaidi100 bills
 * per query and a parcel's story changes in hours, not seconds.
 */
export interface Kuaidi100Options {
  customer: string
  key: string
  baseUrl?: string
  cacheSeconds: number
  timeoutMs: number
  retry: RetryOptions
}

/** Our courier codes and Kuaidi100's. */
const COMPANIES: Array<ExpressCompany & { k100: string }> = [
  { com: 'SF', name: '顺丰速运', k100: 'shunfeng' },
  { com: 'ZTO', name: '中通快递', k100: 'zhongtong' },
  { com: 'YTO', name: '圆通速递', k100: 'yuantong' },
  { com: 'JD', name: '京东快递', k100: 'jd' },
  { com: 'YD', name: '韵达快递', k100: 'yunda' },
  { com: 'STO', name: '申通快递', k100: 'shentong' },
  { com: 'EMS', name: 'EMS', k100: 'ems' }
]
const STATE_TEXT: Record<ExpressState, string> = { 0: '运输中', 1: '已揽收', 3: '已签收', 5: '派送中' }
/** Kuaidi100's state → ours: 1 collected, 3 signed, 5 out for delivery; anything else is on the way. */
const toState = (s: string): ExpressState => (s === '1' ? 1 : s === '3' ? 3 : s === '5' ? 5 : 0)

export const kuaidi100Sign = (param: string, key: string, customer: string) =>
  crypto
    .createHash('md5')
    .update(param + key + customer)
    .digest('hex')
    .toUpperCase()

export function createKuaidi100(opts: Kuaidi100Options): ExpressProvider {
  const cache = new Map<string, { at: number; info: ExpressInfo | null }>()
  async function query(k100: string, num: string) {
    const param = JSON.stringify({ com: k100, num, resultv2: '0', order: 'desc' })
    const body = new URLSearchParams({
      customer: opts.customer,
      param,
      sign: kuaidi100Sign(param, opts.key, opts.customer)
    })
    return withRetry(async () => {
      const res = await fetchWithTimeout(
        `${opts.baseUrl || 'https://poll.kuaidi100.com'}/poll/query.do`,
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body },
        opts.timeoutMs
      )
      if (res.status >= 500) throw new GatewayError(`kuaidi100: HTTP ${res.status}`, true)
      const r = (await res.json()) as Record<string, unknown>
      // 501 server error, 502 busy: worth another try. 503 bad signature, 601 key expired: the operator's to fix.
      if (r.returnCode === '501' || r.returnCode === '502') throw new GatewayError(`kuaidi100: ${r.message}`, true)
      return r
    }, opts.retry)
  }
  return {
    name: 'kuaidi100',
    companies: () => COMPANIES.map(({ com, name }) => ({ com, name })),
    async createWaybill() {
      // Booking a parcel is the merchant's business with the courier; the real provider only tracks.
      throw new Error('kuaidi100: waybills are booked with the courier, not through the query API')
    },
    async track(com, expressNo) {
      const company = COMPANIES.find((c) => c.com === com)
      if (!company || !/^[A-Za-z0-9]{6,32}$/.test(expressNo)) return null
      const key = `${com}:${expressNo}`
      const hit = cache.get(key)
      if (hit && Date.now() - hit.at < opts.cacheSeconds * 1000) return hit.info
      const r = await query(company.k100, expressNo)
      // returnCode 500: the courier has no record of the number (yet). Anything else is a refusal to report.
      if (r.message !== 'ok' || !Array.isArray(r.data)) {
        if (r.returnCode !== '500') throw new GatewayError(`kuaidi100: ${r.returnCode} ${r.message}`, false)
        cache.set(key, { at: Date.now(), info: null })
        return null
      }
      const traces = (r.data as Array<{ time?: string; context?: string }>)
        .map((d) => ({
          time: Math.floor(Date.parse(`${String(d.time).replace(' ', 'T')}+08:00`) / 1000),
          context: String(d.context ?? '')
        }))
        .filter((d) => Number.isFinite(d.time))
        .sort((a, b) => b.time - a.time)
      const state = toState(String(r.state))
      const info: ExpressInfo = {
        com,
        com_name: company.name,
        express_no: expressNo,
        state,
        state_text: STATE_TEXT[state],
        traces
      }
      cache.set(key, { at: Date.now(), info })
      return info
    }
  }
}

export function createLiveExpress(config: Config, env: NodeJS.ProcessEnv = process.env): ExpressProvider {
  if (config.providers.express !== 'kuaidi100')
    throw new ConfigError(`EXPRESS_PROVIDER=${config.providers.express} is not available (use kuaidi100 or sandbox)`)
  const { retry, timeoutMs } = gatewaySettings(env)
  return createKuaidi100({
    customer: envValue(env, 'KUAIDI100_CUSTOMER'),
    key: envValue(env, 'KUAIDI100_KEY'),
    baseUrl: env.KUAIDI100_BASE_URL || undefined,
    cacheSeconds: Number(env.KUAIDI100_CACHE_SECONDS || 300),
    timeoutMs,
    retry
  })
}
