import assert from 'node:assert/strict'
import {
  addAddress,
  apiLogin,
  goodsInfo,
  idInUrl,
  onPage,
  orderInfo,
  payWithCard,
  placeOrder,
  skuOf,
  tokenOf
} from '../lib/order-helpers.mjs'

export const title =
  'a group order waits in 101 (待成团) with seats and time left, and completes when a second shopper joins'

export default async function ({ page, step, login, api, smsCode, storage, hashUrl, newPhone, shot, a11y }) {
  const phone = newPhone()
  let token
  let sku
  let activityId
  let orderId

  await step('log in with an address; the 2-person group buy of 赣南脐橙', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await addAddress(api, token)
    sku = await skuOf(api, '赣南脐橙')
    const group = (await goodsInfo(api, sku)).sku.activities.find((a) => a.kind === 2)
    assert.ok(group, 'no group activity on 赣南脐橙')
    activityId = group.id
  })

  await step('start the group: confirm, pay with the card → the group page, waiting in 101', async () => {
    await page.goto(hashUrl(`/pages/order-confirm/index?from=buy&items=${sku}:1&activity_id=${activityId}`))
    await page.getByText('赣南脐橙').waitFor()
    await page.locator('.oc-bar__submit').tap()
    await onPage(page, '/pages/order-pay/index')
    await page.getByRole('radio', { name: /购物卡/ }).waitFor()
    await page.locator('.order-pay__submit').tap()
    await onPage(page, '/pages/order-detail-group/index')
    orderId = idInUrl(page)
    await page.getByText('还差 1 人成团').waitFor()
    await page.getByText('待加入').waitFor()
    await page.locator('.og-state .countdown').waitFor()
    await shot(page, 'group-waiting')
    await a11y(page, 'order-detail-group')
    assert.equal((await orderInfo(api, token, orderId)).status, 101)
  })

  await step('order-detail says 待成团 with its meaning', async () => {
    await page.goto(hashUrl(`/pages/order-detail/index?id=${orderId}`))
    await page.locator('.od-status__title', { hasText: '待成团' }).waitFor()
    await page.getByText('还差 1 人成团').waitFor()
    await a11y(page, 'order-detail await grouped')
  })

  await step('a second shopper joins and pays through the API → the group fills', async () => {
    const friend = await apiLogin({ api, smsCode }, newPhone())
    await addAddress(api, friend, { name: '李四' })
    const groupId = (await orderInfo(api, token, orderId)).group.group_id
    const joined = await placeOrder(api, friend, {
      items: [{ sku_id: sku, qty: 1 }],
      activity_id: activityId,
      group_id: groupId
    })
    const paid = await payWithCard(api, friend, joined.order_no)
    assert.equal(paid.status, 1, 'the last member fills the group')
  })

  await step('back on the group page: 拼团成功; the order is paid (待发货)', async () => {
    await page.goto(hashUrl(`/pages/order-detail-group/index?id=${orderId}`))
    await page.locator('.og-state__title', { hasText: '拼团成功' }).waitFor()
    await shot(page, 'group-filled')
    await a11y(page, 'order-detail-group filled')
    const o = await orderInfo(api, token, orderId)
    assert.ok([1, 2].includes(o.status), `status ${o.status} after the group filled`)
  })
}
