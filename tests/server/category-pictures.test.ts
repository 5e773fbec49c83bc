import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import { uploadPicture } from './picture-fixtures'
import { homeTemplates } from '../../server/src/db/schema'
import { registerDemoPictures } from '../../server/src/db/seed/demo/store-pictures'
import { demoCataloguePictures } from '../../server/src/db/seed/demo/catalogue'
import { demoHomePictures } from '../../server/src/db/seed/demo/home'
import type { CategoryNode } from '@contract/schemas/goods'
import type { HomeSwiperNavComponent } from '@contract/schemas/home'

/**
 * Category icons and the home's nav icons are stored pictures, uploaded in the console or seeded as the demo's goods
 * pictures are; no address is built from a category's id, and GET /goods/image/:id.svg is gone
 * (docs/decisions/0034-pictures.md, issue 28).
 */
const A = '/api/admin'
const V1 = '/api/v1'
const MP = { 'MILI-MP-VER': '1.0.0' }
const KEY = /^\/api\/service\/image\/([a-f0-9]{32})$/
const addr = (key: string) => `/api/service/image/${key}`

describe('category icons are stored pictures', () => {
  let t: TestApp
  let ops: Console
  let dir: string
  let remove: (() => void) | null = null
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'category-pictures-'))
    t = await createTestApp({ env: { PUBLIC_URL: 'http://shop.test', DATA_DIR: dir } })
    ops = await signIn(t, 'ops')
  })
  after(async () => {
    remove?.()
    await t.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })
  const categoryList = async (headers?: Record<string, string>) => {
    const res = await t.post<CategoryNode[]>(`${V1}/category/list`, {}, undefined, headers)
    assert.equal(res.errno, 1, res.error)
    return res.data
  }
  const image = (name: string) => t.app.inject({ method: 'GET', url: `/api/service/image/${name}` })
  const homeNavs = async (headers?: Record<string, string>) => {
    const home = await t.post(`${V1}/app/home`, {}, undefined, headers)
    assert.equal(home.errno, 1, home.error)
    const data = home.data.data as string
    assert.ok(!data.includes('/goods/image/'), 'no generated picture in the home')
    const swiper = JSON.parse(data).components.find(
      (c: { type: string }) => c.type === 'home-swiper-nav'
    ) as HomeSwiperNavComponent
    return swiper.inputProps
  }

  it('an icon uploaded in the console is what the category list and the home answer, at the icon size', async () => {
    const key = await uploadPicture(t, ops)
    const top = await ops.call('POST', `${A}/categories`, { parent_id: null, name: '自家果园', sort: 0, picture: key })
    assert.equal(top.errno, 1, top.error)
    assert.equal(top.data.picture, key)
    const sub = await ops.call('POST', `${A}/categories`, { parent_id: top.data.id, name: '当季鲜果', sort: 0 })
    assert.equal(sub.errno, 1, sub.error)
    assert.equal(sub.data.picture, '', 'a category without an icon')

    const node = (await categoryList()).find((c) => c.id === top.data.id) as CategoryNode
    assert.equal(node.picture, addr(key))
    assert.equal(node.icon, `${addr(key)}_160.jpg`, 'older clients get the icon-size JPEG')
    assert.deepEqual(
      node.children.map((c) => [c.name, c.icon, c.picture]),
      [['当季鲜果', '', '']],
      'none: the app draws its placeholder'
    )
    const mp = (await categoryList(MP)).find((c) => c.id === top.data.id) as CategoryNode
    assert.equal(mp.picture, `http://shop.test${addr(key)}`, 'mini programs get it whole')
    // The size the app asks for (src/utils/image.ts) is made from the upload when first asked for.
    const icon = await image(`${key}_160.webp`)
    assert.equal(icon.statusCode, 200)
    assert.equal(icon.headers['content-type'], 'image/webp')
    assert.deepEqual([(await sharp(icon.rawPayload).metadata()).width], [160])

    // The console's nav icon (admin/src/image-upload.tsx, size icon) is what the home answers.
    const navIcon = `${addr(key)}_160.jpg`
    const publish = await ops.call('POST', `${A}/home/publish`, {
      components: [
        {
          type: 'home-swiper-nav',
          inputProps: {
            theme: 1,
            banners: [],
            navs: [
              { title: '果园', icon: navIcon, link: `/pages/goods-search-result/index?category_id=${sub.data.id}` }
            ]
          }
        }
      ],
      global_style: { pageConf: { bgColor: '#F6F6F6' }, useFooter: true, useHeader: true },
      note: '果园导航'
    })
    assert.equal(publish.errno, 1, publish.error)
    assert.deepEqual(
      (await homeNavs()).navs.map((n) => n.icon),
      [navIcon]
    )
    assert.deepEqual(
      (await homeNavs(MP)).navs.map((n) => n.icon),
      [`http://shop.test${navIcon}`]
    )

    // An edit that leaves the picture out keeps it; '' removes it.
    const body = { parent_id: null, name: '自家果园', sort: 1 }
    const kept = await ops.call('PUT', `${A}/categories/${top.data.id}`, body)
    assert.equal(kept.data.picture, key)
    const cleared = await ops.call('PUT', `${A}/categories/${top.data.id}`, { ...body, picture: '' })
    assert.equal(cleared.errno, 1, cleared.error)
    const after = (await categoryList()).find((c) => c.id === top.data.id) as CategoryNode
    assert.deepEqual([after.icon, after.picture], ['', ''])
  })

  it('refuses an icon that is not a picture uploaded to this shop', async () => {
    for (const picture of ['0'.repeat(32), '/api/v1/goods/image/c1.svg', 'https://evil.example/a.png']) {
      const res = await ops.call('POST', `${A}/categories`, { parent_id: null, name: '坏图标', sort: 0, picture })
      assert.equal(res.errno, 1001, picture)
      assert.match(res.error, /picture/)
    }
  })

  it('GET /goods/image/:id.svg is gone: nothing draws a picture from an id', async () => {
    for (const url of ['c1.svg', 'b1.svg', '1.svg']) {
      const res = await t.app.inject({ method: 'GET', url: `${V1}/goods/image/${url}` })
      assert.equal(res.statusCode, 404, url)
      assert.doesNotMatch(String(res.headers['content-type']), /svg/)
    }
  })

  it("the demo seed's category icons, nav icons and banners are stored pictures, drawn when first asked for", async () => {
    const demoKeys = new Set(demoCataloguePictures().map((p) => p.key))
    const tops = (await categoryList()).filter((c) => c.name !== '自家果园')
    assert.equal(tops.length, 8)
    const keys = tops.map((c) => KEY.exec(c.picture ?? '')?.[1] ?? '')
    for (const [i, k] of keys.entries()) assert.ok(demoKeys.has(k), `${tops[i].name}: ${tops[i].picture}`)
    assert.equal(new Set(keys).size, 8, 'one icon per category')
    for (const c of tops) for (const s of c.children) assert.equal(s.picture, '', `${c.name} / ${s.name}`)

    // The demo home (the active template before this file's publish) names the same pictures.
    const [demo] = await t.db.select().from(homeTemplates).where(eq(homeTemplates.name, '演示首页'))
    const swiper = JSON.parse(demo.data).components[0] as HomeSwiperNavComponent
    assert.deepEqual(
      swiper.inputProps.navs.map((n) => n.icon),
      keys.map((k) => `${addr(k)}_160.jpg`)
    )
    const banners = new Set(demoHomePictures().map((p) => `${addr(p.key)}_1080.jpg`))
    assert.equal(swiper.inputProps.banners.length, 3)
    for (const b of swiper.inputProps.banners) assert.ok(banners.has(b.image), b.image)
    assert.ok(!demo.data.includes('/goods/image/'))

    assert.equal((await image(`${keys[0]}_160.webp`)).statusCode, 404, 'no source until the demo registers')
    remove = await registerDemoPictures(t.db)
    assert.ok(remove, "the seeded database uses the demo's pictures")
    const icon = await image(`${keys[0]}_160.webp`)
    assert.equal(icon.statusCode, 200)
    assert.equal(icon.headers['content-type'], 'image/webp')
    assert.equal((await sharp(icon.rawPayload).metadata()).width, 160)
    // Then an ordinary stored file, as an upload's sizes are.
    assert.ok(fs.existsSync(path.join(dir, 'uploads', `${keys[0]}_160.webp`)))
  })

  it('the migration empties the addresses of the removed route in saved home templates', async () => {
    const saved = {
      components: [
        {
          type: 'home-swiper-nav',
          inputProps: {
            theme: 1,
            banners: [
              { title: '旧', image: 'http://localhost:3000/api/v1/goods/image/b1.svg', link: '' },
              { title: '新', image: '/api/service/image/0123456789abcdef0123456789abcdef_1080.jpg', link: '' }
            ],
            navs: [{ title: '食品', icon: '/api/v1/goods/image/c3.svg', link: '' }]
          }
        }
      ]
    }
    const [row] = await t.db
      .insert(homeTemplates)
      .values({ name: '旧首页', globalStyle: '{}', data: JSON.stringify(saved), active: false })
      .returning()
    const file = path.resolve(__dirname, '../../server/drizzle/0007_category_picture.sql')
    const update = fs
      .readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .find((s) => s.includes('UPDATE "home_templates"')) as string
    await t.db.execute(sql.raw(update))
    const [now] = await t.db.select().from(homeTemplates).where(eq(homeTemplates.id, row.id))
    const props = JSON.parse(now.data).components[0].inputProps as HomeSwiperNavComponent['inputProps']
    assert.deepEqual(
      props.banners.map((b) => b.image),
      ['', '/api/service/image/0123456789abcdef0123456789abcdef_1080.jpg']
    )
    assert.deepEqual(
      props.navs.map((n) => [n.title, n.icon]),
      [['食品', '']]
    )
  })
})
