import { yuan, type NoticeEvent } from '../../lib/notice-events'

/*
 * A subscription message's keyword values, cut to what each platform accepts. WeChat's subscribeMessage.send
 * documents a limit per keyword type, the type being the key's name without its number (thing3 is a thing); a value
 * over its limit is refused with errcode 47003, so every value is made to fit here:
 *   thing ≤ 20 characters; character_string ≤ 32 letters, digits and symbols; number ≤ 32 digits; letter ≤ 32
 *   letters; symbol ≤ 5; amount: one currency sign, ≤ 10 digits, decimals, optionally 元; date / time: a date
 *   (2026年11月28日) or date and time (2026年11月28日 15:01); phrase ≤ 5 Chinese characters; name ≤ 10 characters;
 *   phone_number ≤ 17 digits and signs; car_number ≤ 8.
 * Alipay's template keywords (keyword1 ...) take text; we keep each to 20 characters, the same reading.
 */

const chars = (s: string) => Array.from(s)

/** At most `n` characters; a cut text ends with … (which counts as one). */
export function cut(s: string, n: number): string {
  const c = chars(s.replace(/\s+/g, ' ').trim())
  return c.length <= n ? c.join('') : c.slice(0, n - 1).join('') + '…'
}

/** Beijing wall time, whatever the server's zone: 2026年11月28日 15:01. */
export function beijing(d: Date, withTime = true): string {
  const b = new Date(d.getTime() + 8 * 3600_000)
  const day = `${b.getUTCFullYear()}年${b.getUTCMonth() + 1}月${b.getUTCDate()}日`
  const hm = `${String(b.getUTCHours()).padStart(2, '0')}:${String(b.getUTCMinutes()).padStart(2, '0')}`
  return withTime ? `${day} ${hm}` : day
}

/** One WeChat keyword's value made to fit its type's documented limit. */
export function wechatValue(key: string, value: string): string {
  const type = key.replace(/\d+$/, '')
  switch (type) {
    case 'thing':
      return cut(value, 20) || '-'
    case 'character_string':
      // Letters, digits and symbols only: anything else (Chinese) is dropped, not cut mid-way.
      return (
        chars(value.replace(/[^\x21-\x7e]/g, ''))
          .slice(0, 32)
          .join('') || '-'
      )
    case 'number':
      return value.replace(/[^\d.]/g, '').slice(0, 32) || '0'
    case 'letter':
      return value.replace(/[^A-Za-z]/g, '').slice(0, 32) || 'A'
    case 'symbol':
      return chars(value).slice(0, 5).join('')
    case 'amount': {
      const n = value.replace(/[^\d.]/g, '')
      const [int, dec] = n.split('.')
      return `¥${(int || '0').slice(-10)}${dec ? `.${dec.slice(0, 2)}` : ''}`
    }
    case 'phrase':
      // Chinese characters only, at most five: a phrase is a word, never cut with an ellipsis.
      return (
        chars(value.replace(/[^\u4e00-\u9fa5]/g, ''))
          .slice(0, 5)
          .join('') || '通知'
      )
    case 'name':
      return chars(value).slice(0, 10).join('')
    case 'phone_number':
      return value.replace(/[^\d+\-() ]/g, '').slice(0, 17)
    case 'car_number':
      return chars(value).slice(0, 8).join('')
    default:
      // date, time and unknown types: our own formats already fit.
      return cut(value, 20)
  }
}

/**
 * The event's fields as text: amounts in yuan, `time` the moment of the event in Beijing time, `how` a receipt's
 * way (自动收货 / 确认收货).
 */
export function noticeFields(event: NoticeEvent, data: Record<string, unknown>, at: Date): Record<string, string> {
  const out: Record<string, string> = { time: beijing(at), date: beijing(at, false) }
  for (const [k, v] of Object.entries(data)) out[k] = k === 'amount' && typeof v === 'number' ? yuan(v) : String(v)
  if (event === 'received') out.how = data.auto ? '自动收货' : '确认收货'
  return out
}

/** keyword → value for a template: each keyword's field (`=text` a literal), cut for the platform. */
export function templateData(
  platform: 'wechat' | 'alipay',
  keys: Record<string, string>,
  fields: Record<string, string>
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, field] of Object.entries(keys)) {
    const raw = field.startsWith('=') ? field.slice(1) : (fields[field] ?? '')
    out[key] = platform === 'wechat' ? wechatValue(key, raw) : cut(raw, 20)
  }
  return out
}
