import assert from 'node:assert/strict'
import {
  addAddress,
  cardOf,
  ok,
  onPage,
  orderInfo,
  payWithCard,
  placeOrder,
  skuOf,
  tokenOf
} from '../lib/order-helpers.mjs'

export const title =
  'refund a paid order with an image: 申请退款 (amount bounded), its progress to 已退款 after the merchant approves; withdraw one'

// A 1 x 1 PNG: the server checks the file's magic bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)
const yuan = (cents) => (cents / 100).toFixed(2)
/** Toasts fade over the page: wait until none shows (the wrapper has no box of its own, so wait for display none). */
const toastGone = (page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.taro__toast')].every((e) => getComputedStyle(e).display === 'none')
  )
const idIn = (page) => Number(new URLSearchParams(new URL(page.url()).hash.split('?')[1] || '').get('id'))

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y, careMetrics }) {
  const phone = newPhone()
  let token
  let order
  let afterSaleId
  let balance

  await step('log in; an order paid with the shopping card (through the API)', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await addAddress(api, token)
    order = await placeOrder(api, token, { items: [{ sku_id: await skuOf(api, '零添加特级生抽'), qty: 2 }] })
    await payWithCard(api, token, order.order_no)
    balance = (await cardOf(api, token)).balance
    assert.equal((await orderInfo(api, token, order.id)).status, 1)
  })

  await step('order-detail → 申请退款: only 仅退款 before shipping, the amount defaults to what was paid', async () => {
    await page.goto(hashUrl(`/pages/order-detail/index?id=${order.id}`))
    await page.locator('.order-actions__btn', { hasText: '申请退款' }).tap()
    await onPage(page, '/pages/order-apply-refund/index')
    const amount = page.locator('input[name="amount"]')
    await amount.waitFor()
    assert.equal(await amount.inputValue(), yuan(order.pay_amount))
    const types = page.getByRole('radio')
    assert.deepEqual(await types.allTextContents(), ['仅退款'])
    await a11y(page, 'order-apply-refund')
  })

  await step('an amount above what was paid and a missing reason are pointed at; nothing is sent', async () => {
    const amount = page.locator('input[name="amount"]')
    await amount.fill(yuan(order.pay_amount + 100))
    await amount.blur()
    await page
      .getByRole('alert')
      .filter({ hasText: `金额不能超过¥${yuan(order.pay_amount)}` })
      .waitFor()
    const sent = []
    const watch = (r) => r.url().endsWith('/order/refund') && sent.push(r.url())
    page.on('request', watch)
    await page.locator('.refund-form__submit').tap()
    await page.getByRole('alert').filter({ hasText: '请选择退款原因' }).waitFor()
    await page
      .getByRole('alert')
      .filter({ hasText: `金额不能超过¥${yuan(order.pay_amount)}` })
      .waitFor()
    page.off('request', watch)
    assert.deepEqual(sent, [])
    await shot(page, 'refund-errors')
    await a11y(page, 'order-apply-refund (errors)')
  })

  await step('reason, the full amount, a description and a proof image (uploaded), then 提交申请', async () => {
    await page.locator('.picker-field__row').tap()
    await page.locator('.taro-actionsheet__cell', { hasText: '拍错/多拍了' }).tap()
    await page.locator('.picker-field__value', { hasText: '拍错/多拍了' }).waitFor()
    await page.locator('input[name="amount"]').fill(yuan(order.pay_amount))
    await page.locator('input[name="amount"]').blur()
    await page.locator('.refund-form__textarea textarea').fill('规格选错了，想重新下单')
    await page.locator('.refund-form__textarea textarea').blur()
    await page.locator('.image-upload__add').tap()
    const chooser = page.waitForEvent('filechooser')
    await page.getByText('从相册选择').tap()
    await (await chooser).setFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG })
    await page.locator('.image-upload__tile[aria-label="查看第1张退款凭证"]').waitFor()
    await shot(page, 'refund-filled')
    const sent = page.waitForResponse((r) => r.url().endsWith('/order/refund'))
    await page.locator('.refund-form__submit').tap()
    const answer = await (await sent).json()
    assert.equal(answer.errno, 1, answer.error)
    afterSaleId = answer.data.id
    await onPage(page, '/pages/order-refund-detail/index')
    assert.equal(idIn(page), afterSaleId)
  })

  await step('refund detail: 已申请, the progress waits for the merchant, the proof and amount are there', async () => {
    await page.locator('.rd-status__title', { hasText: '已申请' }).waitFor()
    await page.getByRole('list', { name: '退款进度' }).getByText('等待商家处理').waitFor()
    await page.getByText('拍错/多拍了').waitFor()
    await page.getByText('规格选错了，想重新下单').waitFor()
    assert.equal(await page.locator('.rd-proofs__item').count(), 1)
    const a = await ok(api, '/order/aftersale/info', { id: afterSaleId }, token)
    assert.deepEqual([a.type, a.amount, a.images.length], [1, order.pay_amount, 1])
    assert.equal((await orderInfo(api, token, order.id)).status, -3)
    await toastGone(page)
    await shot(page, 'refund-detail-applied')
    await a11y(page, 'order-refund-detail (applied)')
  })

  await step('the merchant approves: shown again, the refund is 已退款 and the card has the money back', async () => {
    await ok(api, '/api/dev/refund/approve', { id: afterSaleId })
    await page.reload()
    await page.locator('.rd-status__title', { hasText: '已退款' }).waitFor()
    await page.getByRole('list', { name: '退款进度' }).getByText('退款成功').waitFor()
    assert.equal(await page.locator('.order-refund-detail__btn', { hasText: '撤销申请' }).count(), 0)
    await shot(page, 'refund-detail-refunded')
    await a11y(page, 'order-refund-detail (refunded)')
    assert.equal((await orderInfo(api, token, order.id)).status, -4)
    assert.equal((await cardOf(api, token)).balance, balance + order.pay_amount)
  })

  await step('after-sale-status: 退款成功 for this one, and the list of my applications', async () => {
    await page.goto(hashUrl(`/pages/after-sale-status/index?id=${afterSaleId}`))
    await page.getByRole('heading', { name: '退款成功' }).waitFor()
    await shot(page, 'after-sale-status')
    await a11y(page, 'after-sale-status')
    await page.goto(hashUrl('/pages/after-sale-status/index'))
    await page.locator('.as-card', { hasText: order.order_no }).getByText('已退款').waitFor()
    await a11y(page, 'after-sale-status (list)')
  })

  await step('another paid order: an undecided application is withdrawn after a confirm', async () => {
    const second = await placeOrder(api, token, { items: [{ sku_id: await skuOf(api, '零添加特级生抽'), qty: 1 }] })
    await payWithCard(api, token, second.order_no)
    const applied = await ok(api, '/order/refund', { id: second.id, reason: '不想要了' }, token)
    await page.goto(hashUrl(`/pages/order-refund-detail/index?order_id=${second.id}`))
    await page.locator('.rd-status__title', { hasText: '已申请' }).waitFor()
    await page.locator('.order-refund-detail__btn', { hasText: '撤销申请' }).tap()
    await page.locator('.taro-modal__foot >> text=撤销').tap()
    await page.locator('.rd-status__title', { hasText: '已撤销' }).waitFor()
    const a = await ok(api, '/order/aftersale/info', { id: applied.id }, token)
    assert.equal(a.status, 4)
    assert.equal((await orderInfo(api, token, second.id)).status, 1, 'the order is back to 待发货')
  })

  await step('care mode (长辈版): the refund detail in large text, still axe-clean', async () => {
    await page.goto(hashUrl(`/pages/order-refund-detail/index?id=${afterSaleId}&care=1`))
    await page.locator('.care-mode .rd-status__title').waitFor()
    const m = await careMetrics(page, {
      text: ['.care-mode .rd-status__title', '.care-mode .rd-row__label', '.care-mode .steps__title'],
      targets: ['.care-mode .order-refund-detail__btn']
    })
    assert.deepEqual(m.problems, [], m.problems.join('\n'))
    await shot(page, 'refund-detail-care')
    await a11y(page, 'order-refund-detail (care mode)')
  })
}
