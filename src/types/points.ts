export interface PointsInfo {
  points: number
  /** How points are earned, shown on the points page. */
  rule_text: string
  /** /pensionaccount/exchangepension: at least min_points at a time; points_per_cent points buy 1 cent. */
  exchange?: { min_points: number; points_per_cent: number }
}

export interface PointsFlow {
  id: number
  delta: number
  balance_after: number
  reason: string
  reason_text: string
  time: number
}

export interface PointsFlowResult {
  list: PointsFlow[]
  total: number
  page: number
  page_size: number
}
