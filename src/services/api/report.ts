import type { Data } from '@contract/api/route'
import type { reportRoutes } from '@contract/api/service'
import type { ReportBody } from '@contract/schemas/report'
import { request, type Envelope } from '../request'

type Stored = Data<(typeof reportRoutes)['/app/report']>

// POST /api/v1/app/report: a batch of client errors (services/reporter.ts). Answered as the whole envelope
// (and the HTTP status when it is not 200), quietly: the reporter decides what a failure means. A refusal's data
// is null (a 429 included).
export const sendReports = (body: ReportBody): Promise<Envelope<Stored | null>> =>
  request<Stored | null>('/app/report', { ...body }, { raw: true, noTip: true, autoAuth: false })
