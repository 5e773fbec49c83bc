import assert from 'node:assert/strict'
import { addAddress, orderInfo, placeOrder, skuOf } from '../../e2e/lib/order-helpers.mjs'

export const title = 'cancel an unpaid order on order-detail: the action sheet and the modal, answered by the test'

export default async function ({ mp, step, login, token, api }) {
  let order
  const cancel = { cls: 'order-actions__btn--cancel' }
  await step('log in; an unpaid order; order-detail', async () => {
    await login()
    await addAddress(api, token())
    order = await placeOrder(api, token(), { items: [{ sku_id: await skuOf(api, '黑猪五花肉'), qty: 1 }] })
    await mp.go('navigateTo', `/pages/order-detail/index?id=${order.id}`)
    await mp.find(cancel)
  })
  await step('取消订单, then dismiss the reasons sheet: nothing happens', async () => {
    mp.answerSheet(-1)
    await mp.tap(cancel)
    assert.deepEqual(mp.log.sheets.at(-1).items, ['不想买了', '商品选错了', '地址信息填写错误', '其他原因'])
    assert.equal(mp.log.modals.length, 0, 'no question after a dismissed sheet')
    assert.equal((await orderInfo(api, token(), order.id)).status, 0)
  })
  await step('取消订单, 商品选错了, then 再想想 in the modal: still unpaid', async () => {
    mp.answerSheet('商品选错了')
    mp.answerModal(false)
    await mp.tap(cancel)
    await mp.waitFor(() => mp.log.modals.length === 1, { what: 'the cancel question' })
    assert.equal(mp.log.modals[0].confirmed, false)
    assert.equal((await orderInfo(api, token(), order.id)).status, 0)
  })
  await step(
    '取消订单, 商品选错了, confirm: the server cancels it with that reason and the page shows it',
    async () => {
      mp.answerSheet('商品选错了')
      mp.answerModal(true)
      await mp.tap(cancel)
      await mp.waitFor(() => mp.log.toasts.some((t) => /取消/.test(t.text)), { what: 'the cancelled toast' })
      const o = await orderInfo(api, token(), order.id)
      assert.notEqual(o.status, 0, 'the order is still unpaid')
      assert.ok(
        o.history.some((h) => String(h.reason).includes('商品选错了')),
        `no history entry with the reason: ${JSON.stringify(o.history)}`
      )
      await mp.find({ cls: 'od-status__title', text: '已取消' })
    }
  )
}
