/** Prize draw responses. */
import { Type, type Static } from '@sinclair/typebox'
import { Nullable, OneOf } from './common'

/** 0 ordinary draw, 1 opened-an-account lottery. */
export type ActivityKind = Static<typeof ActivityKind>
export const ActivityKind = OneOf([0, 1])

/** 0 thanks for taking part, 1 physical (needs an address), 2 virtual. */
export type PrizeKind = Static<typeof PrizeKind>
export const PrizeKind = OneOf([0, 1, 2])

export type Prize = Static<typeof Prize>
export const Prize = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  kind: PrizeKind,
  /** Left in stock; null = unlimited. */
  stock: Nullable(Type.Number())
})

export type PrizeAddress = Static<typeof PrizeAddress>
export const PrizeAddress = Type.Object({
  name: Type.String(),
  phone: Type.String(),
  province: Type.String(),
  city: Type.String(),
  area: Type.String(),
  detail: Type.String()
})

/** /prizedrawactivity/info */
export type PrizeActivityInfo = Static<typeof PrizeActivityInfo>
export const PrizeActivityInfo = Type.Object({
  activity: Type.Object({
    id: Type.Number(),
    title: Type.String(),
    kind: ActivityKind,
    rules: Type.String(),
    starts_at: Nullable(Type.Number()),
    ends_at: Nullable(Type.Number()),
    status: OneOf([0, 1, 2])
  }),
  prizes: Type.Array(Prize),
  need_open_account: Type.Boolean(),
  bank_opened: Type.Boolean(),
  signed_up: Type.Boolean(),
  drawn: Type.Boolean(),
  prize: Nullable(Prize),
  address: Nullable(PrizeAddress)
})

/** /prizedrawactivity/result */
export type PrizeDrawResult = Static<typeof PrizeDrawResult>
export const PrizeDrawResult = Type.Object({
  activity_id: Type.Number(),
  drawn: Type.Boolean(),
  won: Type.Boolean(),
  prize: Nullable(Prize)
})

/** /prizedrawactivity/setaddress: an address-book id, or the fields. */
export type PrizeAddressInput = Static<typeof PrizeAddressInput>
export const PrizeAddressInput = Type.Object({
  activity_id: Type.Number(),
  addr_id: Type.Optional(Type.Number()),
  name: Type.Optional(Type.String()),
  phone: Type.Optional(Type.String()),
  province: Type.Optional(Type.String()),
  city: Type.Optional(Type.String()),
  area: Type.Optional(Type.String()),
  detail: Type.Optional(Type.String())
})

/** /prizedrawactivity/signup (idempotent) */
export type PrizeSignup = Static<typeof PrizeSignup>
export const PrizeSignup = Type.Object({
  activity_id: Type.Number(),
  signed_up: Type.Boolean()
})

/** /prizedrawactivity/setaddress */
export type PrizeAddressSaved = Static<typeof PrizeAddressSaved>
export const PrizeAddressSaved = Type.Object({
  activity_id: Type.Number(),
  address: PrizeAddress
})
