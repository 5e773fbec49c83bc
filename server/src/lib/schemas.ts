import { ID_MAX } from '@contract/schemas/request'
import { PHONE_PATTERN } from '@contract/rules'
import { invalid } from '../errors'

// The request schemas every area shares live in the contract (contract/schemas/request.ts: ids, id lists, paging,
// order numbers; the phone rule in contract/rules.ts); what the server adds is how it reads them.

export const PHONE_RE = new RegExp(PHONE_PATTERN)

/** '1,2,3' to [1, 2, 3], refusing ids beyond the integer range with errno 1001 naming the field. */
export function parseIdList(field: string, text: string): number[] {
  const ids = text.split(',').map(Number)
  if (ids.some((n) => !Number.isSafeInteger(n) || n < 1 || n > ID_MAX)) throw invalid(field)
  return [...new Set(ids)]
}
