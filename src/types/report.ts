/** Client error reports: POST /app/report {uuid, events} (type-only, shared with the server). */

export type ReportKind = 'error' | 'rejection' | 'render' | 'chunk' | 'manual'

export interface ReportCause {
  message: string
  stack?: string
}

export interface ReportEvent {
  kind: ReportKind
  /** Error name and message, e.g. 'TypeError: x is undefined'. */
  message: string
  stack?: string
  /** The `err.cause` chain, nearest first, at most REPORT_LIMITS.causeDepth long. */
  causes?: ReportCause[]
  /** The page the user was on ('/pages/home/index'). */
  page: string
  /** When it happened, unix ms on the device. */
  time: number
}

export interface ReportBody {
  /** The device's id (utils/device), so one device's reports can be read together. */
  uuid: string
  /** 'h5', 'weapp', 'alipay'. */
  platform: string
  ua?: string
  events: ReportEvent[]
}

export interface ClientErrorRow extends ReportEvent {
  id: number
  uuid: string
  uid: number | null
  platform: string
  ua: string
  ip: string
  created_at: string
}
