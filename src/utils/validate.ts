import { PHONE_PATTERN } from '@contract/rules'

/** Validation rules of spec section 5. Each takes unknown so form code can pass raw input. */

const ID_CARD = /^(\d{15}|\d{18}|\d{17}[\dXx])$/
// Every current mainland prefix 13-19 (docs/decisions/0015-phone-numbers.md): the contract's one phone rule.
const MOBILE = new RegExp(PHONE_PATTERN)
const COLOR = /^#[0-9a-fA-F]{6}$/

/** Mainland id card number: 15 digits, or 18 digits, or 17 digits followed by a digit or X/x. */
export function isIdCard(value: unknown): boolean {
  return typeof value === 'string' && ID_CARD.test(value)
}

/** Mobile phone: 11 digits starting with 1, then 3 to 9 (docs/decisions/0015-phone-numbers.md). */
export function isMobile(value: unknown): boolean {
  return (typeof value === 'string' || typeof value === 'number') && MOBILE.test(String(value))
}

/** Colour value: # followed by 6 hex digits. */
export function isColor(value: unknown): boolean {
  return typeof value === 'string' && COLOR.test(value)
}

/** Bank card number as typed, without the spaces a user (or a paste) puts between groups. */
export function normalizeBankCardNo(value: string): string {
  return value.replace(/\s+/g, '')
}

/**
 * Bank card number: 12 to 19 digits (spaces between groups allowed). No Luhn check: most Chinese
 * debit cards pass it but not all, and refusing a real card is worse than letting the bank say no.
 */
export function isBankCardNo(value: unknown): boolean {
  return typeof value === 'string' && /^\d{12,19}$/.test(normalizeBankCardNo(value))
}

/**
 * What is wrong with a typed yuan amount. Bound problems carry the bound in cents: the message names
 * it through the price formatter (components/form-field `moneyMessage`), which this module does not
 * import so that it stays light for the theme store on the first screen.
 */
export type MoneyProblem =
  { kind: 'invalid' | 'negative' | 'decimals' | 'tooLarge' } | { kind: 'min' | 'max'; bound: number }

type MoneyRead = { cents: number } | { problem: MoneyProblem }

function readYuan(input: unknown): MoneyRead {
  const invalid: MoneyRead = { problem: { kind: 'invalid' } }
  if (typeof input === 'number' && !Number.isFinite(input)) return invalid
  if (typeof input !== 'string' && typeof input !== 'number') return invalid
  const text = String(input).trim()
  if (text.startsWith('-') && /^\d+(\.\d*)?$/.test(text.slice(1).trim())) return { problem: { kind: 'negative' } }
  const m = /^(\d+)(?:\.(\d*))?$/.exec(text)
  if (!m) return invalid
  const [, whole, fraction = ''] = m
  if (fraction.length > 2) return { problem: { kind: 'decimals' } }
  const digits = whole.replace(/^0+(?=\d)/, '')
  // 13 digits of yuan keeps cents inside Number's exact integer range.
  if (digits.length > 13) return { problem: { kind: 'tooLarge' } }
  // String arithmetic: the yuan digits followed by two fen digits, never yuan * 100 in floating point.
  return { cents: Number(`${digits}${fraction.padEnd(2, '0')}`) }
}

/** '12.3' -> 1230, '0.05' -> 5, '12' -> 1200; null for more than two decimals, a negative or not a number. */
export function parseYuanToCents(input: unknown): number | null {
  const read = readYuan(input)
  return 'cents' in read ? read.cents : null
}

export interface MoneyBounds {
  /** Smallest accepted amount, in cents (inclusive). */
  min?: number
  /** Largest accepted amount, in cents (inclusive). */
  max?: number
}

/** What is wrong with a typed amount given its bounds in cents, or null when it is fine. */
export function checkMoney(input: unknown, bounds: MoneyBounds = {}): MoneyProblem | null {
  const read = readYuan(input)
  if ('problem' in read) return read.problem
  if (bounds.min !== undefined && read.cents < bounds.min) return { kind: 'min', bound: bounds.min }
  if (bounds.max !== undefined && read.cents > bounds.max) return { kind: 'max', bound: bounds.max }
  return null
}

/** A field rule: the message to show, or null when the value passes. */
export type Validator = (value: string) => string | null

const isBlank = (value: string) => value.trim() === ''

/**
 * Field rules for forms. Each format rule lets an empty value pass, so that `required` alone decides
 * whether a field may stay empty.
 */
export const rules = {
  required:
    (message: string): Validator =>
    (value) =>
      isBlank(value ?? '') ? message : null,
  mobile:
    (message = '请输入正确的手机号'): Validator =>
    (value) =>
      isBlank(value) || isMobile(value.trim()) ? null : message,
  idCard:
    (message = '请输入正确的身份证号'): Validator =>
    (value) =>
      isBlank(value) || isIdCard(value.trim()) ? null : message,
  color:
    (message = '请输入正确的颜色值'): Validator =>
    (value) =>
      isBlank(value) || isColor(value.trim()) ? null : message,
  bankCard:
    (message = '请输入正确的银行卡号'): Validator =>
    (value) =>
      isBlank(value) || isBankCardNo(value) ? null : message,
  maxLength:
    (max: number, message: string): Validator =>
    (value) =>
      value.length > max ? message : null
}

export type FieldRules<K extends string> = Partial<Record<K, Validator | Validator[]>>

/** The first failing rule's message for one value, or null. */
export function validateValue(value: string, fieldRules: Validator | Validator[] | undefined): string | null {
  const list = fieldRules === undefined ? [] : Array.isArray(fieldRules) ? fieldRules : [fieldRules]
  for (const rule of list) {
    const message = rule(value ?? '')
    if (message) return message
  }
  return null
}

/** Every failing field's message, in the order the rules list the fields. */
export function validateFields<K extends string>(
  values: Record<K, string>,
  fieldRules: FieldRules<K>
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {}
  for (const name of Object.keys(fieldRules) as K[]) {
    const message = validateValue(values[name] ?? '', fieldRules[name])
    if (message) errors[name] = message
  }
  return errors
}

/** The first failing field and its message (for the page to toast on submit), or null when all pass. */
export function validateAll<K extends string>(
  values: Record<K, string>,
  fieldRules: FieldRules<K>
): { name: K; message: string } | null {
  const errors = validateFields(values, fieldRules)
  const name = (Object.keys(fieldRules) as K[]).find((key) => errors[key])
  return name ? { name, message: errors[name] as string } : null
}
