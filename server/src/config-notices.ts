import { NOTICE_EVENTS, type NoticeEventName as NoticeEvent } from '@contract/notice'

/*
 * The notice templates (docs/configuration.md, Notices; docs/operations.md lists what to register on each platform).
 * A subscription template's keywords are numbered by the platform when the template is taken from its library, so
 * each event names its template id and, optionally, which of our fields fills which keyword; the defaults below
 * are the keyword layouts docs/operations.md tells operators to pick.
 */

export class NoticeConfigError extends Error {}

/** One subscription template: its id and keyword → field (a field of the event, `time`, or `=literal`). */
export interface NoticeTemplate {
  id: string
  keys: Record<string, string>
}

export interface NoticeSettings {
  wechat: Partial<Record<NoticeEvent, NoticeTemplate>>
  alipay: Partial<Record<NoticeEvent, NoticeTemplate>>
  /**
   * Approved SMS templates per event and their parameters in order: withdraw_paid (money leaving the account) always
   * goes by SMS when its template is set; other events only when the caller asks (a reminder's SMS tick).
   */
  sms: Partial<Record<NoticeEvent, { templateId: string; params: string[] }>>
  /** Seconds a sender holds a notice; a sender killed mid-send leaves it to be picked up after this. */
  leaseSeconds: number
  /** Tries before a notice is given up (backoff doubles from backoffSeconds up to one hour). */
  maxAttempts: number
  backoffSeconds: number
}

/** WeChat's keyword layout per event: the key's type (thing, amount, ...) decides its value's limits. */
export const WECHAT_KEYS: Record<NoticeEvent, Record<string, string>> = {
  paid: { character_string1: 'order_sn', amount2: 'amount', thing3: 'goods', time4: 'time' },
  shipped: { character_string1: 'order_sn', thing2: 'goods', thing3: 'courier', character_string4: 'waybill' },
  received: { character_string1: 'order_sn', thing2: 'goods', phrase3: 'how', time4: 'time' },
  refund_approved: { character_string1: 'order_sn', amount2: 'amount', phrase3: '=已同意' },
  refunded: { character_string1: 'order_sn', amount2: 'amount', thing3: 'to' },
  return_approved: { character_string1: 'order_sn', thing2: 'goods', thing3: 'address' },
  withdraw_paid: { amount1: 'amount', thing2: 'account', time3: 'time' },
  withdraw_failed: { amount1: 'amount', thing2: 'reason', time3: 'time' },
  cashback_settled: { character_string1: 'order_sn', amount2: 'amount', time3: 'time' },
  group_formed: { character_string1: 'order_sn', thing2: 'goods', phrase3: '=拼团成功' },
  group_failed: { character_string1: 'order_sn', thing2: 'goods', thing3: 'reason' },
  invoice_issued: { character_string1: 'order_sn', thing2: 'title', time3: 'time' },
  coupon_issued: { thing1: 'name', thing2: 'value', thing3: 'expires' },
  restock: { thing1: 'goods', thing2: '=您关注的商品已到货' },
  sale_start: { thing1: 'goods', amount2: 'price', time3: 'start' }
}

/** Alipay's templates number their keywords keyword1, keyword2 ...: the same fields in the same order. */
export const ALIPAY_KEYS = Object.fromEntries(
  Object.entries(WECHAT_KEYS).map(([e, keys]) => [
    e,
    Object.fromEntries(Object.values(keys).map((field, i) => [`keyword${i + 1}`, field]))
  ])
) as Record<NoticeEvent, Record<string, string>>

function templates(name: string, text: string | undefined, defaults: Record<NoticeEvent, Record<string, string>>) {
  if (!text) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new NoticeConfigError(`${name} must be JSON: {"shipped": "<template id>", ...}`)
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new NoticeConfigError(`${name} must be a JSON object of event → template id`)
  const out: Partial<Record<NoticeEvent, NoticeTemplate>> = {}
  for (const [event, v] of Object.entries(parsed as Record<string, unknown>)) {
    if (!(NOTICE_EVENTS as readonly string[]).includes(event))
      throw new NoticeConfigError(`${name}: ${event} is not an event (${NOTICE_EVENTS.join(', ')})`)
    const e = event as NoticeEvent
    const id = typeof v === 'string' ? v : (v as { id?: unknown })?.id
    const keys = typeof v === 'string' ? defaults[e] : (v as { keys?: unknown })?.keys
    if (typeof id !== 'string' || !/^[\w=+/-]{1,64}$/.test(id))
      throw new NoticeConfigError(`${name}.${event}: a template id (letters, digits, - _ = + /, up to 64)`)
    if (!keys || typeof keys !== 'object' || !Object.values(keys).every((f) => typeof f === 'string'))
      throw new NoticeConfigError(`${name}.${event}.keys: an object of keyword → field`)
    out[e] = { id, keys: keys as Record<string, string> }
  }
  return out
}

const whole = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number) => {
  const v = env[name] ? Number(env[name]) : fallback
  if (!Number.isSafeInteger(v) || v < min) throw new NoticeConfigError(`${name} must be a whole number >= ${min}`)
  return v
}

const SMS_ID = /^[\w-]{1,64}$/

/**
 * NOTICE_SMS_TEMPLATES: JSON {"<event>": {"id": "SMS_…", "params": ["amount", "account"]}}; NOTICE_SMS_TEMPLATE (and
 * NOTICE_SMS_PARAMS, default amount,account) is the short form for withdraw_paid.
 */
function smsTemplates(env: NodeJS.ProcessEnv): NoticeSettings['sms'] {
  const out: NoticeSettings['sms'] = {}
  if (env.NOTICE_SMS_TEMPLATES) {
    let parsed: unknown
    try {
      parsed = JSON.parse(env.NOTICE_SMS_TEMPLATES)
    } catch {
      throw new NoticeConfigError(
        'NOTICE_SMS_TEMPLATES must be JSON: {"withdraw_paid": {"id": "SMS_…", "params": [...]}}'
      )
    }
    for (const [event, v] of Object.entries((parsed ?? {}) as Record<string, { id?: unknown; params?: unknown }>)) {
      if (!(NOTICE_EVENTS as readonly string[]).includes(event))
        throw new NoticeConfigError(`NOTICE_SMS_TEMPLATES: ${event} is not an event (${NOTICE_EVENTS.join(', ')})`)
      if (typeof v?.id !== 'string' || !SMS_ID.test(v.id))
        throw new NoticeConfigError(`NOTICE_SMS_TEMPLATES.${event}.id: the approved template code or id`)
      if (!Array.isArray(v.params) || !v.params.every((p) => typeof p === 'string'))
        throw new NoticeConfigError(`NOTICE_SMS_TEMPLATES.${event}.params: the template's fields in order`)
      out[event as NoticeEvent] = { templateId: v.id, params: v.params as string[] }
    }
  }
  const id = env.NOTICE_SMS_TEMPLATE
  if (id) {
    if (!SMS_ID.test(id))
      throw new NoticeConfigError('NOTICE_SMS_TEMPLATE: the approved template code (SMS_123456789) or id (1234567)')
    out.withdraw_paid = {
      templateId: id,
      params: (env.NOTICE_SMS_PARAMS || 'amount,account').split(',').map((s) => s.trim())
    }
  }
  return out
}

export function noticeSettings(env: NodeJS.ProcessEnv): NoticeSettings {
  return {
    wechat: templates('NOTICE_WECHAT_TEMPLATES', env.NOTICE_WECHAT_TEMPLATES, WECHAT_KEYS),
    alipay: templates('NOTICE_ALIPAY_TEMPLATES', env.NOTICE_ALIPAY_TEMPLATES, ALIPAY_KEYS),
    sms: smsTemplates(env),
    leaseSeconds: whole(env, 'NOTICE_LEASE_SECONDS', 120, 10),
    maxAttempts: whole(env, 'NOTICE_MAX_ATTEMPTS', 10, 1),
    backoffSeconds: whole(env, 'NOTICE_BACKOFF_SECONDS', 30, 1)
  }
}
