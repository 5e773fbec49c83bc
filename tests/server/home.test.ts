import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq, inArray } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { skus, spus, themeConfigs } from '../../server/src/db/schema'
import { clearHomeCache, getTheme } from '../../server/src/catalogue/home'
import type { AppHomeResponse, HomeGlobalStyle, HomeTemplateData, ThemeConfig } from '@contract/schemas/home'

const V1 = '/api/v1'
const COLOR = /^#[0-9A-Fa-f]{6}$/

describe('home and theme', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('/app/theme answers the spec defaults without login', async () => {
    const res = await t.post<ThemeConfig>(`${V1}/app/theme`, {})
    assert.equal(res.errno, 1)
    const th = res.data
    assert.equal(th.primary_color, '#D4AC52')
    assert.equal(th.my_page_theme, 1)
    assert.equal(th.pension_visible, true)
    assert.equal(th.pension_tag_theme, 2)
    assert.equal(th.gift_card_visible, true)
    assert.equal(th.pension_position, 1)
    assert.equal(th.supplier_visible, true)
    for (const c of [th.primary_color, th.price_color, th.submit_btn_color]) assert.match(c, COLOR)
    assert.equal(th.gift_card_name, '购物卡')
    assert.equal(typeof th.gift_card_name_suffix, 'string')
    assert.deepEqual(
      th.footer.map((f) => [f.text, f.page_path]),
      [
        ['首页', 'pages/home/index'],
        ['分类', 'pages/goods-category/index'],
        ['购物车', 'pages/shopping-cart/index'],
        ['我的', 'pages/user-config/index']
      ]
    )
  })

  it('/app/home answers the template as JSON strings, the theme and the goods its lists name', async () => {
    const res = await t.post<AppHomeResponse>(`${V1}/app/home`, {})
    assert.equal(res.errno, 1)
    const { global_style, data, theme, goods_activities } = res.data
    assert.equal(typeof global_style, 'string')
    assert.equal(typeof data, 'string')
    const style = JSON.parse(global_style) as HomeGlobalStyle
    assert.match(style.pageConf.bgColor, COLOR)
    assert.equal(style.useFooter, true)
    const { components } = JSON.parse(data) as HomeTemplateData
    assert.deepEqual([...new Set(components.map((c) => c.type))].sort(), [
      'goods-waterfall',
      'home-swiper-nav',
      'spu-list'
    ])
    const nav = components.find((c) => c.type === 'home-swiper-nav')
    assert.ok(nav && nav.type === 'home-swiper-nav')
    assert.equal(typeof nav.inputProps.theme, 'number')
    assert.equal(nav.inputProps.navs.length, 8)
    // Banners are stored pictures, addressed as an uploaded banner is (the large JPEG).
    assert.ok(nav.inputProps.banners.every((b) => /\/api\/service\/image\/[a-f0-9]{32}_1080\.jpg$/.test(b.image)))
    const ids = components.flatMap((c) =>
      c.type === 'home-swiper-nav' ? [] : c.inputProps.options.map((o) => o.sku_id)
    )
    assert.ok(ids.length >= 20)
    // Every SKU the lists name exists and is on shelf, and comes back in goods_activities.
    const rows = await t.db
      .select({ id: skus.id, status: spus.status })
      .from(skus)
      .innerJoin(spus, eq(spus.id, skus.spuId))
      .where(inArray(skus.id, ids))
    assert.equal(rows.length, new Set(ids).size)
    assert.ok(rows.every((r) => r.status === 1))
    assert.deepEqual(new Set(goods_activities.map((g) => g.sku_id)), new Set(ids))
    const flashList = components.find((c) => c.type === 'spu-list' && c.inputProps.kind === 1)
    assert.ok(flashList && flashList.type === 'spu-list')
    for (const o of flashList.inputProps.options) {
      assert.equal(goods_activities.find((g) => g.sku_id === o.sku_id)!.activities[0].kind, 1)
    }
    assert.deepEqual(theme, (await t.post<ThemeConfig>(`${V1}/app/theme`, {})).data)
  })

  it('an operator theme overrides only the keys it sets', async () => {
    await t.db.update(themeConfigs).set({ active: false })
    await t.db
      .insert(themeConfigs)
      .values({ config: { primary_color: '#123456' } as unknown as ThemeConfig, active: true })
    clearHomeCache(t.db)
    const th = (await t.post<ThemeConfig>(`${V1}/app/theme`, {})).data
    assert.equal(th.primary_color, '#123456')
    assert.equal(th.pension_tag_theme, 2)
    assert.equal(th.footer.length, 4)
  })

  it('a read that began before a publish does not put the old theme back in the cache', async () => {
    // A stand-in database whose reads wait for the test: the read starts, the operator publishes, then it ends.
    let color = '#111111'
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let reads = 0
    const chain = (table: number) => {
      const rows = () => (table % 2 ? [] : [{ config: { primary_color: color } }])
      const c = {
        from: () => c,
        where: () => c,
        orderBy: () => c,
        limit: async () => (reads++ < 2 ? gate.then(() => rows()) : rows())
      }
      return c
    }
    let n = 0
    const db = { select: () => chain(++n) } as unknown as Parameters<typeof getTheme>[0]
    const inFlight = getTheme(db)
    const seen = color
    color = '#222222'
    clearHomeCache(db)
    color = seen // the in-flight read saw the row as it was before the publish
    release()
    assert.equal((await inFlight).primary_color, '#111111')
    color = '#222222'
    assert.equal((await getTheme(db)).primary_color, '#222222', 'the stale answer was cached after the clear')
  })

  it('accepts an empty body and answers malformed JSON with 1001', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${V1}/app/home` })
    assert.equal(res.json().errno, 1)
    const bad = await t.app.inject({
      method: 'POST',
      url: `${V1}/app/home`,
      payload: '{',
      headers: { 'content-type': 'application/json' }
    })
    assert.equal(bad.json().errno, 1001)
  })
})
