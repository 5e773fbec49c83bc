import { ConfigError, type Config } from '../config'

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
  outbox?(phone: string): SmsOutboxItem[]
}

const OUTBOX_PER_PHONE = 20
const OUTBOX_PHONES = 10_000

/**
 * The `console` sandbox: prints the code to the server log and keeps a bounded outbox per phone so the dev
 * route and the browser tests can read codes the way a tester reads a real phone.
 */
export function createConsoleSms(log: (line: string) => void = (line) => console.log(line)): SmsProvider {
  const box = new Map<string, SmsOutboxItem[]>()
  return {
    name: 'console',
    async sendCode(phone, code) {
      // A real gateway answers asynchronously; keep callers honest about awaiting it.
      await new Promise((resolve) => setImmediate(resolve))
      log(`[sms:console] ${phone} 验证码 ${code}，5 分钟内有效`)
      const list = box.get(phone) ?? []
      list.unshift({ code, created_at: Math.floor(Date.now() / 1000) })
      list.length = Math.min(list.length, OUTBOX_PER_PHONE)
      box.delete(phone)
      box.set(phone, list)
      // Oldest phones leave first so a long-running dev server does not grow without bound.
      if (box.size > OUTBOX_PHONES) box.delete(box.keys().next().value as string)
    },
    outbox(phone) {
      return [...(box.get(phone) ?? [])]
    }
  }
}

export function createSmsProvider(config: Config): SmsProvider {
  switch (config.providers.sms) {
    case 'console':
      // Tests keep their output clean; the dev server prints codes for whoever is logging in.
      return createConsoleSms(config.env === 'test' ? () => undefined : undefined)
    default:
      throw new ConfigError(`SMS_PROVIDER=${config.providers.sms} is not available in this build (use console)`)
  }
}
