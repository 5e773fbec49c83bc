import assert from 'node:assert/strict'
import { addAddress, ok, orderInfo, payWithCard, placeOrder, skuOf, tokenOf } from '../lib/order-helpers.mjs'
import { layoutProblems } from '../lib/layout.mjs'

export const title =
  'a shipped order on order-detail: 预计 … 自动确认收货 and 延长收货 (asked first, once; the new time shown), normal and care mode'

/** Unix seconds as the page shows them in China (the journeys' browsers run in Asia/Shanghai). */
const chinaMinute = (s) => new Date((s + 8 * 3600) * 1000).toISOString().slice(0, 16).replace('T', ' ')

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y, careMetrics }) {
  const phone = newPhone()
  let token
  let order
  let deadline

  await step('log in; an order paid by card and shipped', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await addAddress(api, token)
    order = await placeOrder(api, token, { items: [{ sku_id: await skuOf(api, '零添加特级生抽'), qty: 1 }] })
    await payWithCard(api, token, order.order_no)
    await ok(api, '/api/dev/order/ship', { order_no: order.order_no })
    const info = await orderInfo(api, token, order.id)
    assert.equal(info.status, 2)
    assert.equal(info.can_extend_receive, true)
    deadline = info.auto_receive_time
  })

  const line = () => page.locator('.od-status .receive-deadline__text')
  const button = () => page.locator('.od-status .receive-deadline__btn')

  await step('care mode: the line and 延长收货 in large type, nothing overlapping', async () => {
    await page.goto(hashUrl(`/pages/order-detail/index?id=${order.id}&care=1`))
    await page.locator('.care-mode .receive-deadline__btn').waitFor()
    await shot(page, 'order-detail-receive-care')
    const m = await careMetrics(page, {
      text: ['.receive-deadline__text'],
      targets: ['.receive-deadline__btn'],
      minTarget: 44
    })
    assert.deepEqual(m.problems, [], m.problems.join('\n'))
    const { problems } = await layoutProblems(page, { care: true })
    assert.deepEqual(problems, [], problems.join('; '))
    await a11y(page, 'order-detail receive (care mode)')
    await page.goto(hashUrl(`/pages/order-detail/index?id=${order.id}&care=0`))
    await page.waitForFunction(() => !document.querySelector('.care-mode'))
  })

  await step('order-detail: when the order is received by itself, and 延长收货', async () => {
    await line().waitFor()
    assert.equal((await line().textContent()).trim(), `预计 ${chinaMinute(deadline)} 自动确认收货`)
    await shot(page, 'order-detail-receive')
    const { problems } = await layoutProblems(page)
    assert.deepEqual(problems, [], problems.join('; '))
    await a11y(page, 'order-detail receive')
  })

  await step(
    '延长收货 asks first; confirmed, the time moves later and the button is gone (once per order)',
    async () => {
      await button().tap()
      await page.locator('.taro-modal__foot >> text=延长收货').tap()
      await button().waitFor({ state: 'detached' })
      const info = await orderInfo(api, token, order.id)
      assert.ok(info.auto_receive_time > deadline, 'the deadline moved later')
      assert.equal(info.can_extend_receive, false)
      await page.locator('.receive-deadline__text', { hasText: chinaMinute(info.auto_receive_time) }).waitFor()
      await shot(page, 'order-detail-receive-extended')
      const again = await api('/api/v1/order/recvextend', { id: order.id }, token)
      assert.equal(again.errno, 2348)
    }
  )
}
