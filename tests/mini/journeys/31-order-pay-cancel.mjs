import assert from 'node:assert/strict'
import { addAddress, orderInfo, placeOrder, skuOf } from '../../e2e/lib/order-helpers.mjs'

export const title = 'the shopper closes the wallet: the order stays payable, and paying again works'

export default async function ({ mp, step, login, token, api, platform }) {
  const way = platform === 'weapp' ? '微信支付' : '支付宝'
  let order
  await step('log in; an unpaid order; order-pay', async () => {
    await login()
    await addAddress(api, token())
    const sku = await skuOf(api, '五常稻花香大米')
    order = await placeOrder(api, token(), { from: 'buy', items: [{ sku_id: sku, qty: 1 }] })
    await mp.go('navigateTo', `/pages/order-pay/index?id=${order.id}`)
    await mp.tap({ text: way, exact: true })
  })
  await step('立即支付, then cancel in the wallet: 已取消支付, still on order-pay, the order unpaid', async () => {
    mp.answerPay('cancel')
    await mp.tap({ cls: 'order-pay__submit' })
    await mp.waitFor(() => mp.log.toasts.some((t) => t.text === '已取消支付'), { what: 'the 已取消支付 toast' })
    assert.equal(mp.route(), '/pages/order-pay/index')
    const o = await orderInfo(api, token(), order.id)
    assert.equal(o.status, 0)
    assert.equal(o.pay_time, null)
    await mp.find({ cls: 'order-pay__submit' })
  })
  await step('立即支付 again, the wallet pays → order-detail paid', async () => {
    await mp.tap({ cls: 'order-pay__submit' })
    await mp.waitRoute('/pages/order-detail/index', { ms: 20_000 })
    assert.ok((await orderInfo(api, token(), order.id)).pay_time)
  })
}
