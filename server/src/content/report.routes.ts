import { Type } from '@sinclair/typebox'
import { type App, callerOf } from '../lib/context'
import { ERRNO } from '../errors'
import { ok } from '../lib/reply'
import { storeReports } from './report'
import { REPORT_LIMITS, REPORT_RATE_LIMIT } from '@contract/report'

// NUL is refused: PostgreSQL text cannot hold it, and no real message or stack has one.
const NO_NUL = '^[^\\u0000]*$'
const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength, pattern: NO_NUL })

const Cause = Type.Object(
  { message: Text(REPORT_LIMITS.message), stack: Type.Optional(Text(REPORT_LIMITS.causeStack)) },
  { additionalProperties: false }
)

const Event = Type.Object(
  {
    kind: Type.Union([
      Type.Literal('error'),
      Type.Literal('rejection'),
      Type.Literal('render'),
      Type.Literal('chunk'),
      Type.Literal('manual')
    ]),
    message: Text(REPORT_LIMITS.message, 1),
    stack: Type.Optional(Text(REPORT_LIMITS.stack)),
    causes: Type.Optional(Type.Array(Cause, { maxItems: REPORT_LIMITS.causeDepth })),
    page: Text(REPORT_LIMITS.page),
    // Unix ms: from 2000 to 2100 covers every plausible device clock.
    time: Type.Integer({ minimum: 946684800000, maximum: 4102444800000 })
  },
  { additionalProperties: false }
)

export const ReportBodySchema = Type.Object({
  uuid: Type.String({ pattern: `^[A-Za-z0-9_-]{1,${REPORT_LIMITS.uuid}}$` }),
  platform: Type.String({ pattern: '^[a-z0-9]{1,16}$' }),
  ua: Type.Optional(Text(REPORT_LIMITS.ua)),
  events: Type.Array(Event, { minItems: 1, maxItems: REPORT_LIMITS.queueMax })
})

/** Client error reports (spec sections 8 and 9), logged in or not. The dev listing is POST /api/dev/reports. */
export default async function routes(app: App) {
  app.post('/app/report', { schema: { body: ReportBodySchema } }, async (req, reply) => {
    const result = await storeReports(app.db, callerOf(req), req.body)
    if ('limited' in result) {
      reply.code(429).header('retry-after', String(REPORT_RATE_LIMIT.windowMs / 1000))
      return { errno: ERRNO.RATE_LIMITED, error: '上报过于频繁，请稍后再试', data: null }
    }
    return ok(result)
  })
}
