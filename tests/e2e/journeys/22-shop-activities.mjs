import assert from 'node:assert/strict'
import { addAddress, apiLogin, ok, placeOrder, skuOf, tokenOf } from '../lib/order-helpers.mjs'

export const title =
  'goods-info: a flash-sale buy the server refuses says why; a group buy lists open groups and joins one'

/** The activity of a kind on the goods' first SKU (seed data). */
async function activityOf(api, title, kind) {
  const skuId = await skuOf(api, title)
  const info = await ok(api, '/goods/info', { sku_id: skuId })
  const act = info.sku.activities.find((a) => a.kind === kind && a.state === 'ongoing')
  assert.ok(act, `${title} has no running activity of kind ${kind}`)
  return { skuId, act }
}

export default async function ({ page, step, login, api, smsCode, storage, hashUrl, newPhone, shot, a11y }) {
  const phone = newPhone()
  let token

  await step('log in; an address through the API', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await addAddress(api, token)
  })

  await step('a flash sale bought up to its limit: the next 立即抢购 is refused and the page says why', async () => {
    const { skuId, act } = await activityOf(api, '烟台红富士苹果', 1)
    assert.ok(act.limit_per_user > 0, 'the seeded flash sale has no purchase limit')
    await placeOrder(api, token, { items: [{ sku_id: skuId, qty: act.limit_per_user }], activity_id: act.id })
    await page.goto(hashUrl(`/pages/goods-info/index?sku_id=${skuId}`))
    await page.locator('.activity-band--flash [role="timer"]').waitFor()
    await page.locator('.goods-bar__action', { hasText: '立即抢购' }).tap()
    const refused = page.waitForResponse((r) => r.url().endsWith('/order/confirm'))
    await page.locator('.sku-sheet__action', { hasText: '立即购买' }).tap()
    const env = await (await refused).json()
    assert.notEqual(env.errno, 1, 'the server let a buy past the limit through')
    await page.locator('.goods-info__notice', { hasText: env.error }).waitFor()
    assert.match(page.url(), /pages\/goods-info\/index/, 'checkout opened for a refused buy')
    await page.locator('.sku-sheet .nut-popup-title-right, .sku-sheet [aria-label="关闭"]').first().tap()
    await shot(page, 'flash-refused')
    await a11y(page, 'goods-info (flash refused)')
  })

  let groupId
  await step('another shopper opens a group; goods-info lists it with 去参团', async () => {
    const { skuId, act } = await activityOf(api, '赣南脐橙', 2)
    const other = await apiLogin({ api, smsCode }, newPhone())
    await addAddress(api, other)
    const order = await placeOrder(api, other, { items: [{ sku_id: skuId, qty: 1 }], activity_id: act.id })
    const info = await ok(api, '/order/infov2', { id: order.id }, other)
    groupId = info.group?.group_id
    assert.ok(groupId, 'the group order has no group')
    await page.goto(hashUrl(`/pages/goods-info/index?sku_id=${skuId}`))
    await page.locator('.activity-band--group').waitFor()
    const row = page.locator('.open-groups__row').first()
    await row.waitFor()
    assert.match(await row.innerText(), /还差 1 人成团/)
    await page.locator('.goods-bar__action', { hasText: '单独购买' }).waitFor()
    await shot(page, 'group-open')
    await a11y(page, 'goods-info (group buy)')

    await row.locator('.open-groups__join').tap()
    await page.locator('.sku-sheet__action', { hasText: '参团购买' }).tap()
    await page.waitForURL((u) => u.hash.includes('/pages/order-confirm/index'))
    const q = new URLSearchParams(new URL(page.url()).hash.split('?')[1])
    assert.deepEqual(
      [q.get('items'), q.get('from'), q.get('activity_id'), q.get('group_id')],
      [`${skuId}:1`, 'buy', String(act.id), String(groupId)]
    )
  })
}
