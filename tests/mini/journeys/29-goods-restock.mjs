import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { ok, skuOf } from '../../e2e/lib/order-helpers.mjs'
import { staffConsole } from '../lib/console.mjs'

export const title =
  '到货提醒 sent when stock returns, in the compiled program: the shopper sets it on a sold-out goods, 仓库 counts stock in the console, the reminder reaches the message centre once and the goods are for sale'

// 丹东99草莓 is seeded sold out (server/src/db/seed/demo/catalogue.ts); journey 23 only sets reminders on it. This
// journey leaves it sold out again for the next run.
const SOLD_OUT = '丹东99草莓'

export default async function ({ mp, step, login, token, api, server }) {
  let berry
  let warehouse
  const inbox = async () =>
    (await ok(api, '/message/list', { page: 1, page_size: 20 }, token())).list.filter((m) => m.title === '到货提醒')
  /** 仓库's count for the berries, nationwide, through the console's 库存 screen's call. */
  const count = (stock) =>
    warehouse.post('/stock/adjust', {
      sku_id: berry,
      warehouse_id: null,
      stock,
      reason: stock ? '到货入库' : '盘点清零',
      request_id: randomUUID()
    })

  await step('the berries are sold out; the shopper taps 到货提醒 and the reminder waits', async () => {
    await login()
    berry = await skuOf(api, SOLD_OUT)
    warehouse = await staffConsole(server, 'warehouse', '仓库小李')
    await count(0)
    await mp.go('navigateTo', `/pages/goods-info/index?sku_id=${berry}`)
    await mp.find({ cls: 'goods-head__title', text: SOLD_OUT })
    await mp.tap({ cls: 'goods-bar__action', text: '到货提醒' })
    await mp.find({ cls: 'goods-bar__action', text: '已设置提醒' })
    const mine = await ok(api, '/reminder/list', { sku_id: berry }, token())
    assert.deepEqual(
      mine.list.map((r) => [r.kind, r.sent_time]),
      [['restock', 0]]
    )
    assert.deepEqual(await inbox(), [])
  })

  await step('仓库 counts 20 in the console: the reminder goes out once, and not again at the next count', async () => {
    await count(20)
    const mine = await ok(api, '/reminder/list', { sku_id: berry }, token())
    assert.ok(mine.list[0].sent_time > 0, 'the reminder was not marked sent')
    const told = await inbox()
    assert.equal(told.length, 1)
    assert.match(told[0].content, new RegExp(`${SOLD_OUT}.*已到货`))
    await count(0)
    await count(30)
    assert.equal((await inbox()).length, 1, 'the reminder went out twice')
  })

  await step('the shopper reads it in 消息中心 and finds the goods for sale again', async () => {
    await mp.go('navigateTo', '/pages/message-list/index')
    await mp.find({ cls: 'message__title', text: '到货提醒' })
    await mp.find({ cls: 'message__content', text: SOLD_OUT })
    await mp.go('redirectTo', `/pages/goods-info/index?sku_id=${berry}`)
    await mp.find({ cls: 'goods-bar__action', text: '加入购物车' })
    await mp.find({ cls: 'goods-bar__action', text: '立即购买' })
    assert.equal(mp.findAll({ cls: 'goods-bar__action', text: '到货提醒' }).length, 0)
    await count(0)
  })
}
