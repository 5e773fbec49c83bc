import assert from 'node:assert/strict'
import { addAddress, ok, onPage, orderInfo, payWithCard, placeOrder, skuOf, tokenOf } from '../lib/order-helpers.mjs'

export const title = 'a shipped order: 查看物流 (courier, copyable number, trace), then 确认收货 from my-order'

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y }) {
  const phone = newPhone()
  let token
  let order

  await step('log in; an order paid by card and shipped by the sandbox merchant', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await addAddress(api, token)
    order = await placeOrder(api, token, { items: [{ sku_id: await skuOf(api, '零添加特级生抽'), qty: 1 }] })
    await payWithCard(api, token, order.order_no)
    await ok(api, '/api/dev/order/ship', { order_no: order.order_no })
    assert.equal((await orderInfo(api, token, order.id)).status, 2)
  })

  await step('order-detail: 待收货 with the parcel; 查看物流 shows courier, number and trace', async () => {
    await page.goto(hashUrl(`/pages/order-detail/index?id=${order.id}`))
    await page.locator('.od-status__title', { hasText: '待收货' }).waitFor()
    await a11y(page, 'order-detail delivering')
    await page.locator('.order-actions__btn', { hasText: '查看物流' }).tap()
    await onPage(page, '/pages/order-express/index')
    const express = (await orderInfo(api, token, order.id)).express
    // The detail page stays in the stack (H5 keeps it hidden): look on the express page only.
    await page.locator('.oe-head__no', { hasText: express.express_no }).waitFor()
    await page.locator('.oe-head__value', { hasText: express.com_name }).waitFor()
    const trace = page.locator('.steps[aria-label="物流轨迹"]')
    await trace.waitFor()
    assert.ok((await trace.locator('.steps__item').count()) > 0, 'the trace has entries')
    await page.locator('.copy-button[aria-label="复制运单编号"]').tap()
    await page.getByText('内容已复制').waitFor()
    await shot(page, 'order-express')
    await a11y(page, 'order-express')
  })

  await step('my-order 待收货 → 确认收货 → confirm: the order is received', async () => {
    await page.goto(hashUrl('/pages/my-order/index?tab=await_receive'))
    await page.locator('.mo-card').first().getByText('待收货').waitFor()
    await a11y(page, 'my-order await receive')
    await page.locator('.mo-card .order-actions__btn', { hasText: '确认收货' }).first().tap()
    await page.locator('.taro-modal__foot >> text=确认收货').tap()
    await page.getByText('暂无相关订单').waitFor()
    const o = await orderInfo(api, token, order.id)
    assert.equal(o.status, 3)
    assert.ok(o.receive_time)
  })

  await step('已完成 lists it, with 再次购买', async () => {
    await page.getByRole('tab', { name: '已完成' }).tap()
    const card = page.locator('.mo-card').first()
    await card.getByText('已收货').waitFor()
    await card.locator('.order-actions__btn', { hasText: '再次购买' }).waitFor()
    await shot(page, 'my-order-done')
    await a11y(page, 'my-order done')
  })
}
