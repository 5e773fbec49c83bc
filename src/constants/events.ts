/** Product event names (spec section 4), sent through Taro.eventCenter and recorded by the server. */
export const EVENTS = {
  verification: 'verification',
  openingBankAccountSuccess: 'opening_bank_account_success'
} as const

export type EventName = (typeof EVENTS)[keyof typeof EVENTS]
