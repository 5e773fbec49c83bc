import assert from 'node:assert/strict'
import { addAddress, ok, orderInfo, skuOf } from '../../e2e/lib/order-helpers.mjs'

export const title =
  'order-confirm → 提交订单 tapped twice makes one order → wallet pays the sandbox trade → order-detail paid'

export default async function ({ mp, step, login, token, api, see, platform, renderParity }) {
  const way = platform === 'weapp' ? { name: '微信支付', payway: 1 } : { name: '支付宝', payway: 2 }
  let orderId
  await step('log in with an address; buy now opens order-confirm', async () => {
    await login()
    await addAddress(api, token())
    const sku = await skuOf(api, '烟台红富士苹果')
    await mp.go('navigateTo', `/pages/order-confirm/index?from=buy&items=${sku}:2`)
    await see('王小明 13812345678')
    renderParity()
  })
  await step('提交订单 twice in a row → one order, order-pay opens', async () => {
    const submit = await mp.find({ cls: 'oc-bar__submit' })
    await mp.tap(submit, { settle: false })
    await mp.tap(submit)
    await mp.waitRoute('/pages/order-pay/index')
    assert.equal(mp.requests.filter((r) => r.path === '/api/v1/order/create').length, 1, 'two /order/create calls')
    const list = await ok(api, '/order/listv2', { page: 1, page_size: 10 }, token())
    assert.equal(list.list.length, 1, 'one order on the server')
    orderId = Number(mp.page().options.id)
    assert.ok(orderId > 0, 'order-pay has the order id')
  })
  await step(`choose ${way.name} (the only wallet this platform offers) and pay`, async () => {
    await mp.find({ text: way.name, exact: true })
    assert.equal(mp.findAll({ text: platform === 'weapp' ? '支付宝' : '微信支付', exact: true }).length, 0)
    await mp.tap({ text: way.name, exact: true })
    await mp.tap({ cls: 'order-pay__submit' })
    await mp.waitRoute('/pages/order-detail/index', { ms: 20_000 })
    await mp.find({ cls: 'od-status__title', text: /待发货|待收货/ })
    const o = await orderInfo(api, token(), orderId)
    assert.ok(o.pay_time, 'no pay time on the server')
    assert.equal(o.payway, way.payway)
    assert.ok(
      mp.log.toasts.some((t) => t.text === '支付成功'),
      'no 支付成功 toast'
    )
  })
}
