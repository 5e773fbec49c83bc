import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { createTestApp, type TestApp } from './helpers'
import { getAddressForOrder } from '../../server/src/account/address'
import type { Address, AddressInput } from '@contract/schemas/address'

const V1 = '/api/v1'

/** 广东省 深圳市 南山区 */
const SZ: AddressInput = {
  name: '张三',
  phone: '13812345678',
  province_code: '440000',
  city_code: '440300',
  area_code: '440305',
  detail: '科技园南区1栋101'
}

describe('addresses', () => {
  let t: TestApp
  let me: { uid: number; token: string }
  const save = (body: Partial<AddressInput> & object, token = me.token) =>
    t.post<Address>(`${V1}/addr/add`, body, token)
  const list = async (token = me.token) => {
    const res = await t.post<Address[]>(`${V1}/addr/list`, {}, token)
    assert.equal(res.errno, 1, res.error)
    return res.data
  }
  const defaults = (l: Address[]) => l.filter((a) => a.is_default).map((a) => a.id)

  before(async () => {
    t = await createTestApp()
    me = await t.user()
  })
  after(() => t.close())

  it('needs a login for every call', async () => {
    for (const path of ['/addr/list', '/addr/info', '/addr/add', '/addr/del']) {
      assert.equal((await t.post(`${V1}${path}`, { ...SZ, id: 1, addr_id: 1 })).errno, 1006, path)
    }
  })

  it('creates an address with district names; the first one is the default', async () => {
    const res = await save(SZ)
    assert.equal(res.errno, 1, res.error)
    const a = res.data
    assert.equal(a.province, '广东省')
    assert.equal(a.city, '深圳市')
    assert.equal(a.area, '南山区')
    assert.equal(a.full_address, '广东省深圳市南山区科技园南区1栋101')
    assert.equal(a.is_default, true)
    const info = await t.post<Address>(`${V1}/addr/info`, { id: a.id }, me.token)
    assert.deepEqual(info.data, a)
  })

  it('accepts a municipality and a city without districts', async () => {
    const u = await t.user()
    const bj = await save({ ...SZ, province_code: '110000', city_code: '110000', area_code: '110105' }, u.token)
    assert.equal(bj.errno, 1, bj.error)
    assert.equal(bj.data.full_address, `北京市朝阳区${SZ.detail}`)
    const bj2 = await save({ ...SZ, province_code: '110000', city_code: '110105', area_code: '110105' }, u.token)
    assert.equal(bj2.errno, 1, bj2.error)
    assert.equal(bj2.data.full_address, `北京市朝阳区${SZ.detail}`)
    const dg = await save({ ...SZ, province_code: '440000', city_code: '441900', area_code: '441900' }, u.token)
    assert.equal(dg.errno, 1, dg.error)
    assert.equal(dg.data.full_address, `广东省东莞市${SZ.detail}`)
  })

  it('accepts the GB/T 2260 city level of the four municipalities (110100 市辖区, 500200 县)', async () => {
    const u = await t.user()
    const cases: Array<[string, string, string, string]> = [
      ['110000', '110100', '110101', `北京市东城区${SZ.detail}`],
      ['120000', '120100', '120101', `天津市和平区${SZ.detail}`],
      ['310000', '310100', '310104', `上海市徐汇区${SZ.detail}`],
      ['500000', '500100', '500103', `重庆市渝中区${SZ.detail}`],
      ['500000', '500200', '500229', `重庆市城口县${SZ.detail}`]
    ]
    for (const [province_code, city_code, area_code, full] of cases) {
      const res = await save({ ...SZ, province_code, city_code, area_code }, u.token)
      assert.equal(res.errno, 1, `${city_code}: ${res.error}`)
      assert.equal(res.data.full_address, full)
      // Stored as the picker sends a municipality, so editing it opens the picker on the same district.
      assert.equal(res.data.city_code, province_code)
      assert.equal(res.data.area_code, area_code)
    }
    // A county under 500200 is not inside 500100, and 110100 is not a city of 天津.
    const wrongHalf = await save({ ...SZ, province_code: '500000', city_code: '500100', area_code: '500229' }, u.token)
    assert.equal(wrongHalf.errno, 1001)
    assert.match(wrongHalf.error, /area_code/)
    const wrongProvince = await save(
      { ...SZ, province_code: '120000', city_code: '110100', area_code: '110101' },
      u.token
    )
    assert.equal(wrongProvince.errno, 1001)
    assert.match(wrongProvince.error, /city_code/)
    // A province with real cities gets no such shortcut: 440100 is 广州, 440500 is 汕头 and 440200 韶关.
    const notMunicipality = await save(
      { ...SZ, province_code: '440000', city_code: '440100', area_code: '440305' },
      u.token
    )
    assert.equal(notMunicipality.errno, 1001)
  })

  it('accepts the codes derived from a platform address (county code, its province and city by prefix)', async () => {
    const u = await t.user()
    // WeChat's chooseAddress answers nationalCode 429004 (仙桃市) under 湖北省's 省直辖县级行政区划 429000.
    const xiantao = await save({ ...SZ, province_code: '420000', city_code: '429000', area_code: '429004' }, u.token)
    assert.equal(xiantao.errno, 1, xiantao.error)
    assert.match(xiantao.data.full_address, /^湖北省.*仙桃市/)
  })

  it('refuses bad fields with errno 1001 naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: '名'.repeat(21) }, 'name'],
      [{ phone: '12812345678' }, 'phone'],
      [{ phone: '1381234567' }, 'phone'],
      [{ phone: '138123456789' }, 'phone'],
      [{ detail: '' }, 'detail'],
      [{ detail: '路'.repeat(121) }, 'detail'],
      [{ province_code: 'abc' }, 'province_code'],
      [{ province_code: '990000' }, 'province_code'],
      [{ province_code: '440300' }, 'province_code'],
      [{ city_code: '320100' }, 'city_code'],
      [{ area_code: '440106' }, 'area_code'],
      [{ area_code: '440300' }, 'area_code'],
      [{ is_default: 'maybe' }, 'is_default'],
      [{ id: 0 }, 'id']
    ]
    for (const [patch, field] of cases) {
      const res = await save({ ...SZ, ...patch })
      assert.equal(res.errno, 1001, JSON.stringify(patch))
      assert.match(res.error, new RegExp(field), JSON.stringify(patch))
    }
    const { phone: _, ...noPhone } = SZ
    const missing = await save(noPhone)
    assert.equal(missing.errno, 1001)
    assert.match(missing.error, /phone/)
    assert.equal((await list()).length, 1)
  })

  it('keeps exactly one default: a new default clears the old, unticking is ignored', async () => {
    const u = await t.user()
    const a = (await save(SZ, u.token)).data
    const b = (await save({ ...SZ, name: '李四' }, u.token)).data
    assert.equal(b.is_default, false)
    assert.deepEqual(defaults(await list(u.token)), [a.id])
    const c = (await save({ ...SZ, name: '王五', is_default: true }, u.token)).data
    assert.equal(c.is_default, true)
    assert.deepEqual(defaults(await list(u.token)), [c.id])
    assert.equal((await list(u.token))[0].id, c.id, 'the default comes first')
    // Update b to default; then try to untick it.
    const b2 = await save({ ...SZ, id: b.id, name: '李四四', is_default: true }, u.token)
    assert.equal(b2.data.name, '李四四')
    assert.deepEqual(defaults(await list(u.token)), [b.id])
    const b3 = await save({ ...SZ, id: b.id, is_default: false }, u.token)
    assert.equal(b3.data.is_default, true)
    assert.deepEqual(defaults(await list(u.token)), [b.id])
    // Concurrent "make me default" calls still leave one default.
    await Promise.all([a, c].map((x) => save({ ...SZ, id: x.id, is_default: true }, u.token)))
    assert.equal(defaults(await list(u.token)).length, 1)
  })

  it('deleting the default promotes the newest remaining address', async () => {
    const u = await t.user()
    const a = (await save(SZ, u.token)).data
    const b = (await save({ ...SZ, name: '二号' }, u.token)).data
    const c = (await save({ ...SZ, name: '三号' }, u.token)).data
    assert.equal((await t.post(`${V1}/addr/del`, { addr_id: a.id }, u.token)).errno, 1)
    assert.deepEqual(defaults(await list(u.token)), [c.id])
    assert.equal((await t.post(`${V1}/addr/del`, { addr_id: b.id }, u.token)).errno, 1)
    assert.deepEqual(defaults(await list(u.token)), [c.id])
    assert.equal((await t.post(`${V1}/addr/del`, { addr_id: c.id }, u.token)).errno, 1)
    assert.deepEqual(await list(u.token), [])
    assert.equal((await t.post(`${V1}/addr/del`, { addr_id: c.id }, u.token)).errno, 1002)
  })

  it('another user’s address is not found for info, update and delete', async () => {
    const mine = (await list())[0]
    const other = await t.user()
    assert.equal((await t.post(`${V1}/addr/info`, { id: mine.id }, other.token)).errno, 1002)
    assert.equal((await save({ ...SZ, id: mine.id, name: '冒名' }, other.token)).errno, 1002)
    assert.equal((await t.post(`${V1}/addr/del`, { addr_id: mine.id }, other.token)).errno, 1002)
    assert.equal((await t.post(`${V1}/addr/info`, { id: mine.id }, me.token)).data.name, '张三')
    assert.equal(await getAddressForOrder(t.db, other.uid, mine.id), null)
    assert.equal((await getAddressForOrder(t.db, me.uid, mine.id))!.id, mine.id)
    const bad = await t.post(`${V1}/addr/del`, { addr_id: 'x' }, me.token)
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /addr_id/)
  })

  it('holds at most 20 addresses', async () => {
    const u = await t.user()
    for (let i = 0; i < 20; i++) assert.equal((await save({ ...SZ, name: `收件人${i}` }, u.token)).errno, 1)
    const full = await save(SZ, u.token)
    assert.equal(full.errno, 2120)
    assert.equal(full.error, '最多保存20个收货地址')
    const l = await list(u.token)
    assert.equal(l.length, 20)
    // Updating one is still allowed at the limit.
    assert.equal((await save({ ...SZ, id: l[5].id, detail: '新地址' }, u.token)).errno, 1)
  })
})
