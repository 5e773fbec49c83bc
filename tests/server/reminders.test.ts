import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq, isNotNull } from 'drizzle-orm'
import { ERRNO } from '@contract/errno'
import { createTestApp, type TestApp } from './helpers'
import { goodsBody, signIn, type Console } from './admin-helpers'
import { makeActivity, makeGoods, placeOrder, shopper, stockOf } from './order-fixtures'
import { categories, goodsActivities, notices, reminders } from '../../server/src/db/schema'
import { sendSaleStartReminders } from '../../server/src/catalogue/reminder-send'
import { tickJob } from '../../server/src/lib/jobs'

/**
 * 到货提醒 and 开抢提醒 (docs/operations.md, "Reminders"): a shopper subscribes to a sold-out SKU or a flash sale that
 * has not started; the reminders go out once, through the notice service, when stock comes back from none or the sale
 * opens.
 */
describe('reminders', () => {
  let t: TestApp
  let keeper: Console
  before(async () => {
    t = await createTestApp()
    keeper = await signIn(t, 'warehouse', '仓库小王')
  })
  after(() => t.close())

  const subscribe = (s: { token: string }, body: Record<string, unknown>) =>
    t.post('/api/v1/reminder/subscribe', body, s.token)
  /** The shopper's message-centre messages of that title, as the message list shows them. */
  const inbox = async (s: { token: string }, title: string) => {
    const res = await t.post('/api/v1/message/list', { page: 1, page_size: 50 }, s.token)
    assert.equal(res.errno, 1, res.error)
    return (res.data.list as Array<{ title: string; content: string }>).filter((m) => m.title === title)
  }
  const noticesOf = (uid: number, event: string) =>
    t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, uid), eq(notices.event, event)))
  let rid = 0
  const adjust = (skuId: number, stock: number) =>
    keeper.call('POST', '/api/admin/stock/adjust', {
      sku_id: skuId,
      warehouse_id: null,
      stock,
      reason: '到货',
      request_id: `reminder-test-${++rid}-abcdef`
    })

  /** Goods with one unit, bought by a shopper so that it is sold out, and that order, to cancel later. */
  async function soldOut() {
    const goods = await makeGoods(t, { stock: 1 })
    const buyer = await shopper(t)
    const order = await placeOrder(t, buyer, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    assert.equal(await stockOf(t, goods.skuId), 0)
    return { goods, buyer, order }
  }

  it('needs a login, names a bad field, refuses goods in stock and answers another shopper’s id as not found', async () => {
    const goods = await makeGoods(t, { stock: 5 })
    const s = await shopper(t)
    assert.equal((await t.post('/api/v1/reminder/subscribe', { kind: 'restock', sku_id: goods.skuId })).errno, 1006)
    assert.equal((await t.post('/api/v1/reminder/list', {})).errno, 1006)
    const badKind = await subscribe(s, { kind: 'soon', sku_id: goods.skuId })
    assert.equal(badKind.errno, ERRNO.INVALID_PARAM)
    assert.match(badKind.error, /kind/)
    const noSku = await subscribe(s, { kind: 'restock' })
    assert.deepEqual([noSku.errno, noSku.error], [ERRNO.INVALID_PARAM, '参数 sku_id 不能为空'])
    const badChannel = await subscribe(s, { kind: 'restock', sku_id: goods.skuId, channels: ['fax'] })
    assert.equal(badChannel.errno, ERRNO.INVALID_PARAM)
    assert.match(badChannel.error, /channels/)
    const missing = await subscribe(s, { kind: 'restock', sku_id: 2_000_000 })
    assert.equal(missing.errno, ERRNO.NOT_FOUND)
    const inStock = await subscribe(s, { kind: 'restock', sku_id: goods.skuId })
    assert.deepEqual([inStock.errno, inStock.error], [ERRNO.REMINDER_STATE, '商品有货，可直接购买'])

    const { goods: out } = await soldOut()
    const mine = await subscribe(s, { kind: 'restock', sku_id: out.skuId })
    assert.equal(mine.errno, 1, mine.error)
    const other = await shopper(t)
    const theirs = await t.post('/api/v1/reminder/cancel', { id: mine.data.id }, other.token)
    assert.deepEqual([theirs.errno, theirs.error], [ERRNO.NOT_FOUND, '提醒不存在'])
    assert.equal((await t.post('/api/v1/reminder/list', {}, other.token)).data.total, 0, 'not in their list')
    const still = await t.post('/api/v1/reminder/list', { sku_id: out.skuId }, s.token)
    assert.equal(still.data.list[0].id, mine.data.id, 'still the owner’s')
  })

  it('subscribes idempotently: the same target again is the same reminder, its channels replaced', async () => {
    const { goods } = await soldOut()
    const s = await shopper(t)
    const first = await subscribe(s, { kind: 'restock', sku_id: goods.skuId })
    assert.equal(first.errno, 1, first.error)
    assert.deepEqual(
      { ...first.data, id: 0, created_time: 0 },
      {
        id: 0,
        kind: 'restock',
        sku_id: goods.skuId,
        activity_id: 0,
        channels: ['inbox'],
        created_time: 0,
        sent_time: 0
      }
    )
    const again = await subscribe(s, { kind: 'restock', sku_id: goods.skuId, channels: ['sms', 'sms'] })
    assert.equal(again.data.id, first.data.id)
    assert.deepEqual(again.data.channels, ['inbox', 'sms'])
    const rows = await t.db.select().from(reminders).where(eq(reminders.userId, s.uid))
    assert.equal(rows.length, 1)
    const list = await t.post('/api/v1/reminder/list', { sku_id: goods.skuId }, s.token)
    assert.equal(list.data.total, 1)
    assert.match(list.data.list[0].title, /^测试商品/)
  })

  it('a restock from none sends each subscriber exactly one notice; a second restock sends nothing more', async () => {
    const { goods, buyer, order } = await soldOut()
    const [a, b, quitter] = [await shopper(t), await shopper(t), await shopper(t)]
    for (const s of [a, b, quitter])
      assert.equal((await subscribe(s, { kind: 'restock', sku_id: goods.skuId })).errno, 1)
    const gone = await subscribe(quitter, { kind: 'restock', sku_id: goods.skuId })
    assert.equal((await t.post('/api/v1/reminder/cancel', { id: gone.data.id }, quitter.token)).errno, 1)

    // The buyer cancels: the unit comes back from 0 in the cancel's transaction.
    const cancel = await t.post('/api/v1/order/cancel', { id: order.id }, buyer.token)
    assert.equal(cancel.errno, 1, cancel.error)
    assert.equal(await stockOf(t, goods.skuId), 1)
    for (const s of [a, b]) {
      const told = await inbox(s, '到货提醒')
      assert.equal(told.length, 1)
      assert.match(told[0].content, /^您关注的「测试商品\d+ 款式\d+」已到货/)
      const rows = await noticesOf(s.uid, 'restock')
      assert.deepEqual(
        rows.map((r) => r.channel),
        ['inbox']
      )
      const mine = await t.post('/api/v1/reminder/list', { sku_id: goods.skuId }, s.token)
      assert.ok(mine.data.list[0].sent_time > 0, 'marked sent')
    }
    assert.equal((await inbox(quitter, '到货提醒')).length, 0, 'an unsubscribed shopper is not told')

    // Sold out again by the console, then stocked again: the reminders already went out.
    assert.equal((await adjust(goods.skuId, 0)).errno, 1)
    assert.equal((await adjust(goods.skuId, 20)).errno, 1)
    for (const s of [a, b]) {
      assert.equal((await inbox(s, '到货提醒')).length, 1, 'still one message')
      assert.equal((await noticesOf(s.uid, 'restock')).length, 1, 'still one notice')
    }
  })

  it('the console’s stock count from none sends them, with an SMS for a shopper who ticked it', async () => {
    const goods = await makeGoods(t, { stock: 0 })
    const s = await shopper(t)
    assert.equal((await subscribe(s, { kind: 'restock', sku_id: goods.skuId, channels: ['sms'] })).errno, 1)
    // Still none: nothing to tell.
    assert.equal((await adjust(goods.skuId, 0)).errno, 1)
    assert.equal((await noticesOf(s.uid, 'restock')).length, 0)
    assert.equal((await adjust(goods.skuId, 3)).errno, 1)
    const rows = await noticesOf(s.uid, 'restock')
    assert.deepEqual(rows.map((r) => r.channel).sort(), ['inbox', 'sms'])
    assert.equal(rows.find((r) => r.channel === 'sms')?.status, 'pending', 'the SMS is left to the sending job')

    // Sold out again, the shopper asks again: a new round, told again once.
    assert.equal((await adjust(goods.skuId, 0)).errno, 1)
    const again = await subscribe(s, { kind: 'restock', sku_id: goods.skuId })
    assert.equal(again.data.sent_time, 0, 'waiting again')
    assert.equal((await adjust(goods.skuId, 2)).errno, 1)
    assert.equal((await inbox(s, '到货提醒')).length, 2)
  })

  it('开抢提醒: refused for a running or non-flash sale; the job sends once at the start, across re-runs', async () => {
    const goods = await makeGoods(t, { stock: 50 })
    const running = await makeActivity(t, goods.skuId, { kind: 1, price: 500, stock: 10 })
    const group = await makeActivity(t, goods.skuId, { kind: 2, price: 500, groupSize: 2, groupSeconds: 3600 })
    const s = await shopper(t)
    const late = await subscribe(s, { kind: 'sale_start', activity_id: running })
    assert.deepEqual([late.errno, late.error], [ERRNO.REMINDER_STATE, '活动已开始，可直接抢购'])
    assert.equal((await subscribe(s, { kind: 'sale_start', activity_id: group })).errno, ERRNO.REMINDER_STATE)
    assert.equal((await subscribe(s, { kind: 'sale_start' })).error, '参数 activity_id 不能为空')

    const start = new Date(Math.ceil((Date.now() + 600_000) / 60_000) * 60_000)
    const [sale] = await t.db
      .insert(goodsActivities)
      .values({
        skuId: goods.skuId,
        kind: 1,
        title: '整点秒杀',
        price: 990,
        startAt: start,
        endAt: new Date(start.getTime() + 3600_000),
        stock: 10
      })
      .returning()
    const [x, y] = [s, await shopper(t)]
    for (const who of [x, y]) {
      const r = await subscribe(who, { kind: 'sale_start', activity_id: sale.id })
      assert.equal(r.errno, 1, r.error)
      assert.deepEqual([r.data.activity_id, r.data.sku_id], [sale.id, goods.skuId])
    }
    // One more subscribes and cancels: the job must not tell them.
    const quitter = await shopper(t)
    const gone = await subscribe(quitter, { kind: 'sale_start', activity_id: sale.id })
    assert.equal((await t.post('/api/v1/reminder/cancel', { id: gone.data.id }, quitter.token)).errno, 1)

    // The job on a virtual clock: before the start nothing goes, at the start each once, a re-run adds nothing.
    const job = (now: Date) => ({
      name: 'reminders-sale-start-test',
      everyMs: 15_000,
      run: () => sendSaleStartReminders(t.db, now)
    })
    const at = (ms: number) => tickJob({ db: t.db, kind: 'pglite' }, job(new Date(ms)), { everyMs: 15_000, now: ms })
    assert.equal(await at(start.getTime() - 30_000), 'ran')
    assert.equal((await noticesOf(x.uid, 'sale_start')).length, 0, 'not before the start')
    assert.equal(await at(start.getTime() + 1_000), 'ran')
    assert.equal(await at(start.getTime() + 2_000), 'skipped', 'one run per slot across the cluster')
    assert.equal(await at(start.getTime() + 16_000), 'ran')
    assert.equal(await sendSaleStartReminders(t.db, new Date(start.getTime() + 20_000)), 0, 'a re-run sends none')
    for (const who of [x, y]) {
      const told = await inbox(who, '开抢提醒')
      assert.equal(told.length, 1)
      assert.match(told[0].content, /秒杀已于\d{4}-\d{2}-\d{2} \d{2}:\d{2}开抢，秒杀价¥9\.90/)
    }
    assert.equal((await inbox(quitter, '开抢提醒')).length, 0, 'the unsubscribed shopper is not told')
    const left = await t.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.kind, 'sale_start'), eq(reminders.targetId, sale.id)))
    assert.deepEqual(
      left.map((r) => [r.userId, r.sentAt !== null]),
      [
        [x.uid, true],
        [y.uid, true]
      ]
    )
  })

  it('the goods editor’s stock and the whole-goods save send them too; deleting a SKU takes its reminders', async () => {
    const ops = await signIn(t, 'ops', '运营甲')
    const [cat] = await t.db.select().from(categories).where(isNotNull(categories.parentId)).limit(1)
    const made = await ops.call('POST', '/api/admin/goods', {
      ...goodsBody(cat.id, 1, '提醒商品'),
      skus: goodsBody(cat.id, 1).skus.map((k) => ({ ...k, stock: 0, region_stock: [] }))
    })
    assert.equal(made.errno, 1, made.error)
    const [small, big] = made.data.skus as Array<{ id: number }>
    const s = await shopper(t)
    for (const sku of [small, big]) assert.equal((await subscribe(s, { kind: 'restock', sku_id: sku.id })).errno, 1)

    // 仓库's stock form: the small one back to 5.
    const stocked = await keeper.call('PUT', `/api/admin/goods/${made.data.id}/stock`, {
      revision: made.data.revision,
      skus: [
        { id: small.id, stock: 5, region_stock: [] },
        { id: big.id, stock: 0, region_stock: [] }
      ]
    })
    assert.equal(stocked.errno, 1, stocked.error)
    assert.deepEqual(
      (await noticesOf(s.uid, 'restock')).map((n) => n.ref.split('.')[0]),
      [String((await t.post('/api/v1/reminder/list', { sku_id: small.id }, s.token)).data.list[0].id)]
    )

    // The whole-goods save: the big one gets stock (and the small one, already told, nothing more).
    const body = { ...goodsBody(cat.id, 1, '提醒商品'), revision: stocked.data.revision }
    const saved = await ops.call('PUT', `/api/admin/goods/${made.data.id}`, {
      ...body,
      skus: body.skus.map((k, i) => ({ ...k, id: [small.id, big.id][i], stock: 9, region_stock: [] }))
    })
    assert.equal(saved.errno, 1, saved.error)
    assert.equal((await noticesOf(s.uid, 'restock')).length, 2)
    assert.equal((await inbox(s, '到货提醒')).length, 2)

    // A SKU removed from the goods goes with its reminders (they would otherwise hold it).
    const other = await shopper(t)
    assert.equal((await adjust(big.id, 0)).errno, 1)
    assert.equal((await subscribe(other, { kind: 'restock', sku_id: big.id })).errno, 1)
    const fewer = await ops.call('PUT', `/api/admin/goods/${made.data.id}`, {
      ...body,
      revision: (await ops.call('GET', `/api/admin/goods/${made.data.id}`)).data.revision,
      skus: [{ ...body.skus[0], id: small.id, stock: 9, region_stock: [] }]
    })
    assert.equal(fewer.errno, 1, fewer.error)
    assert.equal((await t.post('/api/v1/reminder/list', {}, other.token)).data.total, 0)
  })
})
