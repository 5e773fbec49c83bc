import { Type, type Static } from '@sinclair/typebox'

export type PointsInfo = Static<typeof PointsInfo>
export const PointsInfo = Type.Object({
  points: Type.Number(),
  /** How points are earned, shown on the points page. */
  rule_text: Type.String(),
  /** /pensionaccount/exchangepension: at least min_points at a time; points_per_cent points buy 1 cent. */
  exchange: Type.Optional(
    Type.Object({
      min_points: Type.Number(),
      points_per_cent: Type.Number()
    })
  )
})

export type PointsFlow = Static<typeof PointsFlow>
export const PointsFlow = Type.Object({
  id: Type.Number(),
  delta: Type.Number(),
  balance_after: Type.Number(),
  reason: Type.String(),
  reason_text: Type.String(),
  time: Type.Number()
})

export type PointsFlowResult = Static<typeof PointsFlowResult>
export const PointsFlowResult = Type.Object({
  list: Type.Array(PointsFlow),
  total: Type.Number(),
  page: Type.Number(),
  page_size: Type.Number()
})
