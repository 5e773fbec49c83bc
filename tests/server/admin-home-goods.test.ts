import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { isNotNull } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { goodsBody, signIn, type Console } from './admin-helpers'
import { categories, warehouses } from '../../server/src/db/schema'
import { uploadPicture } from './picture-fixtures'

const A = '/api/admin'

/** 首页装修 lists goods by name and picture (GET /api/admin/home/goods), never by SKU number. */
describe('console home editor goods', () => {
  let t: TestApp
  let ops: Console
  let onShelf: { id: number; skus: Array<{ id: number }> }
  let offShelf: { id: number; skus: Array<{ id: number }> }
  let PHOTO: string
  let OTHER: string
  before(async () => {
    t = await createTestApp()
    ops = await signIn(t, 'ops')
    const [cat] = await t.db.select().from(categories).where(isNotNull(categories.parentId)).limit(1)
    const [wh] = await t.db.select().from(warehouses).limit(1)
    PHOTO = await uploadPicture(t, ops)
    OTHER = await uploadPicture(t, ops)
    const make = async (title: string, status: number, picture: string) => {
      const res = await ops.call('POST', `${A}/goods`, { ...goodsBody(cat.id, wh.id, title), status, picture })
      assert.equal(res.errno, 1, res.error)
      return res.data
    }
    onShelf = await make('装修芒果', 1, PHOTO)
    offShelf = await make('装修下架芒果', 0, OTHER)
  })
  after(() => t.close())

  it('searches on-shelf goods by title, each by its first SKU with name and picture', async () => {
    const res = await ops.call('GET', `${A}/home/goods?q=${encodeURIComponent('装修')}`)
    assert.equal(res.errno, 1, res.error)
    assert.deepEqual(res.data, [
      {
        sku_id: onShelf.skus[0].id,
        spu_id: onShelf.id,
        title: '装修芒果',
        spec_text: '小份',
        picture: PHOTO,
        on_shelf: true
      }
    ])
  })

  it("names a saved list's SKUs, off-shelf ones and second SKUs too, each with its picture's key", async () => {
    const ids = [onShelf.skus[1].id, offShelf.skus[0].id].join(',')
    const res = await ops.call('GET', `${A}/home/goods?sku_ids=${ids}`)
    assert.equal(res.errno, 1, res.error)
    const byId = new Map(res.data.map((g: { sku_id: number }) => [g.sku_id, g]))
    assert.equal(byId.size, 2)
    assert.deepEqual(byId.get(onShelf.skus[1].id), {
      sku_id: onShelf.skus[1].id,
      spu_id: onShelf.id,
      title: '装修芒果',
      spec_text: '大份',
      picture: PHOTO,
      on_shelf: true
    })
    const off = byId.get(offShelf.skus[0].id) as { title: string; picture: string; on_shelf: boolean }
    assert.equal(off.title, '装修下架芒果')
    assert.equal(off.on_shelf, false)
    assert.equal(off.picture, OTHER)
  })

  it('refuses a malformed id list, naming the field', async () => {
    const res = await ops.call('GET', `${A}/home/goods?sku_ids=1,abc`)
    assert.notEqual(res.errno, 1)
    assert.match(res.error, /sku_ids/, res.error)
  })

  it('needs a console session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${A}/home/goods?q=x` })
    assert.notEqual(res.json().errno, 1)
  })
})
