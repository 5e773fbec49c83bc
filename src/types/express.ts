export interface ExpressTrace {
  time: number
  context: string
}

/** 0 in transit, 1 collected, 3 signed, 5 out for delivery. */
export type ExpressState = 0 | 1 | 3 | 5

export interface ExpressInfo {
  com: string
  com_name: string
  express_no: string
  state: ExpressState
  state_text: string
  /** Newest first. */
  traces: ExpressTrace[]
}

export interface ExpressSummary {
  com: string
  com_name: string
  express_no: string
  latest: ExpressTrace | null
}
