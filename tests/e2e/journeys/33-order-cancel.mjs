import assert from 'node:assert/strict'
import { addAddress, goodsInfo, onPage, ok, skuOf, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  'cancel an unpaid order from my-order (reason + confirm): it shows cancelled, stock and coupon come back'

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y }) {
  const phone = newPhone()
  let token
  let sku
  let stockBefore
  let couponId
  let orderId

  await step('log in; an address and the 新人无门槛券 through the API', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await addAddress(api, token)
    const center = await ok(api, '/coupon/center', {}, token)
    const tpl = center.list.find((c) => c.name === '新人无门槛券')
    assert.ok(tpl, 'no 新人无门槛券 in the coupon centre')
    await ok(api, '/coupon/receive', { coupon_id: tpl.coupon_id }, token)
    couponId = (await ok(api, '/coupon/list', { status: 'unused' }, token)).list[0].id
    sku = await skuOf(api, '山西老陈醋')
    stockBefore = (await goodsInfo(api, sku)).sku.stock
  })

  await step('check out 2 units: the coupon is applied by itself', async () => {
    await page.goto(hashUrl(`/pages/order-confirm/index?from=buy&items=${sku}:2`))
    await page.getByText('新人无门槛券').waitFor()
    await page.locator('.oc-bar__submit').tap()
    await onPage(page, '/pages/order-pay/index')
    orderId = Number(new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('id'))
    assert.equal((await goodsInfo(api, sku)).sku.stock, stockBefore - 2, 'the order holds the stock')
    const held = (await ok(api, '/coupon/list', { status: 'unused' }, token)).list.find((c) => c.id === couponId)
    assert.equal(held?.locked, true, 'the order holds the coupon')
  })

  await step('my-order 待付款 lists it with 取消订单 and 立即支付', async () => {
    await page.goto(hashUrl('/pages/my-order/index?tab=await_pay'))
    // Only the page on screen: a my-order opened earlier in the stack keeps its own (hidden) cards.
    const card = page.locator('.mo-card:visible').first()
    await card.getByText('待付款').waitFor()
    await card.locator('.order-actions__btn', { hasText: '立即支付' }).waitFor()
    await shot(page, 'my-order-await-pay')
    await a11y(page, 'my-order')
  })

  await step('取消订单 → a reason → confirm: gone from 待付款, shown 已取消', async () => {
    await page.locator('.mo-card:visible .order-actions__btn', { hasText: '取消订单' }).first().tap()
    await page.locator('.taro-actionsheet__cell', { hasText: '商品选错了' }).tap()
    await page.locator('.taro-modal__foot >> text=取消订单').tap()
    await page.getByText('暂无相关订单').waitFor()
    await page.goto(hashUrl(`/pages/order-detail/index?id=${orderId}`))
    await page.locator('.od-status__title', { hasText: '已取消' }).waitFor()
    await shot(page, 'order-detail-cancelled')
    await a11y(page, 'order-detail cancelled')
  })

  await step('the server gave back the stock and the coupon', async () => {
    const o = await ok(api, '/order/infov2', { id: orderId }, token)
    assert.equal(o.status, -1)
    assert.equal(o.history.at(-1).reason, '用户取消订单：商品选错了')
    assert.equal((await goodsInfo(api, sku)).sku.stock, stockBefore)
    const c = (await ok(api, '/coupon/list', { status: 'unused' }, token)).list.find((x) => x.id === couponId)
    assert.ok(c, 'the coupon is usable again')
    assert.equal(c.locked, false)
  })
}
