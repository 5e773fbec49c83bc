/** Client error reports: POST /app/report {uuid, events}. */
import { Type, type Static } from '@sinclair/typebox'
import { Nullable, OneOf } from './common'

export type ReportKind = Static<typeof ReportKind>
export const ReportKind = OneOf(['error', 'rejection', 'render', 'chunk', 'manual'])

export type ReportCause = Static<typeof ReportCause>
export const ReportCause = Type.Object({
  message: Type.String(),
  stack: Type.Optional(Type.String())
})

export type ReportEvent = Static<typeof ReportEvent>
export const ReportEvent = Type.Object({
  kind: ReportKind,
  /** Error name and message, e.g. 'TypeError: x is undefined'. */
  message: Type.String(),
  stack: Type.Optional(Type.String()),
  /** The `err.cause` chain, nearest first, at most REPORT_LIMITS.causeDepth long. */
  causes: Type.Optional(Type.Array(ReportCause)),
  /** The page the user was on ('/pages/home/index'). */
  page: Type.String(),
  /** When it happened, unix ms on the device. */
  time: Type.Number()
})

export type ReportBody = Static<typeof ReportBody>
export const ReportBody = Type.Object({
  /** The device's id (utils/device), so one device's reports can be read together. */
  uuid: Type.String(),
  /** 'h5', 'weapp', 'alipay'. */
  platform: Type.String(),
  ua: Type.Optional(Type.String()),
  events: Type.Array(ReportEvent)
})

export type ClientErrorRow = Static<typeof ClientErrorRow>
export const ClientErrorRow = Type.Composite([
  ReportEvent,
  Type.Object({
    id: Type.Number(),
    uuid: Type.String(),
    uid: Nullable(Type.Number()),
    platform: Type.String(),
    ua: Type.String(),
    ip: Type.String(),
    created_at: Type.String()
  })
])
