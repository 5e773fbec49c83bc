import assert from 'node:assert/strict'
import { addAddress, ok, payWithCard, placeOrder, skuOf, tokenOf } from '../lib/order-helpers.mjs'
import { layoutProblems } from '../lib/layout.mjs'

export const title =
  '订单搜索 on my-order (by goods name, by order number, no match); 提醒发货 once a day; 修改地址 to a saved address once, from order-detail; normal and care mode'

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y }) {
  const phone = newPhone()
  let token
  let paid
  let other

  await step('a shopper with a paid order of 生抽 and an unpaid one of another goods, two addresses', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await addAddress(api, token)
    await addAddress(api, token, { name: '李阿姨', detail: '南山大道88号', is_default: false })
    paid = await placeOrder(api, token, { items: [{ sku_id: await skuOf(api, '零添加特级生抽'), qty: 1 }] })
    await payWithCard(api, token, paid.order_no)
    other = await placeOrder(api, token, { items: [{ sku_id: await skuOf(api, '海南金煌芒果'), qty: 1 }] })
  })

  await step('订单搜索: by goods name, by order number, and a word that finds nothing', async () => {
    await page.goto(hashUrl('/pages/my-order/index'))
    const card = (o) => page.locator('.mo-card', { hasText: o.order_no })
    await card(other).waitFor()
    const input = page.locator('input.search-box__input')
    await input.fill('生抽')
    await card(other).waitFor({ state: 'detached' })
    await card(paid).waitFor()
    await shot(page, 'order-search')
    await a11y(page, 'my-order-search')
    await input.fill(other.order_no)
    await card(other).waitFor()
    assert.equal(await page.locator('.mo-card').count(), 1)
    await input.fill('没有这种商品')
    await page.getByText('没有找到相关订单').waitFor()
    await page.locator('.empty-state__action', { hasText: '清除搜索' }).tap()
    await card(paid).waitFor()
    await card(other).waitFor()
  })

  await step('提醒发货 from order-detail: told once, refused politely the second time today', async () => {
    await page.goto(hashUrl(`/pages/order-detail/index?id=${paid.id}`))
    const remind = page.locator('.order-detail__actions .order-actions__btn--remind')
    await remind.waitFor()
    const first = page.waitForResponse((r) => r.url().endsWith('/order/remind'))
    await remind.tap()
    assert.equal((await (await first).json()).errno, 1)
    await page.getByText('已提醒').first().waitFor()
    const second = page.waitForResponse((r) => r.url().endsWith('/order/remind'))
    await remind.tap()
    const again = await (await second).json()
    assert.equal(again.errno, 2346)
    await page.getByText(again.error).first().waitFor()
  })

  await step('修改地址: pick the other saved address, confirm, the order ships there; not offered again', async () => {
    await page.locator('.order-detail__actions .order-actions__btn--address').tap()
    await page.locator('.address-card', { hasText: '李阿姨' }).waitFor()
    await page.locator('.address-card__main--pick', { hasText: '李阿姨' }).tap()
    await page.getByText('每个订单只能修改一次').waitFor()
    await shot(page, 'order-address-confirm')
    const changed = page.waitForResponse((r) => r.url().endsWith('/order/address'))
    await page.locator('.taro-modal__foot >> text=确认修改').tap()
    assert.equal((await (await changed).json()).errno, 1)
    await page.locator('.od-address__full', { hasText: '南山大道88号' }).waitFor()
    const info = await ok(api, '/order/infov2', { id: paid.id }, token)
    assert.equal(info.can_change_address, false)
    await page.locator('.order-detail__actions .order-actions__btn--address').waitFor({ state: 'detached' })
    await shot(page, 'order-address-changed')
  })

  await step('care mode: the search and the detail bar keep their labels on one line', async () => {
    await page.goto(hashUrl('/pages/my-order/index?care=1'))
    await page.locator('.care-mode .mo-card', { hasText: paid.order_no }).waitFor()
    await shot(page, 'order-search-care')
    assert.deepEqual((await layoutProblems(page, { care: true })).problems, [])
    await page.goto(hashUrl(`/pages/order-detail/index?id=${paid.id}&care=1`))
    await page.locator('.care-mode .order-actions__btn--remind').waitFor()
    await shot(page, 'order-detail-care')
    const { problems } = await layoutProblems(page, { care: true })
    assert.deepEqual(problems, [], problems.join('; '))
    await page.goto(hashUrl('/pages/my-order/index?care=0'))
  })
}
