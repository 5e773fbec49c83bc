import { ID_MAX, PHONE_PATTERN } from '@contract/schemas/request'
import { invalid } from '../errors'

// The request schemas every area shares live in the contract (contract/schemas/request.ts: ids, id lists, paging,
// the phone rule, order numbers); what the server adds is how it reads them.

export const PHONE_RE = new RegExp(PHONE_PATTERN)

/** '1,2,3' to [1, 2, 3], refusing ids beyond the integer range with errno 1001 naming the field. */
export function parseIdList(field: string, text: string): number[] {
  const ids = text.split(',').map(Number)
  if (ids.some((n) => !Number.isSafeInteger(n) || n < 1 || n > ID_MAX)) throw invalid(field)
  return [...new Set(ids)]
}
