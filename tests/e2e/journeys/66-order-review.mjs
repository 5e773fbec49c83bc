import assert from 'node:assert/strict'
import path from 'node:path'
import { staffSession } from '../lib/admin-staff.mjs'
import { layoutProblems } from '../lib/layout.mjs'
import { addAddress, ok, orderInfo, payWithCard, placeOrder, skuOf, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  'reviews (评价): a received order reviewed with stars, text and a picture (anonymous); goods-info shows it and 全部评价; 客服 hides it in the console and it is gone'

// A 1 x 1 PNG: the server checks the file's magic bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)
const GOODS = '零添加特级生抽'

/** Layout and care-mode findings of the page (lib/layout.mjs), none allowed on what this journey shows. */
async function noLayoutProblems(page, label, care = false) {
  const { problems } = await layoutProblems(page, { care })
  assert.deepEqual(problems, [], `${label}: ${problems.join('; ')}`)
}

export default async function (ctx) {
  const { page, browser, baseUrl, step, login, api, storage, hashUrl, newPhone, shot, a11y, dir } = ctx
  const text = `酱油很鲜，炒菜好用 ${Date.now() % 10000}`
  const phone = newPhone()
  let token
  let order
  let skuId

  await step('a shopper receives an order', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await addAddress(api, token)
    skuId = await skuOf(api, GOODS)
    order = await placeOrder(api, token, { items: [{ sku_id: skuId, qty: 1 }] })
    await payWithCard(api, token, order.order_no)
    await ok(api, '/api/dev/order/ship', { order_no: order.order_no })
    await ok(api, '/order/recvconfirm', { id: order.id }, token)
    assert.equal((await orderInfo(api, token, order.id)).status, 3)
  })

  await step(
    'order-detail: 评价商品 → the sheet: 4 stars, text, a picture uploaded with progress, anonymous',
    async () => {
      await page.goto(hashUrl(`/pages/order-detail/index?id=${order.id}`))
      const section = page.locator('.order-reviews')
      await section.getByRole('button', { name: `评价 ${GOODS}` }).waitFor()
      await page.locator('.contact-service', { hasText: '联系客服' }).waitFor()
      await shot(page, 'order-detail-received')
      await a11y(page, 'order-detail received')
      await noLayoutProblems(page, 'order-detail')
      await section.getByRole('button', { name: `评价 ${GOODS}` }).tap()
      const sheet = page.locator('.review-sheet[role="dialog"]')
      await sheet.waitFor()
      // Empty text is refused on the spot.
      await sheet.locator('.review-sheet__submit').tap()
      await sheet.getByText('请写下您的评价').waitFor()
      await sheet.getByRole('radio', { name: '4 星 满意' }).tap()
      await sheet.locator('.review-sheet__textarea textarea').fill(text)
      await sheet.locator('.image-upload__add').tap()
      const chooser = page.waitForEvent('filechooser')
      await page.getByText('从相册选择').tap()
      await (await chooser).setFiles({ name: 'soy.png', mimeType: 'image/png', buffer: PNG })
      await sheet.locator('.image-upload__tile[aria-label="查看第1张评价图片"]').waitFor()
      await sheet.getByRole('checkbox', { name: '匿名评价' }).tap()
      await shot(page, 'review-sheet')
      await a11y(page, 'review sheet')
      const sent = page.waitForResponse((r) => r.url().endsWith('/review/create'))
      await sheet.locator('.review-sheet__submit').tap()
      const env = await (await sent).json()
      assert.equal(env.errno, 1, env.error)
      await section.getByText('已评价').waitFor()
      // A second review of the same line is refused by the server with its message.
      const again = await api(
        '/api/v1/review/create',
        { order_id: order.id, sku_id: skuId, stars: 5, content: '再来' },
        token
      )
      assert.equal(again.errno, 2370)
    }
  )

  await step('goods-info: the count, the rating, the newest review (anonymous, with its picture)', async () => {
    await page.goto(hashUrl(`/pages/goods-info/index?sku_id=${skuId}`))
    const reviews = page.locator('.goods-reviews')
    await reviews.locator('.review-card', { hasText: text }).waitFor()
    const card = reviews.locator('.review-card', { hasText: text })
    assert.match(await card.locator('.review-card__nick').innerText(), /^.\*\*\*$/)
    assert.equal(await card.locator('.review-card__image').count(), 1)
    assert.match(await reviews.locator('.goods-reviews__title').innerText(), /评价（\d+）/)
    await reviews.scrollIntoViewIfNeeded()
    await shot(page, 'goods-info-reviews')
    await a11y(page, 'goods-info reviews')
    await reviews.getByRole('button', { name: '全部评价' }).tap()
    const all = page.locator('.review-list[role="dialog"]')
    await all.locator('.review-card', { hasText: text }).waitFor()
    await all.getByText(/没有更多评价了|加载更多/).waitFor()
    await shot(page, 'all-reviews')
    await a11y(page, 'all reviews sheet')
    await all.getByRole('button', { name: '关闭' }).tap()
  })

  await step('care mode: the review section and sheet keep 18 px labels and a 60 px main action', async () => {
    await page.goto(hashUrl(`/pages/order-detail/index?id=${order.id}&care=1`))
    await page.locator('.care-mode .order-reviews').getByText('已评价').waitFor()
    await shot(page, 'order-detail-care')
    await noLayoutProblems(page, 'order-detail (care)', true)
    // Four actions of a received order: three buttons and 更多 on one row (it wrapped into a staggered second row).
    const bar = page.locator('.order-detail__actions').locator('.order-actions__btn, .order-actions__more')
    const tops = await bar.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
    assert.equal(tops.length, 4, `the bar shows ${tops.length} controls`)
    assert.equal(new Set(tops).size, 1, `the action bar wraps (tops ${tops.join(', ')})`)
    await page.goto(hashUrl(`/pages/goods-info/index?sku_id=${skuId}`))
    await page.locator('.care-mode .goods-reviews .review-card', { hasText: text }).waitFor()
    await page.locator('.goods-reviews').scrollIntoViewIfNeeded()
    await shot(page, 'goods-info-reviews-care')
    await page.goto(hashUrl(`/pages/goods-info/index?sku_id=${skuId}&care=0`))
  })

  const deskCtx = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' })
  deskCtx.setDefaultTimeout(15_000)
  try {
    await step('客服 hides the review in the console (评价), with a reason', async () => {
      const desk = await staffSession(deskCtx, baseUrl, 'service', '客服小王')
      await desk.getByRole('menuitem', { name: '评价' }).click()
      const row = desk.locator('tr', { hasText: text })
      await row.waitFor()
      await row.getByText('隐藏', { exact: true }).click()
      await desk.getByLabel('隐藏原因').fill('含联系方式')
      // The dialog's 隐藏, not the row's (the row's 操作 column has its own 隐藏 button).
      await desk
        .getByRole('dialog')
        .getByRole('button', { name: /^隐\s*藏$/ })
        .click()
      await row.getByText('已隐藏：含联系方式').waitFor()
      await desk.screenshot({ path: path.join(dir, 'console-reviews-hidden.png') })
    })
  } finally {
    await deskCtx.close()
  }

  await step('goods-info no longer shows it', async () => {
    await page.goto(hashUrl(`/pages/goods-info/index?sku_id=${skuId}&t=${Date.now()}`))
    await page.locator('.goods-reviews').waitFor()
    assert.equal(await page.locator('.review-card', { hasText: text }).count(), 0)
    const list = await api('/api/v1/review/list', { sku_id: skuId })
    assert.ok(!list.data.list.some((r) => r.content === text), 'the hidden review is still listed')
  })
}
