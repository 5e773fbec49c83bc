import { Type } from '@sinclair/typebox'
import { invalid } from '../errors'

// Request schemas every area shares, so a rule (an id's range, a phone number) is stated once for all routes.

/** Ids are Postgres integers: a bigger number must be refused here, not overflow in a query. */
export const ID_MAX = 2147483647
export const Id = Type.Integer({ minimum: 1, maximum: ID_MAX })

/** Comma-joined ids as the spec sends them ('1,2,3'), at most 100; parse them with parseIdList. */
export const IdList = Type.String({ pattern: '^\\d{1,10}(,\\d{1,10}){0,99}$' })

/** '1,2,3' to [1, 2, 3], refusing ids beyond the integer range with errno 1001 naming the field. */
export function parseIdList(field: string, text: string): number[] {
  const ids = text.split(',').map(Number)
  if (ids.some((n) => !Number.isSafeInteger(n) || n < 1 || n > ID_MAX)) throw invalid(field)
  return [...new Set(ids)]
}

/** The page arguments of every list, to spread into a body schema; lib/reply.ts paging() applies the defaults. */
export const PagingFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 }))
}
/** A list body with nothing but page arguments. */
export const Paging = Type.Object(PagingFields)

/**
 * A mainland mobile number: 1, then 3 to 9, then nine digits. The spec's section 5 allowed only 3, 4, 5, 7 or 8
 * and so refused real 16x and 19x numbers; docs/decisions/0015-phone-numbers.md records why. The one phone rule.
 */
export const PHONE_PATTERN = '^1[3-9]\\d{9}$'
export const PHONE_RE = new RegExp(PHONE_PATTERN)
export const Phone = Type.String({ pattern: PHONE_PATTERN })

/** An order number: 20 digits. */
export const OrderNo = Type.String({ pattern: '^\\d{20}$' })

/** A body that carries nothing. */
export const Empty = Type.Object({})
