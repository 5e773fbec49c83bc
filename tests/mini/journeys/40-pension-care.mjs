import assert from 'node:assert/strict'
import { addAddress, ok, payWithCard, placeOrder, skuOf } from '../../e2e/lib/order-helpers.mjs'

export const title =
  'pension-overview shows the cashback of a received order; the 长辈版 switch turns care mode on and off'

const yuanOf = (cents) => (cents / 100).toFixed(2)

export default async function ({ mp, step, login, token, api, see, renderParity }) {
  let flow
  await step('log in; an order paid, shipped and received through the API', async () => {
    await login()
    await addAddress(api, token())
    const order = await placeOrder(api, token(), { items: [{ sku_id: await skuOf(api, '零添加特级生抽'), qty: 2 }] })
    await payWithCard(api, token(), order.order_no)
    await ok(api, '/api/dev/order/ship', { order_no: order.order_no })
    await ok(api, '/order/recvconfirm', { id: order.id }, token())
    flow = (await ok(api, '/pensionaccount/flow2', { page: 1, page_size: 15 }, token())).list.find(
      (f) => f.order_id === order.id
    )
    assert.ok(flow?.amount > 0, 'no cashback flow for the received order')
  })
  await step('pension-overview: totals and the 订单返现 flow with its figure', async () => {
    await mp.go('navigateTo', '/pages/pension-overview/index')
    const row = await mp.find({ cls: 'pov-flow', text: '订单返现' })
    assert.match(mp.pageText(), new RegExp(yuanOf(flow.amount).replace('.', '\\.')))
    assert.ok(row)
    const unsettled = await mp.find({ cls: 'pov-totals__part--unsettled' })
    assert.ok(unsettled)
    await see(yuanOf(flow.amount))
    renderParity()
  })
  await step('我的 → 长辈版 on: pages render in care mode, and it persists', async () => {
    await mp.go('switchTab', '/pages/user-config/index')
    await mp.find({ cls: 'care-mode-switch' })
    assert.equal(mp.findAll({ cls: 'care-mode' }).length, 0, 'care mode on before the switch')
    await mp.tap({ cls: 'care-mode-switch' })
    await mp.find({ cls: 'care-mode-switch--on' })
    await mp.find({ cls: 'care-mode' })
    await mp.go('navigateTo', '/pages/pension-overview/index')
    await mp.find({ cls: 'care-mode' })
    await mp.find({ cls: 'pov-flow', text: '订单返现' })
  })
  await step('长辈版 off again', async () => {
    await mp.back()
    await mp.waitRoute('/pages/user-config/index')
    await mp.tap({ cls: 'care-mode-switch' })
    await mp.waitFor(() => mp.findAll({ cls: 'care-mode' }).length === 0, { what: 'care mode off' })
  })
}
