import { Type, type Static, type TSchema } from '@sinclair/typebox'

/**
 * One route of the contract, shaped as Fastify's route schema so the server passes it as it is
 * (`{ schema: orderRoutes['/order/confirm'] }`): the request (body / querystring / params) and the answer. Every
 * JSON answer is the envelope of spec section 7, `{ errno, error, data }`; response[200] describes a success,
 * whose `data` is the route's own schema. Fastify's serializer writes the answer from it and drops any field it
 * does not name (tests/server/contract-responses.test.ts proves none the app reads is dropped). A refusal is
 * written by the server's error handler through ErrorEnvelope instead, whatever the route.
 */
export interface RouteSchema {
  body?: TSchema
  querystring?: TSchema
  params?: TSchema
  response: { 200: TSchema } & Record<string, TSchema>
}

export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ errno: Type.Integer(), error: Type.String(), data })

/** A refusal: errno, the message a shopper reads, and data null or a few fields of the refusal (tries_left...). */
export const ErrorEnvelope = Type.Object({
  errno: Type.Integer(),
  error: Type.String(),
  data: Type.Optional(Type.Unknown())
})
export type ErrorEnvelope = Static<typeof ErrorEnvelope>

/** A JSON route: its request schemas and the schema of its answer's data. */
export const route = <D extends TSchema, R extends Omit<RouteSchema, 'response'> = object>(data: D, request?: R) =>
  ({ ...(request as R), response: { 200: Envelope(data) } }) as R & {
    response: { 200: ReturnType<typeof Envelope<D>> }
  }

/**
 * A route that answers something other than JSON (an HTML page, an image, a PDF, a redirect). Its 200 schema is a
 * string so that every route has one; Fastify sends strings and buffers as they are. It may also answer 304 (an
 * unchanged image) and a 4xx page or envelope.
 */
export const rawRoute = <R extends Omit<RouteSchema, 'response'>>(contentType: string, request?: R) => ({
  ...(request as R),
  response: {
    200: Type.Unsafe<string | Uint8Array>({ type: 'string', description: contentType }),
    304: Type.Unsafe<undefined>({ description: 'not modified: no body' }),
    '4xx': Type.Union([Type.String(), ErrorEnvelope])
  }
})

/** The data a route answers, for the app's typed calls: `Data<typeof orderRoutes['/order/confirm']>`. */
export type Data<R extends { response: { 200: TSchema } }> =
  Static<R['response'][200]> extends { data: infer D } ? D : never
/** The body a route takes. */
export type Body<R extends { body?: TSchema }> = R['body'] extends TSchema ? Static<R['body']> : never

/** data null: the route only confirms. */
export const Done = Type.Null()
