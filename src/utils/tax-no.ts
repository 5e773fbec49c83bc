/**
 * Taxpayer number of an invoice title (纳税人识别号): an 18-character unified social credit code (GB 32100) whose
 * check character is verified, or a legacy 15 or 20-character number. The server applies the same rule.
 */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

export function isTaxNo(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const v = value.trim().toUpperCase()
  if (/^[0-9A-Z]{15}$|^[0-9A-Z]{20}$/.test(v)) return true
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(v)) return false
  const sum = USCC_WEIGHTS.reduce((s, w, i) => s + USCC_CHARS.indexOf(v[i]) * w, 0)
  return USCC_CHARS[(31 - (sum % 31)) % 31] === v[17]
}

/** An e-mail address as the server accepts it: something@host.tld, no spaces. */
export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 100 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
}
