import assert from 'node:assert/strict'
import {
  addHomeComponentOnTop,
  adminGet,
  adminSignIn,
  fillSku,
  homeTurn,
  okButton,
  pick
} from '../lib/admin-helpers.mjs'
import { addAddress, idInUrl, ok, onPage, orderInfo, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  'operator console: goods with two SKUs and region stock → flash sale → home page drafted (live preview, shop unchanged) and published; the shopper sees and buys it; the theme colour follows'

const TITLE = `运营上新 ${Date.now().toString(36)}`
const SECTION = '今日上新'
const NAV = '今日新品'
const COLOR = '#2F7D32'

export default async function ({ page, browser, baseUrl, step, login, api, storage, hashUrl, newPhone, shot, a11y }) {
  const ctx = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai'
  })
  ctx.setDefaultTimeout(15_000)
  const admin = await ctx.newPage()
  let goods
  let restoreTheme
  let homeDone
  try {
    await step('the operator signs in with the seeded account and must change its password first', async () => {
      await adminSignIn(admin, baseUrl, 'Operator2026')
      await shot(admin, 'admin-goods-list')
    })

    await step('creates goods with two SKUs, the second held in a regional warehouse', async () => {
      await admin.getByRole('button', { name: '新建商品' }).click()
      await pick(admin, admin.getByLabel('分类'), '食品生鲜', '')
      await admin.getByLabel('商品名称').fill(TITLE)
      await fillSku(admin, 0, { 规格值: '500g', '售价（元）': '39.9', '划线价（元）': '59.9', '库存（全国）': '100' })
      await admin.getByRole('button', { name: '添加规格' }).click()
      await fillSku(admin, 1, { 规格值: '1kg', '售价（元）': '69.9' })
      await admin.getByRole('button', { name: '添加仓库' }).nth(1).click()
      await pick(admin, admin.getByLabel('仓库', { exact: true }), '', '')
      await admin.getByLabel('库存', { exact: true }).fill('40')
      await shot(admin, 'admin-goods-form')
      await admin.getByRole('button', { name: /保\s*存/ }).click()
      await admin.waitForURL(/#\/goods\/\d+$/)
      goods = await adminGet(admin, `/goods/${admin.url().split('/').pop()}`)
      assert.equal(goods.skus.length, 2)
      assert.deepEqual(
        goods.skus.map((s) => s.price),
        [3990, 6990],
        'yuan on screen, cents stored'
      )
      assert.equal(goods.skus[1].region_stock.length, 1)
      assert.equal(goods.skus[1].stock, 40)
    })

    await step('puts the first SKU in a flash sale', async () => {
      await admin.getByRole('menuitem', { name: '活动' }).click()
      await admin.getByRole('button', { name: '新建活动' }).click()
      const dialog = admin.getByRole('dialog')
      await dialog.getByLabel('规格 ID（商品编辑页可见）').fill(String(goods.skus[0].id))
      await dialog.getByLabel('活动名称').fill('运营秒杀')
      await dialog.getByLabel('活动价（元）').fill('19.9')
      await dialog.getByLabel('秒杀库存（不填则以商品库存为限）').fill('10')
      await okButton(dialog).click()
      await admin.getByRole('cell', { name: '运营秒杀' }).waitFor()
    })

    await step(
      'drafts a goods list at the top and a renamed nav: the live preview shows them, the shop does not',
      async () => {
        homeDone = await homeTurn()
        await admin.getByRole('menuitem', { name: '首页装修' }).click()
        const first = await addHomeComponentOnTop(admin)
        await first.getByLabel('标题').fill(SECTION)
        await pick(admin, first.getByRole('combobox', { name: '选择商品' }), TITLE)
        // The swiper's first nav item, renamed and sent to the category tab through the page picker.
        await admin.getByLabel('导航名称').first().fill(NAV)
        // exact: the link's own parameter boxes are named after it (导航 1 跳转 活动类型).
        const link = admin.getByRole('combobox', { name: '导航 1 跳转', exact: true })
        await admin.locator('.ant-select', { has: link }).click()
        await link.fill('goods-category')
        await admin
          .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'goods-category' })
          .click()
        const preview = admin.frameLocator('iframe[title="首页草稿预览"]')
        await preview.getByText(SECTION).first().waitFor()
        await preview.getByText(TITLE).first().waitFor()
        await preview.getByText(NAV).first().waitFor()
        await shot(admin, 'admin-home-draft-preview')
        // Not published: the shop's template and its home page (even asked for in preview mode, outside a frame).
        const live = await ok(api, '/app/home', {})
        assert.ok(!live.data.includes(SECTION) && !live.data.includes(NAV), 'the draft leaked into /app/home')
        const shop = await page.context().newPage()
        await shop.goto(hashUrl('/pages/home/index?preview=1'))
        await shop.locator('.home-swiper-nav__item').first().waitFor()
        assert.equal(await shop.getByText(SECTION).count(), 0, 'the shop shows the draft before publishing')
        assert.equal(await shop.getByText(NAV).count(), 0)
        await shop.close()
      }
    )

    await step('publishes the draft', async () => {
      await admin.getByRole('button', { name: /发\s*布/ }).click()
      await admin.getByText('首页已发布，商城即时生效').waitFor()
      await shot(admin, 'admin-home-published')
    })

    let token
    await step("the shopper's home shows the new list with the goods", async () => {
      await login(page, newPhone())
      token = await tokenOf(storage, page)
      await addAddress(api, token)
      await page.goto(hashUrl('/pages/home/index'))
      await page.getByText(SECTION).first().waitFor()
      await page.getByText(TITLE).first().waitFor()
      await page.getByText(NAV).first().waitFor()
      await shot(page, 'home-new-goods')
      await a11y(page, 'home (published by the console)')
      homeDone()
    })

    await step('the goods page shows it with the flash sale, and the shopper buys it at the flash price', async () => {
      await page.goto(hashUrl(`/pages/goods-info/index?sku_id=${goods.skus[0].id}`))
      await page.getByText(TITLE).first().waitFor()
      await page.locator('.activity-band--flash').waitFor()
      await shot(page, 'goods-flash')
      await page.locator('.goods-bar__action', { hasText: '立即抢购' }).tap()
      await page.locator('.sku-sheet__action', { hasText: '立即购买' }).tap()
      await onPage(page, '/pages/order-confirm/index')
      await page.locator('.oc-bar__submit').tap()
      await onPage(page, '/pages/order-pay/index')
      const orderId = idInUrl(page)
      await page.locator('.order-pay__submit').tap()
      await onPage(page, '/pages/order-detail/index')
      const o = await orderInfo(api, token, orderId)
      assert.ok(o.pay_time, 'the order is not paid')
      assert.equal(o.goods_amount, 1990, 'not bought at the flash price')
      await shot(page, 'order-paid')
    })

    await step('the operator changes the theme colour; the shop follows', async () => {
      await admin.getByRole('menuitem', { name: '主题' }).click()
      const before = (await ok(api, '/app/theme', {})).primary_color
      await admin.getByLabel('主色').fill(COLOR)
      await admin.getByRole('button', { name: '发布主题' }).click()
      await admin.getByText('主题已发布，商城即时生效').waitFor()
      restoreTheme = async () => {
        // The theme is the whole shop's: put the colour back so journeys running beside this one see the default.
        await admin.getByLabel('主色').fill(before)
        const saved = admin.waitForResponse((r) => r.url().includes('/api/admin/') && r.request().method() !== 'GET')
        await admin.getByRole('button', { name: '发布主题' }).click()
        await saved
      }
      await shot(admin, 'admin-theme')
      const theme = await ok(api, '/app/theme', {})
      assert.equal(theme.primary_color, COLOR)
      await page.goto(hashUrl('/pages/home/index'))
      await page.reload()
      await page.waitForFunction(
        (c) =>
          getComputedStyle(document.documentElement).getPropertyValue('--primary-color').trim().toLowerCase() === c,
        COLOR.toLowerCase(),
        { timeout: 15_000 }
      )
      await shot(page, 'home-new-theme')
    })
  } finally {
    homeDone?.()
    await restoreTheme?.().catch(() => undefined)
    await ctx.close()
  }
}
