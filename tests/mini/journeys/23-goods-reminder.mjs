import assert from 'node:assert/strict'
import { ok, skuOf } from '../../e2e/lib/order-helpers.mjs'

export const title =
  '到货提醒 on a sold-out goods and 开抢提醒 on a flash sale not started, in the compiled program: set, kept, cancelled'

// 丹东99草莓 is seeded sold out, 空气炸锅 has the demo's flash sale that starts tomorrow (server/src/db/seed/demo).
export default async function ({ mp, step, login, token, api }) {
  const subscribed = () => mp.requests.filter((r) => r.path.endsWith('/reminder/subscribe'))
  await step('log in', async () => {
    await login()
  })

  await step('a sold-out goods: 到货提醒 instead of a dead button; the tap sets it', async () => {
    const berry = await skuOf(api, '丹东99草莓')
    await mp.go('navigateTo', `/pages/goods-info/index?sku_id=${berry}`)
    await mp.find({ cls: 'goods-head__title', text: '丹东99草莓' })
    await mp.tap({ cls: 'goods-bar__action', text: '到货提醒' })
    await mp.waitFor(() => subscribed().length === 1, { what: '/reminder/subscribe' })
    // No subscription templates on this server: nothing to grant, the message centre alone.
    assert.deepEqual(subscribed()[0].body, { kind: 'restock', sku_id: berry, channels: [] })
    await mp.find({ cls: 'goods-bar__action', text: '已设置提醒' })
    const mine = await ok(api, '/reminder/list', { sku_id: berry }, token())
    assert.deepEqual(
      mine.list.map((r) => [r.kind, r.sent_time]),
      [['restock', 0]]
    )
  })

  await step('a flash sale not started: 原价购买 and 开抢提醒, which cancels on a second tap', async () => {
    const soon = await skuOf(api, '空气炸锅')
    await mp.go('navigateTo', `/pages/goods-info/index?sku_id=${soon}`)
    await mp.find({ cls: 'goods-head__title', text: '空气炸锅' })
    await mp.find({ cls: 'goods-bar__action', text: '原价购买' })
    await mp.tap({ cls: 'goods-bar__action', text: '开抢提醒' })
    await mp.waitFor(() => subscribed().length === 2, { what: 'the second /reminder/subscribe' })
    assert.equal(subscribed()[1].body.kind, 'sale_start')
    await mp.tap({ cls: 'goods-bar__action', text: '已设置提醒' })
    await mp.waitFor(() => mp.requests.some((r) => r.path.endsWith('/reminder/cancel')), { what: '/reminder/cancel' })
    await mp.find({ cls: 'goods-bar__action', text: '开抢提醒' })
    assert.equal((await ok(api, '/reminder/list', { sku_id: soon }, token())).list.length, 0)
  })
}
