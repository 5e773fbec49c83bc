import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { createTestApp, type TestApp } from './helpers'
import { findDistrict } from '../../server/src/lib/district'

type Item = { id: string; name: string; has_children: boolean }

describe('district: GB/T 2260 divisions', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: false })
  })
  after(() => t.close())

  it('lists the 34 province-level divisions', async () => {
    const res = await t.post('/api/service/district/list', {})
    assert.equal(res.errno, 1)
    assert.equal(res.data.length, 34)
    assert.deepEqual(res.data[0], { id: '110000', name: '北京市', has_children: true })
    const names = res.data.map((d: Item) => d.name)
    for (const n of ['广东省', '新疆维吾尔自治区', '香港特别行政区', '澳门特别行政区']) assert.ok(names.includes(n), n)
    assert.ok(res.data.every((d: Item) => /^\d{6}$/.test(d.id)))
  })

  it('walks province -> city -> county', async () => {
    const cities = await t.post('/api/service/district/next', { id: '440000' })
    assert.equal(cities.errno, 1)
    const gz = cities.data.find((d: Item) => d.name === '广州市')
    assert.deepEqual(gz, { id: '440100', name: '广州市', has_children: true })
    // Cities without counties end the pick at the city.
    assert.deepEqual(
      cities.data.find((d: Item) => d.id === '441900'),
      { id: '441900', name: '东莞市', has_children: false }
    )
    const counties = await t.post('/api/service/district/next', { id: 440100 })
    assert.ok(counties.data.some((d: Item) => d.id === '440106' && d.name === '天河区' && !d.has_children))
    const leaf = await t.post('/api/service/district/next', { id: '440106' })
    assert.deepEqual(leaf.data, [])
  })

  it('goes straight from a municipality to its districts', async () => {
    const bj = await t.post('/api/service/district/next', { id: '110000' })
    assert.ok(bj.data.some((d: Item) => d.id === '110105' && d.name === '朝阳区'))
    assert.ok(bj.data.every((d: Item) => !d.has_children))
  })

  it('names county groups under their province in the standard way', async () => {
    const hubei = await t.post('/api/service/district/next', { id: '420000' })
    assert.equal(hubei.data.find((d: Item) => d.id === '429000').name, '省直辖县级行政区划')
    const xj = await t.post('/api/service/district/next', { id: '650000' })
    assert.equal(xj.data.find((d: Item) => d.id === '659000').name, '自治区直辖县级行政区划')
  })

  it('answers 1002 for an unknown code and 1001 for a malformed one', async () => {
    assert.equal((await t.post('/api/service/district/next', { id: '999999' })).errno, 1002)
    for (const id of ['11000', 'abcdef', -110000, 1.5, null]) {
      const res = await t.post('/api/service/district/next', { id })
      assert.equal(res.errno, 1001, JSON.stringify(id))
      assert.match(res.error, /id/)
    }
    assert.equal((await t.post('/api/service/district/next', {})).errno, 1001)
  })

  it('finds districts for other areas, with parent and level', async () => {
    assert.deepEqual(await findDistrict('440106'), { code: '440106', name: '天河区', parentCode: '440100', level: 3 })
    assert.deepEqual(await findDistrict('440100'), { code: '440100', name: '广州市', parentCode: '440000', level: 2 })
    assert.deepEqual(await findDistrict('310000'), { code: '310000', name: '上海市', parentCode: null, level: 1 })
    assert.deepEqual(await findDistrict('310104'), { code: '310104', name: '徐汇区', parentCode: '310000', level: 2 })
    assert.equal(await findDistrict('000000'), null)
    assert.equal(await findDistrict(''), null)
  })
})
