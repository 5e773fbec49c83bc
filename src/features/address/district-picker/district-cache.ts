import { getDistrictChildren, getDistrictList } from '@/services/api/district'
import type { DistrictItem } from '@contract/schemas/district'

/**
 * Districts change only with a data-package upgrade, so each list is fetched once per session and kept
 * in memory (provinces under null). A failed load is forgotten, so a retry asks the server again.
 */
const cache = new Map<string, Promise<DistrictItem[]>>()

const ROOT = ''

export function loadDistricts(parent: string | null): Promise<DistrictItem[]> {
  const key = parent ?? ROOT
  const cached = cache.get(key)
  if (cached) return cached
  // The picker shows its own error with a retry: no toast on top of it.
  const request =
    parent === null ? getDistrictList({ noTip: true }) : getDistrictChildren({ id: parent }, { noTip: true })
  const promise = Promise.resolve(request).then((list) => (Array.isArray(list) ? list : []))
  cache.set(key, promise)
  promise.catch(() => {
    if (cache.get(key) === promise) cache.delete(key)
  })
  return promise
}

export function clearDistrictCache(): void {
  cache.clear()
}
