export interface PointsInfo {
  points: number
  /** How points are earned, shown on the points page. */
  rule_text: string
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
