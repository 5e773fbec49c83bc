import assert from 'node:assert/strict'
import { addAddress, cardOf, idInUrl, ok, onPage, orderInfo, skuOf, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  'order-confirm: points then order-pay for the rest; card + points + invoice title paid in full at 提交订单 → order-detail'

const TITLE = '王小明'
// The first order: these points pay part of the pork, the card pays the rest on order-pay.
const FIRST_POINTS = 1000
// The second: what the card has left and these points cover the toothbrush and the pork (and any freight).
const POINTS = 8000
const yuan = (cents) => `¥${(cents / 100).toFixed(2)}`

// A choice row (the totals below repeat some labels).
const row = (page, label) =>
  page.locator('.oc-card:not(.oc-totals) .oc-line', {
    has: page.locator('.oc-line__label', { hasText: new RegExp(`^${label}`) })
  })

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y, careMetrics }) {
  const phone = newPhone()
  let token
  let cartIds
  let card
  let orderId

  const cartOf = async (titles) => {
    for (const t of titles) await ok(api, '/cart/add', { sku_id: await skuOf(api, t), qty: 1 }, token)
    return (await ok(api, '/cart/list', {}, token)).list.map((l) => l.cart_id)
  }

  await step(
    'log in; an address and points; 积分抵扣 on leaves part to pay, paid by the card on order-pay',
    async () => {
      await login(page, phone)
      token = await tokenOf(storage, page)
      await addAddress(api, token)
      await ok(api, '/api/dev/points/grant', { phone, points: FIRST_POINTS })
      const ids = await cartOf(['黑猪五花肉'])
      await page.goto(hashUrl(`/pages/order-confirm/index?from=cart&cart_ids=${ids.join(',')}`))
      await row(page, '积分抵扣').getByText(`共 ${FIRST_POINTS} 积分`).waitFor()
      await page.getByRole('checkbox', { name: '使用积分抵扣' }).tap()
      await page.locator('.oc-totals .oc-line__label', { hasText: `积分（${FIRST_POINTS}）` }).waitFor()
      await page.locator('.oc-bar__submit').tap()
      await onPage(page, '/pages/order-pay/index')
      const id = idInUrl(page)
      const before = await cardOf(api, token)
      const card = page.getByRole('radio', { name: /购物卡/ })
      await card.waitFor()
      assert.equal(await card.getAttribute('aria-checked'), 'true')
      await page.locator('.order-pay__submit').tap()
      await onPage(page, '/pages/order-detail/index')
      await page.locator('.od-row__label', { hasText: '积分抵扣' }).waitFor()
      const o = await orderInfo(api, token, id)
      assert.ok(o.pay_time, 'the rest was not paid')
      assert.equal(o.points_used, FIRST_POINTS)
      assert.equal(o.points_deduct + o.pay_amount, o.goods_amount + o.freight - o.discount)
      assert.equal((await cardOf(api, token)).balance, before.balance - o.pay_amount, 'the card paid the rest')
      assert.equal((await ok(api, '/points/info', {}, token)).points, 0)
    }
  )

  await step('more points, an invoice title and two goods in the cart through the API', async () => {
    await ok(api, '/api/dev/points/grant', { phone, points: POINTS })
    await ok(
      api,
      '/invoice/receiver/add',
      { kind: 1, title: TITLE, email: 'wxm@example.com', address: '', bank_name: '' },
      token
    )
    cartIds = await cartOf(['声波电动牙刷', '黑猪五花肉'])
    card = await cardOf(api, token)
    assert.equal((await ok(api, '/points/info', {}, token)).points, POINTS)
  })

  await step('order-confirm: 购物卡 from the chooser takes its whole balance', async () => {
    await page.goto(hashUrl(`/pages/order-confirm/index?from=cart&cart_ids=${cartIds.join(',')}`))
    await page.getByText('王小明 13812345678').waitFor()
    await row(page, '购物卡').getByText('1 张可用，不使用').waitFor()
    await row(page, '购物卡').tap()
    const option = page.getByRole('radio', { name: new RegExp(`尾号${card.card_no.slice(-4)}`) })
    await option.waitFor()
    await shot(page, 'order-confirm-cards')
    await a11y(page, 'order-confirm (card chooser open)')
    await option.tap()
    await row(page, '购物卡')
      .getByText(`-${yuan(card.balance)}`)
      .waitFor()
    await page.locator('.oc-totals').getByText('购物卡').waitFor()
  })

  await step('积分抵扣 switched on: the points pay what the card left', async () => {
    await row(page, '积分抵扣').getByText(`共 ${POINTS} 积分`).waitFor()
    const box = page.getByRole('checkbox', { name: '使用积分抵扣' })
    await box.tap()
    await page.locator('[role="checkbox"][aria-checked="true"]').waitFor()
    await page.locator('.oc-totals .oc-line__label', { hasText: /^积分（\d+）$/ }).waitFor()
    await page.locator('.oc-bar__total', { hasText: '0.00' }).waitFor()
  })

  await step('发票: the invoice title picked, to be issued on receipt', async () => {
    await row(page, '发票').getByText('不开发票').waitFor()
    await row(page, '发票').tap()
    const title = page.getByRole('radio', { name: new RegExp(TITLE) })
    await title.waitFor()
    await shot(page, 'order-confirm-invoice')
    await a11y(page, 'order-confirm (invoice chooser open)')
    await title.tap()
    await row(page, '发票').getByText(`${TITLE}（确认收货后开具）`).waitFor()
    await shot(page, 'order-confirm-deductions')
    await a11y(page, 'order-confirm (card, points, invoice)')
  })

  await step('care mode (长辈版): the new rows in large text with large targets', async () => {
    await page.evaluate(() => document.querySelector('.order-confirm')?.classList.add('care-mode'))
    const m = await careMetrics(page, {
      text: ['.care-mode .oc-line__label', '.care-mode .oc-coupon-text'],
      targets: ['.care-mode .oc-line--tap', '.care-mode .oc-points__check']
    })
    await page.evaluate(() => document.querySelector('.order-confirm')?.classList.remove('care-mode'))
    assert.deepEqual(m.problems, [], m.problems.join('\n'))
  })

  await step(
    '提交订单: nothing is left to pay, so the order opens paid with the deductions and the invoice',
    async () => {
      await page.locator('.oc-bar__submit').tap()
      await onPage(page, '/pages/order-detail/index')
      orderId = idInUrl(page)
      await page.locator('.od-status__title', { hasText: /待发货|待收货/ }).waitFor()
      await page.locator('.od-row__label', { hasText: '购物卡抵扣' }).waitFor()
      await page.locator('.od-row__label', { hasText: '积分抵扣' }).waitFor()
      const invoiceLine = page.getByText(`发票：${TITLE}（确认收货后开具）`)
      await invoiceLine.waitFor()
      await invoiceLine.scrollIntoViewIfNeeded()
      await shot(page, 'order-detail-deductions')
      await a11y(page, 'order-detail (deductions)')
    }
  )

  await step('the card and the points dropped by exactly what the order took', async () => {
    const o = await orderInfo(api, token, orderId)
    assert.ok(o.pay_time, 'the order is not paid')
    assert.equal(o.pay_amount, 0)
    assert.equal(o.freeca_deduct, card.balance, 'the card paid its whole balance')
    assert.ok(o.points_used > 0 && o.points_used === o.points_deduct, '1 point = 1 fen')
    assert.equal(o.freeca_deduct + o.points_deduct, o.goods_amount + o.freight - o.discount)
    assert.equal(o.invoice_request?.title, TITLE)
    const after = (await ok(api, '/freeca/list', {}, token)).list.find((c) => c.user_freeca_id === card.user_freeca_id)
    assert.equal(after.balance, card.balance - o.freeca_deduct)
    assert.equal((await ok(api, '/points/info', {}, token)).points, POINTS - o.points_used)
  })
}
