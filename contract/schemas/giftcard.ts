import { Type, type Static } from '@sinclair/typebox'
import { Nullable, OneOf } from './common'

/** 1 usable, 2 used up, 3 expired, 0 frozen. */
export type GiftCardStatus = Static<typeof GiftCardStatus>
export const GiftCardStatus = OneOf([0, 1, 2, 3])

export type GiftCard = Static<typeof GiftCard>
export const GiftCard = Type.Object({
  user_freeca_id: Type.Number(),
  card_no: Type.String(),
  name: Type.String(),
  face_value: Type.Number(),
  balance: Type.Number(),
  expire_time: Type.Number(),
  status: GiftCardStatus,
  status_text: Type.String(),
  /** The category the card may buy (sub-categories included), null for all goods. */
  category_id: Nullable(Type.Number()),
  scope_text: Type.String()
})

export type GiftCardFlow = Static<typeof GiftCardFlow>
export const GiftCardFlow = Type.Object({
  id: Type.Number(),
  delta: Type.Number(),
  balance_after: Type.Number(),
  reason: Type.String(),
  reason_text: Type.String(),
  order_id: Nullable(Type.Number()),
  time: Type.Number()
})

export type GiftCardListResult = Static<typeof GiftCardListResult>
export const GiftCardListResult = Type.Object({
  list: Type.Array(GiftCard),
  /** Sum of usable balances, cents. */
  total_balance: Type.Number()
})

export type GiftCardInfo = Static<typeof GiftCardInfo>
export const GiftCardInfo = Type.Composite([
  GiftCard,
  Type.Object({
    flows: Type.Array(GiftCardFlow)
  })
])

export type WelfareBalance = Static<typeof WelfareBalance>
export const WelfareBalance = Type.Object({
  balance: Type.Number(),
  flows: Type.Array(
    Type.Object({
      id: Type.Number(),
      delta: Type.Number(),
      balance_after: Type.Number(),
      reason_text: Type.String(),
      time: Type.Number()
    })
  )
})
