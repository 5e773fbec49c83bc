import dayjs from 'dayjs'

export const DEFAULT_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'

type TimeInput = number | string | Date | null | undefined

/** Ten-digit numbers are unix seconds (spec section 5); longer ones are milliseconds. */
function toDate(value: TimeInput): Date | null {
  if (value === null || value === undefined || value === '') return null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const n = Number(value)
    if (!Number.isFinite(n)) return null
    return new Date(String(Math.trunc(n)).length === 10 ? n * 1000 : n)
  }
  const d = dayjs(value)
  return d.isValid() ? d.toDate() : null
}

/** Formats a time; empty string for a missing or unreadable value so a page never shows "Invalid Date". */
export function formatTime(value: TimeInput, format: string = DEFAULT_TIME_FORMAT): string {
  const date = toDate(value)
  return date ? dayjs(date).format(format) : ''
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/** Seconds as HH:MM:SS (countdowns); hours keep counting past 24. Negative or invalid input reads 00:00:00. */
export function formatSeconds(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  return `${pad2(h)}:${pad2(m)}:${pad2(s)}`
}

/** Integer cents -> '12.34'. Money stays in cents everywhere else; only display converts. */
export function centsToYuan(cents: number): string {
  const value = Number.isFinite(cents) ? Math.round(cents) : 0
  const sign = value < 0 ? '-' : ''
  const abs = Math.abs(value)
  return `${sign}${Math.floor(abs / 100)}.${pad2(abs % 100)}`
}

/** Integer cents -> '¥12.34'. */
export function formatMoney(cents: number): string {
  const yuan = centsToYuan(cents)
  return yuan.startsWith('-') ? `-¥${yuan.slice(1)}` : `¥${yuan}`
}

/** Integer cents split for a price with smaller decimals: 1234 -> { sign: '', integer: '12', decimal: '34' }. */
export function splitMoney(cents: number): { sign: string; integer: string; decimal: string } {
  const yuan = centsToYuan(cents)
  const sign = yuan.startsWith('-') ? '-' : ''
  const [integer, decimal] = yuan.replace('-', '').split('.')
  return { sign, integer, decimal }
}

/**
 * A yuan amount typed by the user ('12', '12.3', '12.34') -> integer cents, or null when it is not a
 * valid amount with at most two decimals. Parsed from the digits, never through floating point.
 */
export function yuanToCents(input: string): number | null {
  const m = /^\s*(\d{1,12})(?:\.(\d{0,2}))?\s*$/.exec(input)
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] || '').padEnd(2, '0'))
}
