import assert from 'node:assert/strict'
import { addAddress, idInUrl, onPage, orderInfo, skuOf, tokenOf } from '../lib/order-helpers.mjs'

export const title = 'buy now → pay by WeChat Pay through the sandbox cashier → paid only after the server callback'

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y, baseUrl }) {
  const phone = newPhone()
  let token
  let orderId

  await step('log in with an address; buy now opens order-confirm', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await addAddress(api, token)
    const sku = await skuOf(api, '烟台红富士苹果')
    await page.goto(hashUrl(`/pages/order-confirm/index?from=buy&items=${sku}:2`))
    await page.getByText('王小明 13812345678').waitFor()
    await a11y(page, 'order-confirm buy-now')
  })

  await step('提交订单 → order-pay; choose 微信支付', async () => {
    await page.locator('.oc-bar__submit').tap()
    await onPage(page, '/pages/order-pay/index')
    orderId = idInUrl(page)
    const wx = page.getByRole('radio', { name: /微信支付/ })
    await wx.tap()
    assert.equal(await wx.getAttribute('aria-checked'), 'true')
    await a11y(page, 'order-pay wxpay')
  })

  await step('立即支付 opens the cashier; the order is still unpaid there', async () => {
    await page.locator('.order-pay__submit').tap()
    await page.waitForURL((url) => url.pathname === '/api/payment/sandbox/cashier', { timeout: 20_000 })
    await page.getByText('微信支付 · 沙箱收银台').waitFor()
    await shot(page, 'sandbox-cashier')
    const o = await orderInfo(api, token, orderId)
    assert.equal(o.status, 0, 'opening the cashier paid nothing')
    assert.equal(o.pay_time, null)
  })

  await step('支付 at the cashier → back in the app, confirmed by the server → order-detail paid', async () => {
    await page.getByRole('button', { name: '支付', exact: true }).tap()
    await page.waitForURL((url) => url.origin === baseUrl && url.hash.includes('/pages/order-pay-third/index'), {
      timeout: 20_000
    })
    await onPage(page, '/pages/order-detail/index', 30_000)
    await page.locator('.od-status__title', { hasText: /待发货|待收货/ }).waitFor()
    await page.getByText('微信支付').first().waitFor()
    await shot(page, 'order-detail-paid-wxpay')
    await a11y(page, 'order-detail wxpay')
    const o = await orderInfo(api, token, orderId)
    assert.ok(o.pay_time, 'no pay time on the server')
    assert.equal(o.payway, 1)
    assert.ok(
      o.history.some((h) => h.reason === '支付成功（微信支付）'),
      'the move to paid came from the payment callback'
    )
  })
}
