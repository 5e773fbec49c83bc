import { Type } from '@sinclair/typebox'
import { REPORT_LIMITS } from '../report'
import { Nullable } from '../schemas/common'
import { DistrictItem } from '../schemas/district'
import { ExpressInfo } from '../schemas/express'
import { ClientErrorRow } from '../schemas/report'
import { Invoice } from '../schemas/invoice'
import { SmsOutbox, SmsSendResult } from '../schemas/user'
import { Empty, Id, OrderNo, Phone } from '../schemas/request'
import { Done, ErrorEnvelope, rawRoute, route } from './route'

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

/** Client error reports (spec sections 8 and 9), logged in or not; prefix /api/v1. Over the limit: HTTP 429. */
const reportRoute = route(Type.Object({ stored: Type.Number() }), { body: ReportBodySchema })
export const reportRoutes = {
  '/app/report': { ...reportRoute, response: { ...reportRoute.response, 429: ErrorEnvelope } }
}

/** The one SMS code sender; prefix /api/service. */
export const smsRoutes = {
  '/sms/sendcode': route(SmsSendResult, {
    // The spec's SMS channel id; only 1 exists.
    body: Type.Object({ phone: Phone, ch_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 1 })) })
  })
}

/** The address picker's divisions (GB/T 2260), public; prefix /api/service. */
export const districtRoutes = {
  '/district/list': route(Type.Array(DistrictItem), { body: Empty }),
  // Codes are six digits; numbers arrive coerced to strings.
  '/district/next': route(Type.Array(DistrictItem), { body: Type.Object({ id: Type.String({ pattern: '^\\d{6}$' }) }) })
}

/** Image upload (multipart: no body schema; the handler reads the parts) and the stored images; prefix /api/service. */
export const uploadRoutes = {
  '/image/upload': route(Type.Array(Type.String())),
  '/image/:name': rawRoute('image/*')
}

/** Parcel traces from the courier provider; prefix /api/service. */
export const expressRoutes = {
  '/express/info': route(ExpressInfo, {
    body: Type.Object({
      com: Type.String({ pattern: '^[A-Za-z]{2,10}$' }),
      express_no: Type.String({ pattern: '^[A-Za-z0-9]{6,32}$' })
    })
  })
}

/** Development helpers, never in production; prefix /api/dev. */
export const devRoutes = {
  '/sms-outbox': route(SmsOutbox, { body: Type.Object({ phone: Phone }) }),
  '/sms-rewind': route(Type.Object({ rewound: Type.Number() }), {
    body: Type.Object({ phone: Phone, seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 86400 })) })
  }),
  '/expire-session': route(Type.Object({ expired: Type.Number() }), {
    body: Type.Object({
      token: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
      uid: Type.Optional(Id)
    })
  }),
  '/invoice/issue': route(Invoice, { body: Type.Object({ id: Id }) }),
  '/reports': route(Type.Object({ list: Type.Array(ClientErrorRow) }), {
    body: Type.Object({
      uuid: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 }))
    })
  }),
  '/flash-sale': route(Type.Object({ activity_id: Type.Number(), sku_id: Type.Number(), stock: Type.Number() }), {
    body: Type.Object({
      sku_id: Id,
      stock: Type.Integer({ minimum: 1, maximum: 100000 }),
      price: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000 })),
      limit_per_user: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
      minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 * 24 * 60 }))
    })
  }),
  // Orders, buyers, most units per buyer and stock after a flash sale (the bench's check); stock null: unlimited.
  '/flash-sale/stats': route(
    Type.Object({
      orders: Type.Number(),
      buyers: Type.Number(),
      max_per_buyer: Type.Number(),
      stock: Nullable(Type.Number()),
      sold: Type.Number(),
      sku_stock: Type.Number()
    }),
    { body: Type.Object({ activity_id: Id }) }
  ),
  '/ping': route(Done, { body: Empty }),
  // The virtual clock of one order (server/src/dev/clock.ts): its times move `seconds` into the past, the time jobs run.
  '/clock/advance': route(
    Type.Object({ order_no: Type.String(), status: Type.Number(), ran: Type.Array(Type.String()) }),
    {
      body: Type.Object({
        order_no: OrderNo,
        seconds: Type.Integer({ minimum: 0, maximum: 366 * 86400 })
      })
    }
  ),
  // What the sandbox WeChat / Alipay subscription-message gateway took for one openid, newest first.
  '/subscribe-outbox': route(
    Type.Object({
      list: Type.Array(
        Type.Object({
          to: Type.String(),
          templateId: Type.String(),
          page: Type.String(),
          data: Type.Record(Type.String(), Type.String())
        })
      )
    }),
    {
      body: Type.Object({
        platform: Type.Union([Type.Literal('wechat'), Type.Literal('alipay')]),
        to: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })
      })
    }
  )
}

/** The server's own health answer (outside every area); GET /api/health. */
export const healthRoutes = {
  '/api/health': route(
    Type.Object({ status: Type.String(), db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]) })
  )
}
