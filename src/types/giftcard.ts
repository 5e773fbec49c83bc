/** 1 usable, 2 used up, 3 expired, 0 frozen. */
export type GiftCardStatus = 0 | 1 | 2 | 3

export interface GiftCard {
  user_freeca_id: number
  card_no: string
  name: string
  face_value: number
  balance: number
  expire_time: number
  status: GiftCardStatus
  status_text: string
  /** The category the card may buy (sub-categories included), null for all goods. */
  category_id: number | null
  scope_text: string
}

export interface GiftCardFlow {
  id: number
  delta: number
  balance_after: number
  reason: string
  reason_text: string
  order_id: number | null
  time: number
}

export interface GiftCardListResult {
  list: GiftCard[]
  /** Sum of usable balances, cents. */
  total_balance: number
}

export interface GiftCardInfo extends GiftCard {
  flows: GiftCardFlow[]
}

export interface WelfareBalance {
  balance: number
  flows: Array<{ id: number; delta: number; balance_after: number; reason_text: string; time: number }>
}
