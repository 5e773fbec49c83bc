import crypto from 'node:crypto'
import type { Config } from '../config'
import { createLiveExpress } from './providers/kuaidi100'
import type { ExpressState, ExpressTrace } from '@contract/schemas/express'

import type { ExpressProvider } from './providers/express-types'
import { COMPANIES } from '../lib/express-companies'
export type { ExpressCompany, ExpressProvider } from './providers/express-types'
export { expressCompanyName } from '../lib/express-companies'

declare module '../lib/context' {
  /** This area's port to the outside world (lib/context.ts, Providers). */
  interface Providers {
    express: ExpressProvider
  }
}

const CITIES = ['杭州', '广州', '上海', '北京', '成都', '武汉', '南京', '西安']
const STATE_TEXT: Record<ExpressState, string> = { 0: '运输中', 1: '已揽收', 3: '已签收', 5: '派送中' }

const check = (com: string, body: string) =>
  String(crypto.createHash('sha1').update(`${com}${body}`).digest().readUInt16BE(0) % 1000).padStart(3, '0')

/**
 * Sandbox couriers. The waybill number carries its booking time (unix seconds) and a check code, so the traces
 * are a pure function of the number and the clock: any server, before or after a restart, tells the same story.
 */
export function createSandboxExpress(opts: { stepSeconds?: number } = {}): ExpressProvider {
  const step = opts.stepSeconds ?? 120
  return {
    name: 'sandbox',
    companies: () => COMPANIES.map((c) => ({ ...c })),
    async createWaybill({ orderNo }) {
      const company = COMPANIES[crypto.createHash('md5').update(orderNo).digest()[0] % COMPANIES.length]
      // Booking second plus a random serial: parcels booked in the same second still get distinct numbers.
      const body = `${Math.floor(Date.now() / 1000)}${String(crypto.randomInt(0, 10_000)).padStart(4, '0')}`
      return { com: company.com, express_no: `${company.com}${body}${check(company.com, body)}` }
    },
    async track(com, expressNo, now = new Date(), shippedAt = null) {
      const company = COMPANIES.find((c) => c.com === com)
      const m = /^([A-Z]+)(\d{10})(\d{4})(\d{3})$/.exec(expressNo)
      const own = !!m && m[1] === com && m[4] === check(com, m[2] + m[3])
      // A waybill the operator entered (not booked here) tells its story from the shipping time.
      if (!company || (!own && !shippedAt)) return null
      const start = own && m ? Number(m[2]) : Math.floor((shippedAt as Date).getTime() / 1000)
      const h = crypto.createHash('md5').update(expressNo).digest()
      const from = CITIES[h[0] % CITIES.length]
      const to = CITIES[(h[0] + 1 + (h[1] % (CITIES.length - 1))) % CITIES.length]
      const stages: Array<{ after: number; state: ExpressState; context: string }> = [
        { after: 0, state: 1, context: `【${from}】${company.name}已揽收，快件正在等待发出` },
        { after: 1, state: 0, context: `快件已从【${from}转运中心】发出，下一站【${to}转运中心】` },
        { after: 3, state: 0, context: `快件已到达【${to}转运中心】` },
        { after: 5, state: 5, context: `【${to}】快件正在派送中，派送员：王师傅，电话：95338` },
        { after: 7, state: 3, context: '快件已签收，签收人：本人。感谢使用，期待再次为您服务' }
      ]
      const nowSec = Math.floor(now.getTime() / 1000)
      const reached = stages.filter((s) => start + s.after * step <= nowSec)
      const traces: ExpressTrace[] = reached
        .map((s) => ({ time: start + s.after * step, context: s.context }))
        .reverse()
      const state = reached.length ? reached[reached.length - 1].state : 1
      return { com, com_name: company.name, express_no: expressNo, state, state_text: STATE_TEXT[state], traces }
    }
  }
}

export function createExpressProvider(config: Config): ExpressProvider {
  switch (config.providers.express) {
    case 'sandbox':
      return createSandboxExpress()
    default:
      // Kuaidi100 real-time query, from its own variables: shipping/providers/kuaidi100.ts.
      return createLiveExpress(config)
  }
}
