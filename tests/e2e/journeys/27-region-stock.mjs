import assert from 'node:assert/strict'
import { addAddress, ok, skuOf, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  'stock by region: the lamb shows 无货 for a 新疆 address (有货 after switching to 北京), the cart says so and checkout refuses it'

const LAMB = '内蒙古草原羔羊肉卷'
const XINJIANG = { province_code: '650000', city_code: '650100', area_code: '650102', detail: '人民路1号' }

/** The region line as a shopper reads it: 送至 <province> <state>. */
const regionLine = (page) =>
  page.evaluate(() =>
    [...(document.querySelector('.region-stock__row')?.children ?? [])].map((c) => c.textContent.trim()).join(' ')
  )

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y }) {
  const phone = newPhone()
  let token
  let sku

  await step('a shopper whose default address is in 新疆 opens the lamb: 送至 新疆 无货', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await addAddress(api, token, XINJIANG)
    sku = await skuOf(api, LAMB)
    await page.goto(hashUrl(`/pages/goods-info/index?sku_id=${sku}`))
    await page.locator('.region-stock__state--out_of_stock').waitFor()
    assert.equal(await regionLine(page), '送至 新疆维吾尔自治区 无货 ›')
    await shot(page, 'goods-info-xinjiang')
    await a11y(page, 'goods-info')
  })

  await step('switching the region to 北京 shows 有货 for the same goods', async () => {
    await page.locator('.region-stock__row').tap()
    await page.getByRole('option', { name: '北京市' }).tap()
    // The picker goes on to the district: any one will do, the province decides the warehouse.
    await page.getByRole('option', { name: '东城区' }).tap()
    await page.locator('.region-stock__state--in_stock').waitFor()
    assert.equal(await regionLine(page), '送至 北京市 有货 ›')
    await shot(page, 'goods-info-beijing')
    await a11y(page, 'goods-info (北京)')
  })

  await step('in the cart the line says it cannot ship to the default address', async () => {
    await ok(api, '/cart/add', { sku_id: sku, qty: 1 }, token)
    await page.goto(hashUrl('/pages/shopping-cart/index'))
    await page.locator('.cart-line__note', { hasText: '在新疆维吾尔自治区无货，无法配送' }).waitFor()
    await shot(page, 'cart-xinjiang')
    await a11y(page, 'shopping-cart')
  })

  await step('checkout names the goods and the region and creates no order', async () => {
    await page.goto(hashUrl(`/pages/order-confirm/index?from=buy&items=${sku}:1`))
    const alert = page.locator('.oc-ship-error')
    await alert.waitFor()
    assert.equal((await alert.textContent()).trim(), `${LAMB}在新疆维吾尔自治区无货，请更换收货地址`)
    await shot(page, 'order-confirm-refused')
    // 提交订单 is held while a line cannot ship; a tap creates nothing.
    const submit = page.locator('.oc-bar__submit')
    assert.match((await submit.getAttribute('class')) || '', /nut-button-disabled/)
    await submit.tap({ force: true })
    const orders = await ok(api, '/order/listv2', { status: 'all' }, token)
    assert.equal(orders.total, 0, 'an order was created for goods the region cannot receive')
    // The server refuses it too, whatever a client sends.
    const c = await ok(api, '/order/confirm', { items: [{ sku_id: sku, qty: 1 }] }, token)
    const created = await api(
      '/api/v1/order/create',
      { items: [{ sku_id: sku, qty: 1 }], addr_id: c.address.addr_id, confirm_token: c.confirm_token },
      token
    )
    assert.equal(created.errno, 2105)
    assert.match(created.error, /内蒙古草原羔羊肉卷在新疆维吾尔自治区无货/)
    await a11y(page, 'order-confirm')
  })
}
