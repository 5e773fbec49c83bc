/** Validation rules of spec section 5. Each takes unknown so form code can pass raw input. */

const ID_CARD = /^(\d{15}|\d{18}|\d{17}[\dXx])$/
const MOBILE = /^1[34578]\d{9}$/
const COLOR = /^#[0-9a-fA-F]{6}$/

/** Mainland id card number: 15 digits, or 18 digits, or 17 digits followed by a digit or X/x. */
export function isIdCard(value: unknown): boolean {
  return typeof value === 'string' && ID_CARD.test(value)
}

/** Mobile phone: 11 digits starting with 1, then 3, 4, 5, 7 or 8. */
export function isMobile(value: unknown): boolean {
  return (typeof value === 'string' || typeof value === 'number') && MOBILE.test(String(value))
}

/** Colour value: # followed by 6 hex digits. */
export function isColor(value: unknown): boolean {
  return typeof value === 'string' && COLOR.test(value)
}
