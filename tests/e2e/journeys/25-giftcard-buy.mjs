import assert from 'node:assert/strict'
import { addAddress, cardOf, idInUrl, ok, onPage, orderInfo, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  'gift-card-list → gift-card-cart: pick goods, pay with the card → the card balance drops by the order total'

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y }) {
  const phone = newPhone()
  let token
  let card
  let goods
  let orderId

  await step('log in with a default address; the welcome card shows in 我的购物卡', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await addAddress(api, token)
    card = await cardOf(api, token)
    await page.goto(hashUrl('/pages/gift-card-list/index'))
    await page.locator('.gc-card').first().waitFor()
    await page.locator('.gc-total', { hasText: '¥200.00' }).waitFor()
    await shot(page, 'gift-card-list')
    await a11y(page, 'gift-card-list')
  })

  await step('去使用 opens the goods the card buys', async () => {
    await page.locator('.gc-card__btn', { hasText: '去使用' }).first().tap()
    await onPage(page, '/pages/gift-card-cart/index')
    const first = await ok(
      api,
      '/freeca/goodslist',
      { user_freeca_id: card.user_freeca_id, page: 1, page_size: 10 },
      token
    )
    goods = first.list.find((g) => g.price <= 10000)
    assert.ok(goods, 'no goods under 100 yuan on the first page of the card goods')
    await page.locator('.gcc-card', { hasText: '¥200.00' }).waitFor()
    await page.getByText(goods.title).first().waitFor()
    await a11y(page, 'gift-card-cart')
  })

  await step('choose the goods in the SKU sheet, two of them: the total follows against the balance', async () => {
    const pick = page.getByRole('button', { name: `选购 ${goods.title}` })
    await pick.scrollIntoViewIfNeeded()
    await pick.tap()
    await page.locator('.sku-sheet__action', { hasText: '加入已选' }).tap()
    await page.locator('.gcc-line', { hasText: goods.title }).waitFor()
    await page.getByRole('button', { name: `增加${goods.title}的数量` }).tap()
    const expected = `合计¥${((goods.price * 2) / 100).toFixed(2)}`
    await page.waitForFunction(
      (want) => document.querySelector('.gcc-bar__total')?.textContent?.replace(/\s/g, '') === want,
      expected
    )
    await shot(page, 'gift-card-cart-picked')
    await a11y(page, 'gift-card-cart (picked)')
  })

  await step('去结算 → order-confirm with the card → 提交订单 → order-pay with the card chosen', async () => {
    await page.locator('.gcc-bar__go').tap()
    await onPage(page, '/pages/order-confirm/index')
    assert.match(page.url(), new RegExp(`user_freeca_id=${card.user_freeca_id}`))
    await page.getByText(goods.title).first().waitFor()
    await a11y(page, 'order-confirm')
    await page.locator('.oc-bar__submit').tap()
    await onPage(page, '/pages/order-pay/index')
    orderId = idInUrl(page)
    const radio = page.getByRole('radio', { name: /购物卡/ })
    await radio.waitFor()
    assert.equal(await radio.getAttribute('aria-checked'), 'true')
  })

  await step('立即支付 with the card: its balance drops by the order total, and its ledger says so', async () => {
    await page.locator('.order-pay__submit').tap()
    await onPage(page, '/pages/order-detail/index')
    const o = await orderInfo(api, token, orderId)
    assert.equal(o.payway, 4)
    const after = await cardOf(api, token)
    assert.equal(after.balance, card.balance - o.pay_amount, 'the card paid the order total')
    // A fresh load: a hash change to a page already in the stack below order-detail is not a new visit.
    await page.goto('about:blank')
    await page.goto(hashUrl('/pages/gift-card-list/index'))
    const left = `¥${(after.balance / 100).toFixed(2)}`
    await page.locator('.gc-total', { hasText: left }).waitFor()
    await page.locator('.gc-card__btn', { hasText: '收支明细' }).first().tap()
    const row = page.locator('.gc-ledger__row', { hasText: '订单支付' })
    await row.waitFor()
    assert.match((await row.textContent()).replace(/\s/g, ''), new RegExp(`-¥${(o.pay_amount / 100).toFixed(2)}`))
    await shot(page, 'gift-card-list-after')
    await a11y(page, 'gift-card-list (ledger)')
  })
}
