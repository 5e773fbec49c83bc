/** Masking for display (spec section 3/5). Input that is too short to mask is returned masked entirely. */

function keepEnds(value: string, head: number, tail: number): string {
  if (value.length <= head + tail) return '*'.repeat(value.length)
  return value.slice(0, head) + '*'.repeat(value.length - head - tail) + value.slice(value.length - tail)
}

/** Id number: first 6 and last 4 characters kept. */
export function maskIdNo(idNo: string | null | undefined): string {
  return idNo ? keepEnds(String(idNo), 6, 4) : ''
}

/** Phone: first 3 and last 4 kept (138****5678). */
export function maskPhone(phone: string | null | undefined): string {
  return phone ? keepEnds(String(phone), 3, 4) : ''
}

/** Last four digits of a bank card, the part a user recognises. */
export function bankCardTail(cardNo: string | null | undefined): string {
  const digits = String(cardNo ?? '').replace(/\D/g, '')
  return digits.slice(-4)
}

/** Bank card: only the last 4 shown, grouped like a card face (**** **** **** 1234). */
export function maskBankCard(cardNo: string | null | undefined): string {
  const tail = bankCardTail(cardNo)
  return tail ? `**** **** **** ${tail}` : ''
}
