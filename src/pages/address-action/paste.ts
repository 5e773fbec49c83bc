import type { DistrictValue } from '@/features/address/district-picker'
import type { ParsedAddress } from '@contract/schemas/address'

export const PASTE_TEXT = {
  label: '智能识别',
  placeholder: '粘贴整段收货信息，自动识别姓名、电话和地址，如：王阿姨 13800138000 浙江省杭州市西湖区文三路90号3幢501',
  parse: '识别',
  parsing: '识别中…',
  clear: '清空',
  empty: '请先粘贴或输入收货信息',
  toastAll: '已识别，请核对后保存',
  toastSome: '部分信息未识别，请手动填写',
  toastNone: '未能识别，请手动填写'
} as const

const FIELD = { name: '收货人', phone: '手机号码', district: '所在地区', detail: '详细地址' } as const

/**
 * What a paste changes on the form: a field it recognised is set; a phone it found invalid and a district it could
 * not read in full (when the paste had an address) are cleared, so an earlier value never sits beside the new
 * address unnoticed; anything else the shopper typed stays.
 */
export interface PasteFill {
  name?: string
  phone?: string
  detail?: string
  /** A value: the district read in full; null: clear it; absent: keep it. */
  district?: DistrictValue | null
  /** The line under the box: what was recognised and what is left to the shopper. */
  summary: string
  /** How many of the four fields were recognised. */
  found: number
}

/** The picker's value for a full path (a path that ends early repeats its last division, as the picker does). */
function districtValue(p: ParsedAddress): DistrictValue | null {
  if (!p.district_complete || !p.districts.length) return null
  const [province, city = province, area = city] = p.districts
  return { province, city, area }
}

export function planFill(p: ParsedAddress): PasteFill {
  const district = districtValue(p)
  const hadAddress = p.districts.length > 0 || Boolean(p.detail)
  const found: string[] = []
  const missing: string[] = []
  const note = (ok: boolean, label: string, why = '') => (ok ? found.push(label) : missing.push(label + why))
  note(Boolean(p.name), FIELD.name)
  note(Boolean(p.phone), FIELD.phone, p.phone_rejected ? '（不是有效的手机号）' : '')
  const partial = p.districts.map((d) => d.name).join(' ')
  note(Boolean(district), FIELD.district, !district && partial ? `（仅识别到${partial}）` : '')
  note(Boolean(p.detail), FIELD.detail)
  const parts = [found.length ? `已识别${found.join('、')}` : '未能识别出收货信息']
  if (missing.length) parts.push(`${missing.join('、')}未识别，请手动填写`)
  const summary = parts.join('；') + (missing.length ? '' : '，请核对后保存')
  return {
    ...(p.name ? { name: p.name } : {}),
    ...(p.phone || p.phone_rejected ? { phone: p.phone } : {}),
    ...(p.detail ? { detail: p.detail } : {}),
    ...(district || hadAddress ? { district } : {}),
    summary,
    found: found.length
  }
}
