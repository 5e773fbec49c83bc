import { Type, type Static } from '@sinclair/typebox'
import { Nullable, OneOf } from './common'

export type ExpressTrace = Static<typeof ExpressTrace>
export const ExpressTrace = Type.Object({
  time: Type.Number(),
  context: Type.String()
})

/** 0 in transit, 1 collected, 3 signed, 5 out for delivery. */
export type ExpressState = Static<typeof ExpressState>
export const ExpressState = OneOf([0, 1, 3, 5])

export type ExpressInfo = Static<typeof ExpressInfo>
export const ExpressInfo = Type.Object({
  com: Type.String(),
  com_name: Type.String(),
  express_no: Type.String(),
  state: ExpressState,
  state_text: Type.String(),
  /** Newest first. */
  traces: Type.Array(ExpressTrace)
})

export type ExpressSummary = Static<typeof ExpressSummary>
export const ExpressSummary = Type.Object({
  com: Type.String(),
  com_name: Type.String(),
  express_no: Type.String(),
  latest: Nullable(ExpressTrace)
})

/** A courier company a waybill may name (the return waybill's picker). */
export type ExpressCompany = Static<typeof ExpressCompany>
export const ExpressCompany = Type.Object({ com: Type.String(), name: Type.String() })
