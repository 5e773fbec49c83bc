/* What personal numbers look like when they leave the server (pension, bank, e-sign, profile). */

/** Only the last four digits of an account or card number are ever sent out. */
export const maskAccount = (no: string | null | undefined) => (no ? `**** **** **** ${no.slice(-4)}` : '')

/** Id numbers keep the first 6 and last 4 characters (spec section 5). */
export const maskIdNo = (idNo: string | null | undefined) =>
  idNo ? `${idNo.slice(0, 6)}${'*'.repeat(Math.max(0, idNo.length - 10))}${idNo.slice(-4)}` : ''

export const maskPhone = (phone: string | null | undefined) =>
  phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : ''
