import { NAMESPACE } from '@/constants/storage-keys'
import { getLocation, isLocationSkipped } from '@/platform/location'
import { getAddressList } from '@/services/api/address'
import { useAuthStore } from '@/stores/auth'
import type { RegionRef } from '@contract/schemas/stock'
import { readStorage, writeStorage } from '@/utils/storage'

/** What /goods/stock is asked about: a province, a position (the server finds its province), or nothing (nationwide). */
export type RegionQuery = { province: string } | { longitude: number; latitude: number } | Record<string, never>

/** The province the shopper picked here; kept on the device like a shop's 配送至. */
export const REGION_KEY = `${NAMESPACE}:region`

/** A location lookup must not keep the stock line waiting: past this the shopper sees nationwide stock. */
export const LOCATE_WAIT_MS = 3_000

export function readChosenRegion(): RegionRef | null {
  const r = readStorage<RegionRef>(REGION_KEY)
  return r && typeof r.code === 'string' && /^\d{6}$/.test(r.code) && typeof r.name === 'string' ? r : null
}

export function saveChosenRegion(region: RegionRef): void {
  writeStorage(REGION_KEY, { code: region.code, name: region.name })
}

async function defaultAddressRegion(): Promise<RegionRef | null> {
  if (!useAuthStore.getState().isLogin) return null
  try {
    const list = await getAddressList({ noTip: true, autoAuth: false })
    const a = Array.isArray(list) ? (list.find((x) => x.is_default) ?? null) : null
    return a?.province_code ? { code: a.province_code, name: a.province } : null
  } catch {
    return null
  }
}

// One lookup per app run: every goods page would otherwise ask the device again.
let located: Promise<RegionQuery> | null = null

function locate(): Promise<RegionQuery> {
  if (!located) {
    const wait = new Promise<RegionQuery>((resolve) => setTimeout(() => resolve({}), LOCATE_WAIT_MS))
    const look = getLocation().then(
      (c): RegionQuery => (c.longitude || c.latitude ? { longitude: c.longitude, latitude: c.latitude } : {}),
      (): RegionQuery => ({})
    )
    located = Promise.race([look, wait])
  }
  return located
}

/** For tests: forget the position found earlier. */
export function resetLocated(): void {
  located = null
}

/**
 * The shopper's region for stock: the province picked here, else the default address's, else the position
 * (never on the pages that skip location: westdex, points-redemption, account-bridge), else nationwide.
 */
export async function resolveRegionQuery(): Promise<{ query: RegionQuery; region: RegionRef | null }> {
  const chosen = readChosenRegion()
  if (chosen) return { query: { province: chosen.code }, region: chosen }
  const home = await defaultAddressRegion()
  if (home) return { query: { province: home.code }, region: home }
  if (isLocationSkipped()) return { query: {}, region: null }
  return { query: await locate(), region: null }
}
