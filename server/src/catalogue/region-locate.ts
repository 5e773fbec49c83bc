import type { RegionRef } from '@contract/schemas/stock'
import { findDistrict } from '../lib/district'

/** Which province a shopper is in: from a province (or any lower) code, or from a position. */

// Seat of each province-level government, then some large cities (GCJ-02 is close enough to WGS-84 at this scale):
// [province code, lng, lat].
// prettier-ignore
const PLACES: Array<[string, number, number]> = [
  ['110000', 116.41, 39.9], ['120000', 117.2, 39.08], ['130000', 114.51, 38.04], ['140000', 112.55, 37.87],
  ['150000', 111.75, 40.84], ['210000', 123.43, 41.8], ['220000', 125.32, 43.82], ['230000', 126.53, 45.8],
  ['310000', 121.47, 31.23], ['320000', 118.8, 32.06], ['330000', 120.16, 30.27], ['340000', 117.23, 31.82],
  ['350000', 119.3, 26.08], ['360000', 115.86, 28.68], ['370000', 117.12, 36.65], ['410000', 113.63, 34.75],
  ['420000', 114.31, 30.59], ['430000', 112.94, 28.23], ['440000', 113.26, 23.13], ['450000', 108.37, 22.82],
  ['460000', 110.2, 20.04], ['500000', 106.55, 29.56], ['510000', 104.07, 30.57], ['520000', 106.63, 26.65],
  ['530000', 102.83, 24.88], ['540000', 91.14, 29.65], ['610000', 108.94, 34.34], ['620000', 103.83, 36.06],
  ['630000', 101.78, 36.62], ['640000', 106.23, 38.49], ['650000', 87.62, 43.83], ['710000', 121.56, 25.04],
  ['810000', 114.17, 22.32], ['820000', 113.54, 22.2],
  // Large cities far from their seat or beside a border, so that they are not taken for the neighbour.
  ['440000', 114.06, 22.54], ['440000', 113.58, 22.27], ['440000', 113.75, 23.02], ['440000', 116.68, 23.35],
  ['440000', 110.36, 21.27], ['350000', 118.09, 24.48], ['370000', 120.38, 36.07], ['210000', 121.61, 38.91],
  ['650000', 75.99, 39.47], ['650000', 93.51, 42.83], ['540000', 88.88, 29.27], ['540000', 97.17, 31.14],
  ['150000', 109.84, 40.66], ['150000', 118.89, 42.26], ['150000', 119.77, 49.21], ['630000', 94.9, 36.4],
  ['620000', 98.49, 39.73], ['530000', 100.27, 25.61], ['510000', 104.68, 31.47], ['230000', 123.92, 47.35]
]

/** The province of a GB/T 2260 code ('650102' -> 新疆维吾尔自治区), or null when there is no such province. */
export async function provinceOf(code: string): Promise<RegionRef | null> {
  if (!/^\d{6}$/.test(code)) return null
  const d = await findDistrict(`${code.slice(0, 2)}0000`)
  return d && d.level === 1 ? { code: d.code, name: d.name } : null
}

/**
 * The province of the place (seat or large city) nearest to a position: no reverse-geocoding service is called, so a point near a
 * border may land in the neighbour; the region only picks a warehouse. 0,0 (no location) and points outside
 * China answer null (nationwide).
 */
export async function provinceNear(longitude: number, latitude: number): Promise<RegionRef | null> {
  if (longitude < 73 || longitude > 136 || latitude < 3 || latitude > 54) return null
  const rad = Math.PI / 180
  let best: [string, number] | null = null
  for (const [code, lng, lat] of PLACES) {
    // Equirectangular distance: plenty for choosing between places tens of kilometres apart or more.
    const x = (longitude - lng) * Math.cos(((latitude + lat) / 2) * rad)
    const y = latitude - lat
    const d = x * x + y * y
    if (!best || d < best[1]) best = [code, d]
  }
  return best ? provinceOf(best[0]) : null
}
