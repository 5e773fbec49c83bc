import assert from 'node:assert/strict'
import { addAddress, ok, orderInfo, payWithCard, placeOrder, skuOf } from '../../e2e/lib/order-helpers.mjs'

export const title =
  '修改地址 by the shopper in the compiled program: another saved address from choose-address, confirmed, once; refused politely once the order has shipped'

const OTHER = { name: '李阿姨', phone: '13912340000', detail: '南山大道88号', is_default: false }
const SHIPPED = '订单已发货，不能修改收货地址'

export default async function ({ mp, step, login, token, api }) {
  let first
  let second
  const change = { cls: 'order-actions__btn--address' }
  const changes = () => mp.requests.filter((r) => r.path.endsWith('/order/address'))

  /** 修改地址 on the order on screen, then 李阿姨's card on choose-address (the program goes back by itself). */
  async function pickOther(beforePick = async () => {}) {
    await mp.tap(change)
    await mp.waitRoute('/pages/choose-address/index')
    const card = await mp.find({ cls: 'address-card__main--pick', text: OTHER.name })
    await beforePick()
    await mp.tap(card)
    await mp.waitRoute('/pages/order-detail/index')
  }

  await step('a shopper with two saved addresses and two paid orders sent to the default one', async () => {
    await login()
    await addAddress(api, token())
    await addAddress(api, token(), OTHER)
    first = await placeOrder(api, token(), { items: [{ sku_id: await skuOf(api, '零添加特级生抽'), qty: 1 }] })
    await payWithCard(api, token(), first.order_no)
    second = await placeOrder(api, token(), { items: [{ sku_id: await skuOf(api, '山西老陈醋'), qty: 1 }] })
    await payWithCard(api, token(), second.order_no)
  })

  await step(
    '修改地址 → 李阿姨 → the confirm names her address and says it is once → the order ships there',
    async () => {
      await mp.go('navigateTo', `/pages/order-detail/index?id=${first.id}`)
      await mp.find({ cls: 'od-address__full', text: '科技园南区1栋101' })
      mp.answerModal(true)
      await pickOther()
      await mp.waitFor(() => changes()[0]?.status, { what: '/order/address' })
      const asked = mp.log.modals.at(-1)
      assert.match(asked.content, /李阿姨 13912340000 .*南山大道88号/)
      assert.match(asked.content, /每个订单只能修改一次/)
      assert.equal(changes()[0].errno, 1)
      assert.equal(changes()[0].body.id, first.id)
      await mp.waitFor(() => mp.log.toasts.some((t) => t.text === '收货地址已修改'), { what: 'the changed toast' })
      await mp.find({ cls: 'od-address__full', text: '南山大道88号' })
      await mp.find({ cls: 'od-address__who', text: OTHER.name })
      const info = await orderInfo(api, token(), first.id)
      assert.equal(info.can_change_address, false)
      assert.equal(mp.findAll(change).length, 0, '修改地址 is still offered after the one change')
    }
  )

  await step('once: the server refuses a second change of the same order', async () => {
    const list = await ok(api, '/addr/list', {}, token())
    const home = list.find((a) => a.name !== OTHER.name)
    const again = await api('/api/v1/order/address', { id: first.id, addr_id: home.id }, token())
    assert.notEqual(again.errno, 1)
    assert.match(again.error, /只能修改一次/)
  })

  await step('shipped while the shopper was choosing: the change is refused politely, the address kept', async () => {
    await mp.go('navigateTo', `/pages/order-detail/index?id=${second.id}`)
    await mp.find({ cls: 'od-address__full', text: '科技园南区1栋101' })
    mp.answerModal(true)
    // 仓库 ships the order after the shopper opened choose-address and before they pick.
    await pickOther(() => ok(api, '/api/dev/order/ship', { order_no: second.order_no }))
    await mp.waitFor(() => changes()[1]?.status, { what: 'the second /order/address' })
    assert.notEqual(changes()[1].errno, 1)
    await mp.waitFor(() => [...mp.log.toasts, ...mp.log.modals].some((t) => (t.text ?? t.content) === SHIPPED), {
      what: `"${SHIPPED}"`
    })
    assert.equal(mp.log.toasts.filter((t) => t.text === '收货地址已修改').length, 1, 'told the refused change was made')
    const info = await orderInfo(api, token(), second.id)
    assert.equal(info.address.name, '王小明')
    assert.match(info.address.full, /科技园南区1栋101/)
  })

  await step('back on the shipped order: 待收货, and 修改地址 is no longer offered', async () => {
    await mp.go('redirectTo', `/pages/order-detail/index?id=${second.id}`)
    await mp.find({ cls: 'od-status__title', text: '待收货' })
    await mp.find({ cls: 'od-address__full', text: '科技园南区1栋101' })
    assert.equal(mp.findAll(change).length, 0)
  })
}
