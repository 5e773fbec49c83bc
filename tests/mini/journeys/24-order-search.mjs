import assert from 'node:assert/strict'
import { addAddress, payWithCard, placeOrder, skuOf } from '../../e2e/lib/order-helpers.mjs'
import { textOf } from '../lib/tree.mjs'

export const title =
  '订单搜索 on my-order in the compiled program: by goods name, by order number, a word that finds nothing and 清除搜索'

export default async function ({ mp, step, login, token, api }) {
  let paid
  let other
  /** The order numbers of the cards on screen, top to bottom. */
  const shown = () => mp.findAll({ cls: 'mo-card__no-value' }).map(textOf)
  const listAsks = () => mp.requests.filter((r) => r.path.endsWith('/order/listv2'))
  const search = { cls: 'search-box__input' }

  await step('a shopper with a paid order of 生抽 and an unpaid one of 老陈醋: my-order lists both', async () => {
    await login()
    await addAddress(api, token())
    paid = await placeOrder(api, token(), { items: [{ sku_id: await skuOf(api, '零添加特级生抽'), qty: 1 }] })
    await payWithCard(api, token(), paid.order_no)
    other = await placeOrder(api, token(), { items: [{ sku_id: await skuOf(api, '山西老陈醋'), qty: 1 }] })
    await mp.go('navigateTo', '/pages/my-order/index')
    await mp.find({ placeholder: '搜索商品名称或订单号' })
    await mp.waitFor(() => shown().length === 2, { what: 'both orders' })
    assert.deepEqual(shown(), [other.order_no, paid.order_no])
  })

  await step('by goods name: 生抽 leaves the paid order alone, asked of the server once typing pauses', async () => {
    const before = listAsks().length
    await mp.input(search, '生抽')
    await mp.waitFor(() => shown().length === 1, { what: 'one order left' })
    assert.deepEqual(shown(), [paid.order_no])
    const asked = listAsks().slice(before)
    assert.equal(asked.length, 1, 'one search per pause in typing')
    assert.equal(asked[0].body.keyword, '生抽')
  })

  await step('by order number: the unpaid order alone', async () => {
    await mp.input(search, other.order_no)
    await mp.waitFor(() => shown().length === 1 && shown()[0] === other.order_no, { what: 'the unpaid order' })
    assert.equal(listAsks().at(-1).body.keyword, other.order_no)
  })

  await step('a word that finds nothing: 没有找到相关订单, and 清除搜索 brings both back', async () => {
    await mp.input(search, '没有这种商品')
    await mp.find({ text: '没有找到相关订单' })
    assert.deepEqual(shown(), [])
    await mp.tap({ text: '清除搜索', exact: true })
    await mp.waitFor(() => shown().length === 2, { what: 'both orders again' })
    assert.deepEqual(shown(), [other.order_no, paid.order_no])
    assert.equal(listAsks().at(-1).body.keyword, undefined, 'the cleared search asks for every order')
    await mp.find({ placeholder: '搜索商品名称或订单号' })
  })
}
