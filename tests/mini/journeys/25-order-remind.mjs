import assert from 'node:assert/strict'
import { addAddress, payWithCard, placeOrder, skuOf } from '../../e2e/lib/order-helpers.mjs'
import { staffConsole } from '../lib/console.mjs'

export const title =
  '提醒发货 on a paid, unshipped order in the compiled program: told once, refused politely the second time today; the console lists the reminded order first'

export default async function ({ mp, step, login, token, api, server }) {
  let phone
  let first
  let second
  let warehouse
  const remind = { cls: 'order-actions__btn--remind' }
  const reminders = () => mp.requests.filter((r) => r.path.endsWith('/order/remind'))
  const consoleOrders = async () => (await warehouse.get(`/orders?phone=${phone}`)).list

  await step('a shopper with two paid orders, the newer one first in the console', async () => {
    phone = await login()
    await addAddress(api, token())
    first = await placeOrder(api, token(), { items: [{ sku_id: await skuOf(api, '零添加特级生抽'), qty: 1 }] })
    await payWithCard(api, token(), first.order_no)
    second = await placeOrder(api, token(), { items: [{ sku_id: await skuOf(api, '山西老陈醋'), qty: 1 }] })
    await payWithCard(api, token(), second.order_no)
    warehouse = await staffConsole(server, 'warehouse', '仓库小周')
    const rows = await consoleOrders()
    assert.deepEqual(
      rows.map((r) => [r.order_no, r.reminded_at]),
      [
        [second.order_no, null],
        [first.order_no, null]
      ]
    )
  })

  await step('提醒发货 on the older order: the server takes it and the shopper is told', async () => {
    await mp.go('navigateTo', `/pages/order-detail/index?id=${first.id}`)
    await mp.find({ cls: 'od-status__title', text: '待发货' })
    await mp.tap(remind)
    await mp.waitFor(() => reminders().length === 1 && reminders()[0].status, { what: '/order/remind' })
    assert.deepEqual([reminders()[0].body, reminders()[0].errno], [{ id: first.id }, 1])
    await mp.waitFor(() => mp.log.toasts.some((t) => t.text === '已提醒商家尽快发货'), { what: 'the reminded toast' })
  })

  await step('a second tap the same day: refused politely, nothing else changes', async () => {
    await mp.tap(remind)
    await mp.waitFor(() => reminders().length === 2 && reminders()[1].status, { what: 'the second /order/remind' })
    assert.equal(reminders()[1].errno, 2346)
    const told = '今天已提醒过商家，请耐心等待'
    await mp.waitFor(() => [...mp.log.toasts, ...mp.log.modals].some((t) => (t.text ?? t.content) === told), {
      what: `"${told}"`
    })
    await mp.find({ cls: 'od-status__title', text: '待发货' })
  })

  await step(
    'the console: the reminded order leads the list (已催发货 with its time), the newer one after',
    async () => {
      const rows = await consoleOrders()
      assert.deepEqual(
        rows.map((r) => r.order_no),
        [first.order_no, second.order_no]
      )
      assert.ok(rows[0].reminded_at && !Number.isNaN(Date.parse(rows[0].reminded_at)), 'no reminder time')
      assert.equal(rows[1].reminded_at, null)
    }
  )
}
