import assert from 'node:assert/strict'
import { addAddress, ok, payWithCard, placeOrder, skuOf, tokenOf } from '../lib/order-helpers.mjs'
import { settleOrderNow } from '../lib/pension-helpers.mjs'

export const title =
  'a received order earns an order-cashback flow on pension-overview, 待结算 until its after-sale window ends'

/** The flow row of the order's cashback (type tag 订单返现). */
const orderFlow = (page) => page.locator('.pov-flow', { hasText: '订单返现' }).first()

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y, careMetrics }) {
  const phone = newPhone()
  let token
  let order
  let flow

  await step('log in; an order paid, shipped and received through the API', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await addAddress(api, token)
    order = await placeOrder(api, token, { items: [{ sku_id: await skuOf(api, '零添加特级生抽'), qty: 2 }] })
    await payWithCard(api, token, order.order_no)
    await ok(api, '/api/dev/order/ship', { order_no: order.order_no })
    await ok(api, '/order/recvconfirm', { id: order.id }, token)
    const flows = await ok(api, '/pensionaccount/flow2', { page: 1, page_size: 15 }, token)
    flow = flows.list.find((f) => f.order_id === order.id)
    assert.ok(flow, 'receiving the order created no cashback flow')
    assert.equal(flow.type, 0)
    assert.equal(flow.status, 0)
  })

  await step(
    'pension-overview: the total, 待结算 and the flow as 订单返现 · 待结算, with the call to open an account',
    async () => {
      await page.goto(hashUrl('/pages/pension-overview/index'))
      await orderFlow(page).waitFor()
      const yuan = (flow.amount / 100).toFixed(2)
      assert.match(await orderFlow(page).innerText(), new RegExp(`${yuan.replace('.', '\\.')}[\\s\\S]*待结算`))
      assert.match(await page.locator('.pov-totals__part--unsettled').innerText(), new RegExp(yuan.replace('.', '\\.')))
      await page.locator('.pov-open__btn', { hasText: '开通养老金账户' }).waitFor()
      await shot(page, 'pension-overview-unsettled')
      await a11y(page, 'pension-overview (unsettled cashback)')
    }
  )

  await step(
    'the after-sale window ends: on return the flow reads 待入账 (no account yet), the totals follow',
    async () => {
      await settleOrderNow(api, order.order_no)
      await page.reload()
      await orderFlow(page).getByText('待入账').waitFor()
      const yuan = (flow.amount / 100).toFixed(2)
      assert.match(await page.locator('.pov-totals__part--waiting').innerText(), new RegExp(yuan.replace('.', '\\.')))
      assert.match(await page.locator('.pov-totals__for-open').innerText(), new RegExp(yuan.replace('.', '\\.')))
      const info = await ok(api, '/pensionaccount/info2', {}, token)
      assert.equal(info.accountin_waiting, flow.amount)
      assert.equal(info.unsettled_amount, 0)
      await a11y(page, 'pension-overview (pending deposit)')
    }
  )

  await step('filters: 扫码赠送 has nothing, 订单返现 has the flow', async () => {
    await page.getByRole('radio', { name: '扫码赠送' }).tap()
    await page.getByText('暂无返现记录').waitFor()
    await page.getByRole('radio', { name: '订单返现' }).tap()
    await orderFlow(page).waitFor()
  })

  await step('pension management tab: this month’s statement lists the cashback', async () => {
    await page.getByRole('tab', { name: '养老金管理' }).tap()
    await page.locator('.pov-month__head').first().waitFor()
    await page.locator('.pov-month__head').first().tap()
    await page.locator('.pov-month__type', { hasText: '订单返现' }).waitFor()
    await shot(page, 'pension-manage')
    await a11y(page, 'pension-overview (management)')
  })

  await step('the "my" page offers to open the account (never in care mode): dismissed, not again today', async () => {
    await page.goto(hashUrl('/pages/user-config/index?care=1'))
    await page.locator('.care-mode .pension-card').waitFor()
    assert.equal(await page.getByRole('dialog', { name: '开通养老金账户' }).count(), 0, 'a promotion in care mode')
    // Care mode off on another page: the tab page keeps its instance, so its own parameter is read once.
    await page.goto(hashUrl('/pages/pension-overview/index?care=0'))
    await page.locator('.pov-totals').waitFor()
    await page.goto(hashUrl('/pages/user-config/index'))
    const dialog = page.getByRole('dialog', { name: '开通养老金账户' })
    await dialog.waitFor()
    assert.match(await dialog.innerText(), new RegExp((flow.amount / 100).toFixed(2).replace('.', '\\.')))
    await shot(page, 'sign-pension-popup')
    await a11y(page, 'user-config (sign-pension popup)')
    await dialog.locator('.sign-pension-popup__btn', { hasText: '暂不开通' }).tap()
    await dialog.waitFor({ state: 'detached' })
    await page.reload()
    await page.locator('.pension-card').waitFor()
    assert.equal(await page.getByRole('dialog', { name: '开通养老金账户' }).count(), 0)
  })

  await step('care mode: the overview reads large and its main actions are large', async () => {
    await page.goto(hashUrl('/pages/pension-overview/index?care=1'))
    await page.locator('.care-mode .pov-flow').first().waitFor()
    const m = await careMetrics(page, {
      text: ['.pov-flow__title', '.pov-tabs__tab', '.pov-open__title'],
      targets: ['.pov-open__btn', '.pov-tabs__tab']
    })
    assert.deepEqual(m.problems, [], m.problems.join('\n'))
    await shot(page, 'pension-overview-care')
    await a11y(page, 'pension-overview (care mode)')
  })
}
