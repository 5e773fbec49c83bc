import Taro from '@tarojs/taro'
import { NO_LOCATION_MARKERS } from '../constants/pages'
import { isH5 } from '../utils/env'
import { getCurrentUrl } from '../utils/route'

export interface Coords {
  longitude: number
  latitude: number
}

export const NO_COORDS: Coords = { longitude: 0, latitude: 0 }

/** Location lookups must not hold the app up: past this the lookup counts as failed. */
const LOCATION_TIMEOUT = 8_000

function currentAddress(): string {
  const h5 = isH5() && typeof window !== 'undefined' ? window.location.href : ''
  return `${h5} ${getCurrentUrl()}`
}

/** Pages whose address contains westdex, points-redemption or account-bridge skip location (spec section 2). */
export function isLocationSkipped(address: string = currentAddress()): boolean {
  return NO_LOCATION_MARKERS.some((marker) => address.includes(marker))
}

/**
 * The user's position, used to work out their region for stock availability. Skipped pages, a
 * refused permission, no GPS or a slow answer all give 0,0: the region is a nicety, never a blocker.
 */
export async function getLocation(): Promise<Coords> {
  if (isLocationSkipped()) return { ...NO_COORDS }
  try {
    const res = await Promise.race([
      Taro.getLocation({ type: 'gcj02' }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('getLocation:fail timeout')), LOCATION_TIMEOUT)
      )
    ])
    const longitude = Number(res.longitude)
    const latitude = Number(res.latitude)
    if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return { ...NO_COORDS }
    return { longitude, latitude }
  } catch {
    return { ...NO_COORDS }
  }
}
