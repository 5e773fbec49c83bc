import { PHONE_PATTERN } from '@contract/rules'
import type { PlatformAddress } from '@/platform/address'
import type { DistrictItem } from '@contract/schemas/district'
import { valueFromPath, type DistrictValue } from '../district-picker/value'

/** Children of a code (provinces under null), as the district picker loads them. */
export type DistrictLoader = (parent: string | null) => Promise<DistrictItem[]>

export interface ImportedAddress {
  name: string
  phone: string
  detail: string
  /** The divisions as the picker would give them; null when they could not be matched (the shopper picks them). */
  district: DistrictValue | null
  /** What to tell the shopper when something was left for them to fill in. */
  message?: string
}

export const IMPORT_TEXT = {
  unmatched: '所在地区未能自动识别，请手动选择',
  phone: '手机号未能识别，请手动填写'
} as const

const SUFFIX = /(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|自治州|自治县|地区|省|市|区|县|盟|旗)$/

/** '广西壮族自治区' and '广西' alike; '市辖区' / '城区' are no names at all. */
const core = (name: string) => name.trim().replace(SUFFIX, '')

function byName(list: DistrictItem[], name: string): DistrictItem | undefined {
  if (!name) return undefined
  return list.find((d) => d.name === name) ?? list.find((d) => core(d.name) && core(d.name) === core(name))
}

/** Municipal 'city' names hosts send under 北京市 etc.: the province itself, 市辖区, 城区, 郊县, 县. */
const MUNICIPAL_CITY = /^(市辖区|城区|郊县|县)$/

/**
 * The path of districts for a national county code: GB/T 2260 writes the province as the first two digits, the city
 * as the first four; a municipality (110000) answers its districts straight under the province, so a code's city
 * level 110100 / 500200 is skipped there.
 */
async function pathByCode(code: string, load: DistrictLoader): Promise<DistrictItem[] | null> {
  if (!/^\d{6}$/.test(code) || code.endsWith('00')) return null
  const province = (await load(null)).find((d) => d.id === `${code.slice(0, 2)}0000`)
  if (!province) return null
  const seconds = await load(province.id)
  const direct = seconds.find((d) => d.id === code)
  if (direct) return [province, direct]
  const city = seconds.find((d) => d.id === `${code.slice(0, 4)}00`)
  if (!city) return null
  const county = (await load(city.id)).find((d) => d.id === code)
  return county ? [province, city, county] : null
}

async function pathByName(a: PlatformAddress, load: DistrictLoader): Promise<DistrictItem[] | null> {
  const province = byName(await load(null), a.province)
  if (!province) return null
  const seconds = province.has_children ? await load(province.id) : []
  const city = seconds.length ? byName(seconds, a.city) : undefined
  if (city) {
    if (!city.has_children) return [province, city]
    const county = byName(await load(city.id), a.county)
    return county ? [province, city, county] : null
  }
  // A municipality: the host's 'city' is the province again (北京市) or 市辖区; its counties hang on the province.
  const municipal = a.city === province.name || core(a.city) === core(province.name) || MUNICIPAL_CITY.test(a.city)
  const county = municipal ? byName(seconds, a.county) : undefined
  return county ? [province, county] : null
}

const MOBILE = new RegExp(PHONE_PATTERN)

/** An 11-digit mainland mobile number out of what the host gives ('+86 139 0013 9000'), else ''. */
export function mobileOf(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^86(?=1\d{10}$)/, '')
  return MOBILE.test(digits) ? digits : ''
}

/**
 * Maps a host's address onto the address book: the national code first (exact), then the names; whatever does not
 * map is left empty with a message, never guessed.
 */
export async function mapPlatformAddress(a: PlatformAddress, load: DistrictLoader): Promise<ImportedAddress> {
  const path = (a.nationalCode ? await pathByCode(a.nationalCode, load) : null) ?? (await pathByName(a, load))
  const phone = mobileOf(a.phone)
  const messages = [path ? '' : IMPORT_TEXT.unmatched, phone || !a.phone ? '' : IMPORT_TEXT.phone].filter(Boolean)
  return {
    name: [...a.name].slice(0, 20).join(''),
    phone,
    detail: [...a.detail].slice(0, 120).join(''),
    district: path ? valueFromPath(path) : null,
    ...(messages.length ? { message: messages.join('；') } : {})
  }
}
