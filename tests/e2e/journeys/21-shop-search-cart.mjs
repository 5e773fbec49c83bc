import assert from 'node:assert/strict'
import { ok, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  'search → result (sort) → goods-info → choose SKU → add to cart → tab badge and cart show it → quantity → totals follow'

/** The cart total as shown (¥139.80 -> '139.80'). */
const totalText = async (page) => (await page.locator('.cart-bar__total .price').innerText()).replace(/[¥\s]/g, '')

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y, apiRequests }) {
  const phone = newPhone()
  let token

  await step('log in; the cart starts empty with no badge', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await page.goto(hashUrl('/pages/shopping-cart/index'))
    await page.getByText('购物车还是空的').waitFor()
    assert.equal(await page.locator('.tab-bar__badge:visible').count(), 0)
    await a11y(page, 'shopping-cart (empty)')
  })

  await step('goods-search: type a word and search', async () => {
    await page.goto(hashUrl('/pages/goods-search/index'))
    const input = page.locator('input.goods-search__input')
    await input.waitFor()
    await page.locator('[aria-label="热门搜索"] .goods-search__chip').first().waitFor()
    await a11y(page, 'goods-search')
    await input.fill('苹果')
    await page.locator('.goods-search__submit').tap()
    await page.waitForURL((u) => u.hash.includes('/pages/goods-search-result/index'))
    assert.match(decodeURIComponent(page.url()), /keyword=苹果/)
  })

  await step('goods-search-result: the results, then sorted by price low to high', async () => {
    await page.locator('.goods-result__groups .goods-card').first().waitFor()
    const titles = await page.locator('.goods-result__groups .goods-card__title').allTextContents()
    assert.ok(
      titles.some((t) => t.includes('烟台红富士苹果')),
      `results: ${titles.join(',')}`
    )
    await shot(page, 'result')
    await a11y(page, 'goods-search-result')
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/goods/search') && r.request().postData()?.includes('price_asc')
    )
    await page.locator('.goods-result__tab', { hasText: '价格' }).tap()
    const body = await (await answered).json()
    const prices = body.data.list.map((g) => g.activity_price ?? g.price)
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
      'not sorted by price'
    )
    await page.locator('[aria-label="价格从低到高"]').waitFor()
  })

  await step('goods-info of 烟台红富士苹果', async () => {
    await page.locator('.goods-result__groups .goods-card', { hasText: '烟台红富士苹果' }).first().tap()
    await page.waitForURL((u) => u.hash.includes('/pages/goods-info/index'))
    await page.locator('.goods-head__title', { hasText: '烟台红富士苹果' }).waitFor()
    await page.locator('.goods-info .image-swiper__slide').first().waitFor()
    await page.locator('.activity-band--flash').waitFor()
    await shot(page, 'goods-info')
    await a11y(page, 'goods-info')
  })

  await step('choose 10斤装 in the SKU sheet and add it to the cart', async () => {
    await page.locator('.goods-bar__action', { hasText: '加入购物车' }).tap()
    const sheet = page.locator('.sku-sheet')
    await sheet.locator('[role="radio"]', { hasText: '10斤装' }).tap()
    await sheet.getByText('已选：10斤装').waitFor()
    await shot(page, 'sku-sheet')
    await a11y(page, 'goods-info (SKU sheet)')
    const added = page.waitForResponse((r) => r.url().endsWith('/cart/add'))
    await sheet.locator('.sku-sheet__action', { hasText: '加入购物车' }).tap()
    const res = await (await added).json()
    assert.equal(res.errno, 1, res.error)
    await page.locator('.goods-bar__badge', { hasText: '1' }).waitFor()
    const cart = await ok(api, '/cart/list', {}, token)
    assert.deepEqual(
      cart.list.map((l) => [l.title, l.spec_text, l.qty]),
      [['烟台红富士苹果', '10斤装', 1]]
    )
  })

  await step('the cart tab: the badge and the line, totals from it', async () => {
    await page.locator('.goods-bar__icon', { hasText: '购物车' }).tap()
    await page.waitForURL((u) => u.hash.includes('/pages/shopping-cart/index'))
    await page.locator('.cart-line', { hasText: '烟台红富士苹果' }).waitFor()
    await page.locator('.tab-bar__badge:visible', { hasText: '1' }).waitFor()
    await page.locator('.cart-line', { hasText: '10斤装' }).waitFor()
    assert.equal(await totalText(page), '69.90')
    await shot(page, 'cart')
    await a11y(page, 'shopping-cart')
  })

  await step('one more: the total follows at once, /cart/edit saves it, the badge follows', async () => {
    const edited = page.waitForResponse((r) => r.url().endsWith('/cart/edit'))
    await page.locator('[aria-label="增加烟台红富士苹果的数量"]').tap()
    assert.equal(await totalText(page), '139.80')
    const res = await (await edited).json()
    assert.equal(res.errno, 1, res.error)
    await page.locator('.tab-bar__badge:visible', { hasText: '2' }).waitFor()
    assert.equal((await ok(api, '/cart/list', {}, token)).list[0].qty, 2)
    assert.equal(apiRequests.filter((r) => r.path.endsWith('/cart/edit')).length, 1)
  })

  await step(
    'deselecting the line brings the total to zero; 去结算 opens order-confirm with the cart lines',
    async () => {
      const line = page.locator('.cart-line [role="checkbox"]').first()
      await line.tap()
      assert.equal(await totalText(page), '0.00')
      await page.locator('.cart-bar [aria-label="全选"]').tap()
      assert.equal(await totalText(page), '139.80')
      const cartId = (await ok(api, '/cart/list', {}, token)).list[0].cart_id
      await page.locator('.cart-bar__go').tap()
      await page.waitForURL((u) => u.hash.includes('/pages/order-confirm/index'))
      const q = new URLSearchParams(new URL(page.url()).hash.split('?')[1])
      assert.equal(q.get('cart_ids'), String(cartId))
      assert.equal(q.get('from'), 'cart')
    }
  )

  await step('the search history kept the word', async () => {
    await page.goto('about:blank')
    await page.goto(hashUrl('/pages/goods-search/index'))
    await page.locator('[aria-label="搜索历史"] .goods-search__chip', { hasText: '苹果' }).waitFor()
  })
}
