import Taro from '@tarojs/taro'
import { isAlipayApp, isH5, isWeapp } from '../utils/env'
import { isWechatBrowser } from './ua'

/**
 * The shopper's address kept by the host (issue 20): WeChat's chooseAddress in the mini program, the JS-SDK's
 * openAddress in WeChat's browser, Alipay's my.getAddress. Each answers names (and WeChat a national county code);
 * features/address/address-import maps them onto the district codes of the address book.
 */
export interface PlatformAddress {
  name: string
  phone: string
  province: string
  city: string
  county: string
  /** Street and house number, without the divisions. */
  detail: string
  /** WeChat's 6-digit national (GB/T 2260) code of the county, when given. */
  nationalCode?: string
}

/** WeChat's answer (mini program and JS-SDK; the JS-SDK spells the county countryName). */
interface WechatAddress {
  userName?: string
  telNumber?: string
  provinceName?: string
  cityName?: string
  countyName?: string
  countryName?: string
  streetName?: string
  detailInfo?: string
  detailInfoNew?: string
  nationalCode?: string
}

/** Alipay's my.getAddress answer: `result` holds the address; resultStatus 9000 success, 6001 cancelled. */
interface AlipayAnswer {
  resultStatus?: string
  result?: {
    prov?: string
    city?: string
    area?: string
    street?: string
    address?: string
    fullname?: string
    mobilePhone?: string
  }
}

interface WxAddressSdk {
  openAddress?: (o: { success: (r: WechatAddress) => void; cancel?: () => void; fail?: (e: unknown) => void }) => void
}

const wxSdk = () => (typeof window === 'undefined' ? undefined : (window as unknown as { wx?: WxAddressSdk }).wx)
/** Taro's Alipay build carries my.getAddress as Taro.getAddress (promised), only where the host has it. */
const alipay = () => (Taro as unknown as { getAddress?: () => Promise<AlipayAnswer> }).getAddress

/** Where the host can hand over an address: 'wechat' (mini program or WeChat browser), 'alipay', else null. */
export function addressSource(): 'wechat' | 'alipay' | null {
  if (isWeapp()) return 'wechat'
  if (isAlipayApp()) return typeof alipay() === 'function' ? 'alipay' : null
  if (isH5() && isWechatBrowser()) return 'wechat'
  return null
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

function fromWechat(r: WechatAddress): PlatformAddress {
  const street = text(r.streetName)
  const detail = text(r.detailInfoNew) || text(r.detailInfo)
  return {
    name: text(r.userName),
    phone: text(r.telNumber),
    province: text(r.provinceName),
    city: text(r.cityName),
    county: text(r.countyName) || text(r.countryName),
    detail: street && !detail.startsWith(street) ? `${street}${detail}` : detail,
    nationalCode: text(r.nationalCode) || undefined
  }
}

function fromAlipay(r: NonNullable<AlipayAnswer['result']>): PlatformAddress {
  const [province, city, county, street] = [r.prov, r.city, r.area, r.street].map(text)
  // `address` may repeat the divisions in front ("浙江省杭州市西湖区西溪路556号"): keep what follows them.
  let detail = text(r.address)
  for (const part of [province, city, county]) if (part && detail.startsWith(part)) detail = detail.slice(part.length)
  return {
    name: text(r.fullname),
    phone: text(r.mobilePhone),
    province,
    city,
    county,
    detail: street && !detail.startsWith(street) ? `${street}${detail}` : detail
  }
}

const cancelled = (e: unknown) => /cancel/i.test(String((e as { errMsg?: string })?.errMsg ?? e))

/**
 * Opens the host's address sheet. Resolves the chosen address, or null when the shopper backed out; rejects when
 * the host refused (no permission, no JS-SDK). On H5 the caller has configured the JS-SDK first.
 */
export async function choosePlatformAddress(): Promise<PlatformAddress | null> {
  if (isWeapp()) {
    try {
      return fromWechat((await Taro.chooseAddress()) as WechatAddress)
    } catch (e) {
      if (cancelled(e)) return null
      throw e
    }
  }
  if (isAlipayApp()) {
    const getAddress = alipay()
    if (!getAddress) throw new Error('my.getAddress unavailable')
    let answer: AlipayAnswer
    try {
      answer = await getAddress()
    } catch (e) {
      if (cancelled(e)) return null
      throw e
    }
    if (answer.resultStatus === '6001') return null
    if (answer.resultStatus !== '9000' || !answer.result) throw new Error(`my.getAddress ${answer.resultStatus}`)
    return fromAlipay(answer.result)
  }
  const wx = wxSdk()
  if (!wx?.openAddress) throw new Error('WeChat JS-SDK openAddress unavailable')
  const open = wx.openAddress
  return new Promise((resolve, reject) =>
    open({
      success: (r) => resolve(fromWechat(r)),
      cancel: () => resolve(null),
      fail: (e) => (cancelled(e) ? resolve(null) : reject(e))
    })
  )
}
