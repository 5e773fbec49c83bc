import assert from 'node:assert/strict'
import { addAddress, onPage, ok, orderInfo, placeOrder, skuOf, tokenOf } from '../lib/order-helpers.mjs'

export const title = 'leave the sandbox cashier without paying → the pending page → back on order-pay, still payable'

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y, baseUrl }) {
  const phone = newPhone()
  let token
  let order

  await step('log in; an unpaid order made through the API', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await addAddress(api, token)
    order = await placeOrder(api, token, { items: [{ sku_id: await skuOf(api, '高筋小麦粉'), qty: 1 }] })
  })

  await step('order-pay with 支付宝 → the cashier', async () => {
    await page.goto(hashUrl(`/pages/order-pay/index?id=${order.id}&order_no=${order.order_no}`))
    await page.getByRole('radio', { name: /支付宝/ }).tap()
    await a11y(page, 'order-pay alipay')
    await page.locator('.order-pay__submit').tap()
    await page.waitForURL((url) => url.pathname === '/api/payment/sandbox/cashier', { timeout: 20_000 })
    await page.getByText('支付宝 · 沙箱收银台').waitFor()
  })

  await step('取消 at the cashier → the app waits for the server, clearly pending', async () => {
    await page.getByRole('button', { name: '取消', exact: true }).tap()
    await page.waitForURL((url) => url.origin === baseUrl && url.hash.includes('/pages/order-pay-third/index'), {
      timeout: 20_000
    })
    await page.getByText('正在确认支付结果').waitFor()
    await shot(page, 'order-pay-third-pending')
    await a11y(page, 'order-pay-third pending')
  })

  await step('the server never says paid → back on order-pay with its clock, still payable', async () => {
    await onPage(page, '/pages/order-pay/index', 40_000)
    await page.getByText('剩余支付时间').waitFor()
    await page.locator('.order-pay__submit').waitFor()
    await shot(page, 'order-pay-again')
    await a11y(page, 'order-pay after cashier')
    const o = await orderInfo(api, token, order.id)
    assert.equal(o.status, 0)
    assert.equal(o.can_pay, true)
    const ways = await ok(api, '/order/payway', { order_no: order.order_no }, token)
    assert.ok(ways.payways.length > 0, 'the order still takes a payment')
  })
}
