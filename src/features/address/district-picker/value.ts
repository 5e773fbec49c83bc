import type { Address } from '@contract/schemas/address'
import type { DistrictItem } from '@contract/schemas/district'

export interface DistrictRef {
  /** GB/T 2260 code, e.g. '110101'. */
  code: string
  name: string
}

/**
 * A picked place, as /addr/add wants it: always three codes. Where the division ends early (a
 * municipality goes straight to its districts, 东莞 has none) the last picked one repeats, which the
 * address service reads as "this is its own area".
 */
export interface DistrictValue {
  province: DistrictRef
  city: DistrictRef
  area: DistrictRef
}

const ref = (item: DistrictItem): DistrictRef => ({ code: item.id, name: item.name })

export function valueFromPath(path: DistrictItem[]): DistrictValue {
  const [province, city = province, area = city] = path
  return { province: ref(province), city: ref(city), area: ref(area) }
}

/** The picked divisions in order, each once ('北京市', '东城区'). */
export function districtPath(value: DistrictValue): DistrictRef[] {
  const out: DistrictRef[] = []
  for (const node of [value.province, value.city, value.area]) {
    if (node?.code && out[out.length - 1]?.code !== node.code) out.push(node)
  }
  return out
}

/** '广东省 深圳市 南山区'; '' when nothing is picked. */
export function districtText(value: DistrictValue | null | undefined, separator = ' '): string {
  return value
    ? districtPath(value)
        .map((d) => d.name)
        .join(separator)
    : ''
}

/** A saved address's divisions as a picker value, or null when it has none. */
export function districtFromAddress(
  address: Pick<Address, 'province_code' | 'province' | 'city_code' | 'city' | 'area_code' | 'area'> | null | undefined
): DistrictValue | null {
  if (!address?.province_code) return null
  const province = { code: address.province_code, name: address.province }
  const city = address.city_code ? { code: address.city_code, name: address.city || address.province } : province
  const area = address.area_code ? { code: address.area_code, name: address.area || city.name } : city
  return { province, city, area }
}

/** The codes /addr/add takes. */
export function districtCodes(value: DistrictValue): Pick<Address, 'province_code' | 'city_code' | 'area_code'> {
  return { province_code: value.province.code, city_code: value.city.code, area_code: value.area.code }
}
