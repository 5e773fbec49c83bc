import type { Config } from '../config'
import { createLiveSms } from './providers'
import { memoryStore, type SandboxStore } from '../lib/sandbox-store'

import type { SmsOutboxItem, SmsProvider } from './providers/sms-types'
export { SmsSendError } from './providers/sms-types'
export type { SmsOutboxItem, SmsProvider } from './providers/sms-types'

declare module '../lib/context' {
  /** This area's port to the outside world (lib/context.ts, Providers). */
  interface Providers {
    sms: SmsProvider
  }
}

const OUTBOX_PER_PHONE = 20

/**
 * The `console` sandbox: prints the code to the server log and keeps the last codes per phone in `store` (the
 * database in the app, so any API node shows a code another sent) for the dev route and the browser tests to read
 * the way a tester reads a real phone.
 */
export function createConsoleSms(
  log: (line: string) => void = (line) => console.log(line),
  store: SandboxStore = memoryStore()
): SmsProvider {
  return {
    name: 'console',
    async sendCode(phone, code) {
      // A real gateway answers asynchronously; keep callers honest about awaiting it.
      await new Promise((resolve) => setImmediate(resolve))
      log(`[sms:console] ${phone} 验证码 ${code}，5 分钟内有效`)
      const list = (await store.get<SmsOutboxItem[]>('sms.outbox', phone)) ?? []
      list.unshift({ code, created_at: Math.floor(Date.now() / 1000) })
      await store.put('sms.outbox', phone, list.slice(0, OUTBOX_PER_PHONE))
    },
    async outbox(phone) {
      return (await store.get<SmsOutboxItem[]>('sms.outbox', phone)) ?? []
    },
    async sendNotice(phone, template, params) {
      await new Promise((resolve) => setImmediate(resolve))
      log(`[sms:console] ${phone} 模板 ${template} ${params.map(([k, v]) => `${k}=${v}`).join(' ')}`)
      type Sent = { template: string; params: Record<string, string>; created_at: number }
      const list = (await store.get<Sent[]>('sms.notices', phone)) ?? []
      list.unshift({ template, params: Object.fromEntries(params), created_at: Math.floor(Date.now() / 1000) })
      await store.put('sms.notices', phone, list.slice(0, OUTBOX_PER_PHONE))
    },
    async notices(phone) {
      return (await store.get<never[]>('sms.notices', phone)) ?? []
    }
  }
}

export function createSmsProvider(config: Config, store?: SandboxStore): SmsProvider {
  switch (config.providers.sms) {
    case 'console':
      // Tests keep their output clean; the dev server prints codes for whoever is logging in.
      return createConsoleSms(config.env === 'test' ? () => undefined : undefined, store)
    default:
      // The real gateways (aliyun, tencent), each from its own variables: sms/providers/index.ts.
      return createLiveSms(config)
  }
}
