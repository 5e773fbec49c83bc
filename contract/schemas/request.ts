import { Type } from '@sinclair/typebox'
import { PHONE_PATTERN } from '../rules'

// Request schemas every area shares, so a rule (an id's range, a phone number) is stated once for all routes.

/** Ids are Postgres integers: a bigger number must be refused here, not overflow in a query. */
export const ID_MAX = 2147483647
export const Id = Type.Integer({ minimum: 1, maximum: ID_MAX })

/** Comma-joined ids as the spec sends them ('1,2,3'), at most 100; the server parses them (parseIdList). */
export const IdList = Type.String({ pattern: '^\\d{1,10}(,\\d{1,10}){0,99}$' })

/** The page arguments of every list, to spread into a body schema; the server applies the defaults. */
export const PagingFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 }))
}
/** A list body with nothing but page arguments. */
export const Paging = Type.Object(PagingFields)

/** A mainland mobile number (contract/rules.ts PHONE_PATTERN, the one phone rule). */
export const Phone = Type.String({ pattern: PHONE_PATTERN })

/** An order number: 20 digits. */
export const OrderNo = Type.String({ pattern: '^\\d{20}$' })

/** A body that carries nothing. */
export const Empty = Type.Object({})
