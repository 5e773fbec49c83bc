import { ConfigError, type Config } from '../config'
import { memoryStore, type SandboxStore } from '../providers/sandbox-store'

/** A gateway refusal (quota, blacklisted number, outage): the caller turns it into SMS_SEND_FAILED. */
export class SmsSendError extends Error {}

export interface SmsOutboxItem {
  code: string
  created_at: number
}

/** Sends verification codes. Real gateways (Aliyun, Tencent Cloud) plug in behind the same interface. */
export interface SmsProvider {
  readonly name: string
  /** Resolves once the gateway accepted the message; rejects with SmsSendError when it refused. */
  sendCode(phone: string, code: string): Promise<void>
  /** Sandbox only: what was sent to a phone, newest first (the gateway's own log, not our database). */
  outbox?(phone: string): Promise<SmsOutboxItem[]>
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
    }
  }
}

export function createSmsProvider(config: Config, store?: SandboxStore): SmsProvider {
  switch (config.providers.sms) {
    case 'console':
      // Tests keep their output clean; the dev server prints codes for whoever is logging in.
      return createConsoleSms(config.env === 'test' ? () => undefined : undefined, store)
    default:
      throw new ConfigError(`SMS_PROVIDER=${config.providers.sms} is not available in this build (use console)`)
  }
}
