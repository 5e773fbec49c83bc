import assert from 'node:assert/strict'
import { addAddress, placeOrder, ok, skuOf, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  'a dark theme colour from the server (#2F7D32): labels on primary fills turn white and every page with one passes axe in care mode'

// Dark enough that white labels read on it (5.3:1) and #1a1a1a does not (3.4:1): the colour that found the defect.
const DARK = '#2F7D32'

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y }) {
  const phone = newPhone()
  let token
  let sku
  let order

  await step('the shop publishes a dark theme colour (this browser only: the home answer is rewritten)', async () => {
    // Only this context sees it, so journeys running beside this one keep the shop's own colour.
    await page.route('**/api/v1/app/home', async (route) => {
      const res = await route.fetch()
      const body = await res.json()
      if (body?.data?.theme) body.data.theme.primary_color = DARK
      await route.fulfill({ response: res, json: body })
    })
    await page.goto(hashUrl('/pages/home/index?care=1'))
    await page.locator('.care-mode').first().waitFor()
    await page.waitForFunction(
      (c) => getComputedStyle(document.documentElement).getPropertyValue('--primary-color').trim().toUpperCase() === c,
      DARK
    )
    const onPrimary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--on-primary').trim().toUpperCase()
    )
    assert.equal(onPrimary, '#FFFFFF', 'labels on the dark fill are white')
  })

  await step('a shopper with an item in the cart and an unpaid order', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await addAddress(api, token)
    sku = await skuOf(api, '山西老陈醋')
    await ok(api, '/cart/add', { sku_id: sku, qty: 1 }, token)
    order = await placeOrder(api, token, { items: [{ sku_id: sku, qty: 1 }] })
  })

  const scan = async (name, path, ready) => {
    await page.goto(hashUrl(path))
    await page.locator(`.care-mode ${ready}`).first().waitFor()
    await shot(page, `${name}-dark-care`)
    await a11y(page, `${name} (dark theme, care mode)`)
  }

  await step('我的: the header on the theme colour', async () => {
    await scan('user-config', '/pages/user-config/index', '.my-header')
  })

  await step('goods-info: 立即购买 on the theme colour', async () => {
    await scan('goods-info', `/pages/goods-info/index?sku_id=${sku}`, '.goods-bar__action--primary')
    const color = await page
      .locator('.goods-bar__action--primary')
      .first()
      .evaluate((el) => getComputedStyle(el).color)
    assert.equal(color, 'rgb(255, 255, 255)', '立即购买 is white on the dark fill')
  })

  await step('shopping-cart: 去结算 on the theme colour', async () => {
    await scan('shopping-cart', '/pages/shopping-cart/index', '.cart-bar__go')
  })

  await step('order-confirm: 提交订单 on the theme colour', async () => {
    await scan('order-confirm', `/pages/order-confirm/index?from=buy&items=${sku}:1`, '.oc-bar__submit')
  })

  await step('order-detail: the status head and 立即支付 on the theme colour', async () => {
    await scan('order-detail', `/pages/order-detail/index?id=${order.id}`, '.od-status')
    const color = await page
      .locator('.od-status')
      .first()
      .evaluate((el) => getComputedStyle(el).color)
    assert.equal(color, 'rgb(255, 255, 255)', 'the status head is white on the dark fill')
  })

  await step('order-pay: 立即支付 on the theme colour', async () => {
    await scan('order-pay', `/pages/order-pay/index?id=${order.id}&order_no=${order.order_no}`, '.order-pay__submit')
  })
}
