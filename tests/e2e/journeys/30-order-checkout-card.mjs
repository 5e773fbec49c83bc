import assert from 'node:assert/strict'
import { addAddress, cardOf, idInUrl, ok, onPage, orderInfo, skuOf, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  'cart → order-confirm with the default address → pay with the shopping card → order-detail shows paid'

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y, careMetrics }) {
  const phone = newPhone()
  let token
  let cartIds
  let orderId

  await step('log in; an address and two goods in the cart through the API', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await addAddress(api, token)
    for (const t of ['赣南脐橙', '黑猪五花肉'])
      await ok(api, '/cart/add', { sku_id: await skuOf(api, t), qty: 1 }, token)
    cartIds = (await ok(api, '/cart/list', {}, token)).list.map((l) => l.cart_id)
    assert.equal(cartIds.length, 2)
  })

  await step('order-confirm shows the goods, the default address and the totals', async () => {
    await page.goto(hashUrl(`/pages/order-confirm/index?from=cart&cart_ids=${cartIds.join(',')}`))
    await page.getByText('王小明 13812345678').waitFor()
    await page.getByText('赣南脐橙').waitFor()
    await page.getByText('黑猪五花肉').waitFor()
    await shot(page, 'order-confirm')
    await a11y(page, 'order-confirm')
  })

  await step('提交订单 tapped twice in one go creates one order and opens order-pay', async () => {
    await page.evaluate(() => {
      const submit = document.querySelector('.oc-bar__submit')
      submit.click()
      submit.click()
    })
    await onPage(page, '/pages/order-pay/index')
    orderId = idInUrl(page)
    const list = await ok(api, '/order/listv2', { status: 'all' }, token)
    assert.equal(list.total, 1, 'a double tap created more than one order')
    const cart = await ok(api, '/cart/list', {}, token)
    assert.equal(cart.list.length, 0, 'the ordered cart lines are gone')
  })

  await step('order-pay: the amount, the clock and the shopping card preselected', async () => {
    const card = page.getByRole('radio', { name: /购物卡/ })
    await card.waitFor()
    assert.equal(await card.getAttribute('aria-checked'), 'true')
    await page.getByText('剩余支付时间').waitFor()
    await shot(page, 'order-pay')
    await a11y(page, 'order-pay')
  })

  await step('立即支付 → the order page says paid', async () => {
    const before = await cardOf(api, token)
    await page.locator('.order-pay__submit').tap()
    await onPage(page, '/pages/order-detail/index')
    await page.locator('.od-status__title', { hasText: /待发货|待收货/ }).waitFor()
    await page.getByText('购物卡').first().waitFor()
    await shot(page, 'order-detail-paid')
    await a11y(page, 'order-detail')
    const o = await orderInfo(api, token, orderId)
    assert.ok(o.pay_time, 'the server has no pay time')
    assert.equal(o.payway, 4)
    const after = await cardOf(api, token)
    assert.equal(after.balance, before.balance - o.pay_amount, 'the card paid the whole amount')
  })

  await step('care mode (长辈版): the order page in large text with large actions, still axe-clean', async () => {
    await page.goto(hashUrl(`/pages/order-detail/index?id=${orderId}&care=1`))
    await page.locator('.care-mode .od-status__title').waitFor()
    const m = await careMetrics(page, {
      text: ['.care-mode .od-status__title', '.care-mode .od-row__label', '.care-mode .order-goods__title'],
      targets: ['.care-mode .order-actions__btn']
    })
    assert.deepEqual(m.problems, [], m.problems.join('\n'))
    await shot(page, 'order-detail-care')
    await a11y(page, 'order-detail (care mode)')
  })
}
