import type { ReportBody } from '@contract/schemas/report'
import { request, type Envelope } from '../request'

// POST /api/v1/app/report: a batch of client errors (services/reporter.ts). Answered as the whole envelope
// (and the HTTP status when it is not 200), quietly: the reporter decides what a failure means.
export const sendReports = (body: ReportBody): Promise<Envelope<unknown>> =>
  request<unknown>('/app/report', { ...body }, { raw: true, noTip: true, autoAuth: false })
