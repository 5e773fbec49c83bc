import assert from 'node:assert/strict'
import { addHomeComponentOnTop, adminGet, fillSku, homeTurn, okButton, pick } from '../lib/admin-helpers.mjs'
import { staffSession } from '../lib/admin-staff.mjs'
import { addAddress, ok, onPage, placeOrder, payWithCard, tokenOf } from '../lib/order-helpers.mjs'
import { PHOTO_COLOURS, goodsPhoto, seePicture, variantPath } from '../lib/photo-helpers.mjs'
import { settled } from '../lib/screen.mjs'

export const title =
  "issue 28: an operator's photos, uploaded in the console, are what the shopper sees on home, category, search, goods-info, the SKU sheet, favourites, the 客服 chat's goods card, cart, checkout, orders, after-sale, reviews and the poster, at each screen's size (normal and care mode); the console's list and 首页装修 picker show them"

const stamp = Date.now().toString(36).slice(-5)
const TOP = `实拍${stamp}`
const SUB = `鲜果${stamp}`
const TITLE = `实拍芒果 ${stamp}`
const SECTION = `实拍上新${stamp}`
const { main: RED, gallery: GREEN, sku: BLUE } = PHOTO_COLOURS

/** The page on screen (the H5 router keeps earlier pages of the stack, hidden). */
const onScreen = (page) => page.locator('.taro_router > .taro_page').filter({ visible: true })

export default async function ({ page, browser, baseUrl, step, login, api, storage, hashUrl, newPhone, shot, a11y }) {
  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' })
  desk.setDefaultTimeout(15_000)
  // Every picture the shopper's browser asks for: none may be an original (_full) or a picture built from an id.
  const asked = []
  page.on('request', (r) => r.resourceType() === 'image' && asked.push(new URL(r.url()).pathname))
  let ops
  let keys
  let goods
  let homeDone
  let restoreHome
  /** Opens a page afresh (the app restarts on it), in care mode or not, and waits for it to show. */
  const open = async (route, care) => {
    await page.goto('about:blank')
    await page.goto(hashUrl(`${route}${route.includes('?') ? '&' : '?'}care=${care ? 1 : 0}`))
    await settled(page)
    if (care) await page.locator('.care-mode').first().waitFor()
    else await page.waitForFunction(() => !document.querySelector('.care-mode'))
  }
  /** `check` on `route` in normal and care mode, with a screenshot of each. */
  const bothModes = async (route, name, check) => {
    for (const care of [false, true]) {
      await open(route, care)
      await check(care)
      await shot(page, care ? `${name}-care` : name)
    }
  }
  try {
    await step('运营 makes a category for the new fruit in 分类', async () => {
      ops = await staffSession(desk, baseUrl, 'ops', '运营小林')
      await ops.getByRole('menuitem', { name: '分类' }).click()
      for (const [name, parent] of [
        [TOP, null],
        [SUB, TOP]
      ]) {
        await ops.getByRole('button', { name: '新建分类' }).click()
        const dialog = ops.getByRole('dialog')
        if (parent) {
          // Not searchable, and a virtual list: the new top category, last, is drawn once the list is scrolled down.
          await dialog.getByLabel('上级分类（不选为一级）').click()
          const list = ops.locator('.ant-select-dropdown:visible')
          await list.locator('.rc-virtual-list-holder').evaluate((el) => (el.scrollTop = el.scrollHeight))
          await list.locator('.ant-select-item-option', { hasText: parent }).click()
        }
        await dialog.getByLabel('名称').fill(name)
        await okButton(dialog).click()
        await dialog.waitFor({ state: 'hidden' })
      }
    })

    await step('新建商品 with a main photo, a gallery photo and the second SKU its own photo, on shelf', async () => {
      await ops.getByRole('menuitem', { name: '商品' }).click()
      await ops.getByRole('button', { name: '新建商品' }).click()
      await pick(ops, ops.getByLabel('分类'), SUB)
      await ops.getByLabel('商品名称').fill(TITLE)
      // The SKUs' list is a form item holding theirs: the innermost item with the label is the field's own. A SKU's
      // field is looked for inside its own card (规格 N), as every row's item has the same label.
      const upload = async (label, scope, buffer) => {
        const item = scope
          .locator('.ant-form-item', { has: ops.locator('label', { hasText: label }) })
          .filter({ hasNot: ops.locator('.ant-form-item .ant-form-item') })
          .first()
        await item.locator('input[type=file]').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer })
        // Done once the server answered with the stored picture (its thumbnail), never left 文件上传中.
        await item.locator('.ant-upload-list-item-done img').waitFor()
      }
      await upload('主图（列表、购物车、订单显示）', ops, await goodsPhoto(101, RED))
      await upload('详情页图片', ops, await goodsPhoto(102, GREEN))
      await fillSku(ops, 0, { 规格名: '颜色', 规格值: '红色装', '售价（元）': '29.9', '库存（全国）': '100' })
      await ops.getByRole('button', { name: '添加规格' }).click()
      await fillSku(ops, 1, { 规格名: '颜色', 规格值: '蓝色装', '售价（元）': '39.9', '库存（全国）': '100' })
      const second = ops
        .locator('.ant-pro-card-title', { hasText: /^规格 2$/ })
        .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-pro-card ")][1]')
      await upload('规格图（选填）', second, await goodsPhoto(103, BLUE))
      assert.equal(await ops.getByRole('switch', { name: '上架' }).getAttribute('aria-checked'), 'true')
      await shot(ops, 'admin-goods-form-photos')
      await ops.getByRole('button', { name: /保\s*存/ }).click()
      await ops.waitForURL(/#\/goods\/\d+$/)
      const saved = await adminGet(ops, `/goods/${ops.url().split('/').pop()}`)
      keys = { main: saved.picture, gallery: saved.images[0], sku: saved.skus[1].picture }
      for (const [which, k] of Object.entries(keys))
        assert.match(k ?? '', /^[a-f0-9]{32}$/, `the ${which} picture: ${JSON.stringify(saved.skus)}`)
      assert.equal(new Set(Object.values(keys)).size, 3)
      assert.equal(saved.skus[0].picture, '', 'the first SKU has no picture of its own')
      assert.equal(saved.status, 1)
      goods = { spu: saved.id, red: saved.skus[0].id, blue: saved.skus[1].id }
    })

    await step("the console's goods list shows the main photo's thumbnail", async () => {
      await ops.getByRole('menuitem', { name: '商品' }).click()
      const row = ops.getByRole('row', { name: new RegExp(TITLE) })
      await seePicture(ops, row.locator('img'), { key: keys.main, size: 'icon', rgb: RED, what: 'console list' })
      await shot(ops, 'admin-goods-list-photo')
    })

    await step('首页装修: a goods list at the top; the picker names the goods with its photo; published', async () => {
      homeDone = await homeTurn()
      await ops.getByRole('menuitem', { name: '首页装修' }).click()
      const first = await addHomeComponentOnTop(ops)
      await first.getByLabel('标题').fill(SECTION)
      const picker = first.getByRole('combobox', { name: '选择商品' })
      await picker.click()
      await picker.fill(TITLE)
      const option = ops.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: TITLE })
      const what = '首页装修 picker'
      await seePicture(ops, option.locator('img'), { key: keys.main, size: 'icon', rgb: RED, what })
      await shot(ops, 'admin-home-picker')
      await option.click()
      await ops.keyboard.press('Escape')
      const tag = first.locator('.ant-select-selection-item', { hasText: TITLE })
      await seePicture(ops, tag.locator('img'), { key: keys.main, size: 'icon', rgb: RED, what: 'picked goods' })
      assert.equal(await first.getByText(/规格 \d/).count(), 0, 'goods are named, never 规格 N')
      await ops.getByRole('button', { name: /发\s*布/ }).click()
      await ops.getByText('首页已发布，商城即时生效').waitFor()
      restoreHome = async () => {
        await ops
          .locator('.home-component')
          .first()
          .getByRole('button', { name: /^删\s*除$/ })
          .click()
        await ops.getByRole('button', { name: /发\s*布/ }).click()
        await ops.getByText('首页已发布，商城即时生效').last().waitFor()
      }
    })

    let token
    await step('a shopper signs in: home shows the section with the main photo (thumb)', async () => {
      await login(page, newPhone())
      token = await tokenOf(storage, page)
      await addAddress(api, token)
      await bothModes('/pages/home/index', 'home', async () => {
        const section = onScreen(page).locator('.home-spu-list', { hasText: SECTION })
        const card = section.locator('.goods-card', { hasText: TITLE })
        await seePicture(page, card.locator('img'), { key: keys.main, size: 'thumb', rgb: RED, what: 'home' })
      })
      await a11y(page, 'home (a section with an uploaded photo, care mode)')
      await restoreHome()
      restoreHome = undefined
      homeDone()
    })

    const listCard = async (route, name, what, scope = '') => {
      await bothModes(route, name, async () => {
        const card = onScreen(page).locator(`${scope} .goods-card`.trim(), { hasText: TITLE })
        await seePicture(page, card.locator('img'), { key: keys.main, size: 'thumb', rgb: RED, what })
      })
    }

    await step('category: the new category tab lists the goods with its photo', async () => {
      for (const care of [false, true]) {
        await open('/pages/goods-category/index', care)
        const tab = onScreen(page).locator('.goods-category__top', { hasText: TOP })
        await tab.scrollIntoViewIfNeeded()
        await tab.tap()
        const card = onScreen(page).locator('.goods-category__main .goods-card', { hasText: TITLE })
        await seePicture(page, card.locator('img'), { key: keys.main, size: 'thumb', rgb: RED, what: 'category' })
        await shot(page, care ? 'category-care' : 'category')
      }
    })

    await step('search results', async () => {
      await listCard(`/pages/goods-search-result/index?keyword=${encodeURIComponent(TITLE)}`, 'search', 'search')
    })

    const info = `/pages/goods-info/index?sku_id=${goods.red}`
    await step('goods-info: the gallery shows the main photo, then the gallery photo (medium)', async () => {
      await bothModes(info, 'goods-info', async () => {
        const slides = onScreen(page).locator('.goods-info .image-swiper__image img')
        assert.equal(await slides.count(), 2)
        await seePicture(page, slides.nth(0), { key: keys.main, size: 'medium', rgb: RED, what: 'gallery 1' })
        await seePicture(page, slides.nth(1), { key: keys.gallery, size: 'medium', rgb: GREEN, what: 'gallery 2' })
        await slides.nth(0).scrollIntoViewIfNeeded()
      })
    })

    await step('the share poster is drawn from the main photo (large JPEG)', async () => {
      await open(info, false)
      const drawn = page.waitForRequest((r) => new URL(r.url()).pathname === variantPath(keys.main, 'large', 'jpg'))
      await onScreen(page).getByRole('button', { name: '分享海报' }).tap()
      await drawn
      await page.locator('.share-poster__image img').waitFor()
      await shot(page, 'share-poster')
    })

    await step('SKU sheet: the main photo for 红色装, the SKU photo for 蓝色装; added to the cart', async () => {
      for (const care of [false, true]) {
        await open(info, care)
        await onScreen(page).locator('.goods-bar__action', { hasText: '加入购物车' }).tap()
        const image = page.locator('.sku-sheet__image img')
        await seePicture(page, image, { key: keys.main, size: 'thumb', rgb: RED, what: 'SKU sheet (红色装)' })
        await page.getByRole('radio', { name: '蓝色装' }).tap()
        await seePicture(page, image, { key: keys.sku, size: 'thumb', rgb: BLUE, what: 'SKU sheet (蓝色装)' })
        await shot(page, care ? 'sku-sheet-care' : 'sku-sheet')
      }
      const added = page.waitForResponse((r) => r.url().endsWith('/cart/add'))
      await page.locator('.sku-sheet__action', { hasText: '加入购物车' }).tap()
      assert.equal((await (await added).json()).errno, 1)
    })

    await step('favourites: 收藏 on goods-info, then my-favorite shows the main photo', async () => {
      await open(info, false)
      await onScreen(page).getByRole('button', { name: '收藏' }).tap()
      await onScreen(page).getByRole('button', { name: '已收藏' }).waitFor()
      await listCard('/pages/my-favorite/index', 'favourites', 'favourites')
    })

    await step('在线客服: the goods card sent from the chat shows the main photo (icon, its 60 px box)', async () => {
      await open(`/pages/support-chat/index?sku_id=${goods.red}`, false)
      await onScreen(page).locator('.chat__offer-send').tap()
      for (const care of [false, true]) {
        if (care) await open(`/pages/support-chat/index?sku_id=${goods.red}`, true)
        const card = onScreen(page).locator('.chat-card', { hasText: TITLE }).last()
        const what = care ? 'chat card (care)' : 'chat card'
        await seePicture(page, card.locator('img'), { key: keys.main, size: 'icon', rgb: RED, what })
        await shot(page, care ? 'support-chat-card-care' : 'support-chat-card')
      }
    })

    const blue = (what, size = 'thumb') => ({ key: keys.sku, size, rgb: BLUE, what })
    await step('cart: the line of 蓝色装 shows the SKU photo', async () => {
      await bothModes('/pages/shopping-cart/index', 'cart', async () => {
        const line = onScreen(page).locator('.cart-line', { hasText: TITLE })
        await seePicture(page, line.locator('img').first(), blue('cart'))
      })
    })

    let orderId
    await step('去结算 → order-confirm shows it; the order is placed and paid', async () => {
      await onScreen(page).locator('.cart-bar__go').tap()
      await onPage(page, '/pages/order-confirm/index')
      const line = onScreen(page).locator('.order-goods__line', { hasText: TITLE })
      await seePicture(page, line.locator('img'), blue('order-confirm'))
      await shot(page, 'order-confirm')
      await onScreen(page).locator('.oc-bar__submit').tap()
      await onPage(page, '/pages/order-pay/index')
      orderId = Number(new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('id'))
      await onScreen(page).locator('.order-pay__submit').tap()
      await onPage(page, '/pages/order-detail/index')
      await open(`/pages/order-confirm/index?from=buy&items=${goods.blue}:1`, true)
      const care = onScreen(page).locator('.order-goods__line', { hasText: TITLE })
      await seePicture(page, care.locator('img'), blue('order-confirm (care)'))
      await shot(page, 'order-confirm-care')
    })

    await step('order-detail and my-order show the line with the SKU photo', async () => {
      await bothModes(`/pages/order-detail/index?id=${orderId}`, 'order-detail', async () => {
        const line = onScreen(page).locator('.order-goods__line', { hasText: TITLE })
        await seePicture(page, line.locator('img'), blue('order-detail'))
      })
      await bothModes('/pages/my-order/index', 'my-order', async () => {
        const card = onScreen(page).locator('.mo-card', { hasText: TITLE }).first()
        await seePicture(page, card.locator('.order-goods img'), blue('my-order'))
      })
    })

    await step('after-sale: the apply page and, once applied, the refund detail show it', async () => {
      await bothModes(`/pages/order-apply-refund/index?id=${orderId}`, 'after-sale-apply', async () => {
        const line = onScreen(page).locator('.order-goods__line', { hasText: TITLE })
        await seePicture(page, line.locator('img'), blue('order-apply-refund'))
      })
      const applied = await ok(api, '/order/refund', { id: orderId, reason: '不想要了' }, token)
      await bothModes(`/pages/order-refund-detail/index?id=${applied.id}`, 'refund-detail', async () => {
        const line = onScreen(page).locator('.order-goods__line', { hasText: TITLE })
        await seePicture(page, line.locator('img'), blue('order-refund-detail'))
      })
    })

    await step("reviews: a received order's 评价 row shows the SKU photo (icon)", async () => {
      const order = await placeOrder(api, token, { items: [{ sku_id: goods.blue, qty: 1 }] })
      await payWithCard(api, token, order.order_no)
      await ok(api, '/api/dev/order/ship', { order_no: order.order_no })
      await ok(api, '/order/recvconfirm', { id: order.id }, token)
      await bothModes(`/pages/order-detail/index?id=${order.id}`, 'reviews', async () => {
        const row = onScreen(page).locator('.order-reviews__line', { hasText: TITLE })
        await seePicture(page, row.locator('img'), blue('reviews', 'icon'))
      })
    })

    await step('no screen asked for an original or a picture built from an id', async () => {
      const mine = asked.filter((p) => Object.values(keys).some((k) => p.includes(k)))
      assert.ok(mine.length > 0)
      assert.deepEqual(
        mine.filter((p) => /_full\./.test(p)),
        [],
        'an original was loaded'
      )
      assert.deepEqual(
        asked.filter((p) => p.includes('/goods/image/')),
        [],
        'a picture built from an id'
      )
    })
  } finally {
    await restoreHome?.().catch(() => undefined)
    homeDone?.()
    await desk.close()
  }
}
