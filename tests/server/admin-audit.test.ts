import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import { users } from '../../server/src/db/schema'
import { makeGoods, payWithCard, placeOrder, shopper } from './order-fixtures'
import { changesOf } from '../../server/src/admin/audit-labels'

type Entry = {
  action: string
  entity: string
  staffName: string
  action_text: string
  entity_text: string
  object_text: string
  changes: Array<{ label: string; before: string; after: string }>
}

/** The 操作日志 as a person reads it: Chinese actions, objects by their names, field lists, a filter per kind. */
describe('console audit log, readable', () => {
  let t: TestApp
  let boss: Console
  let orderNo: string
  let phone: string
  before(async () => {
    t = await createTestApp()
    boss = await signIn(t, 'super', '王老板')
    const warehouse = await signIn(t, 'warehouse', '仓库小王')
    const goods = await makeGoods(t, { price: 1500, stock: 50 })
    const s = await shopper(t)
    const o = await placeOrder(t, s, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, s, o.order_no)
    orderNo = o.order_no
    phone = (await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, s.uid)))[0].phone as string
    const shipped = await warehouse.call('POST', `/api/admin/orders/${o.id}/ship`, {
      com: 'SF',
      express_no: 'SF1234567890'
    })
    assert.equal(shipped.errno, 1, shipped.error)
    const staff = await boss.call('POST', '/api/admin/staff', {
      username: 'clerk1',
      name: '客服小周',
      role: 'service',
      password: 'Start1234x'
    })
    assert.equal(staff.errno, 1, staff.error)
    const frozen = await boss.call('POST', `/api/admin/shoppers/${s.uid}/status`, { frozen: true, reason: '疑似盗号' })
    assert.equal(frozen.errno, 1, frozen.error)
  })
  after(() => t.close())

  const list = async (q: string) => {
    const res = await boss.call<{ list: Entry[]; total: number }>('GET', `/api/admin/audit?page_size=100${q}`)
    assert.equal(res.errno, 1, res.error)
    return res.data
  }

  it('a shipment reads 发货 on 订单 <订单号>, status 待发货 → 待收货 and the waybill', async () => {
    const { list: rows } = await list('&kind=order')
    const ship = rows.find((r) => r.action === 'ship')
    assert.ok(ship, 'the shipment is under 订单')
    assert.equal(ship.action_text, '发货')
    assert.equal(ship.entity_text, '订单')
    assert.equal(ship.object_text, `订单 ${orderNo}`)
    assert.equal(ship.staffName, '仓库小王')
    assert.deepEqual(
      ship.changes.find((c) => c.label === '状态'),
      { label: '状态', before: '待发货', after: '待收货' }
    )
    assert.ok(ship.changes.some((c) => c.label === '运单号' && c.after === 'SF1234567890'))
    assert.ok(
      rows.every((r) => r.entity === 'order'),
      'the order filter shows orders only'
    )
  })

  it('a shopper is named by the masked phone, a staff member by name and username', async () => {
    const { list: shoppers } = await list('&kind=shopper')
    const freeze = shoppers.find((r) => r.action === 'freeze')
    assert.ok(freeze)
    assert.equal(freeze.action_text, '冻结用户')
    assert.equal(freeze.object_text, `用户 ${phone.slice(0, 3)}****${phone.slice(-4)}`)
    assert.ok(!JSON.stringify(freeze.object_text).includes(phone), 'the full phone is not shown')
    assert.deepEqual(
      freeze.changes.find((c) => c.label === '状态'),
      { label: '状态', before: '正常', after: '已冻结' }
    )
    const { list: staff } = await list('&kind=staff')
    const created = staff.find((r) => r.action === 'create')
    assert.ok(created)
    assert.equal(created.action_text, '新建员工')
    assert.equal(created.object_text, '客服小周（clerk1）')
    assert.ok(created.changes.some((c) => c.label === '角色' && c.after === '客服'))
    assert.ok(!created.changes.some((c) => /password/i.test(c.label)), 'no password in the log')
  })

  it('every object kind filters to its own entries; an unknown kind is refused naming the field', async () => {
    for (const kind of ['order', 'aftersale', 'coupon', 'card', 'money', 'staff', 'goods', 'site', 'shopper']) {
      const res = await boss.call('GET', `/api/admin/audit?kind=${kind}`)
      assert.equal(res.errno, 1, `${kind}: ${res.error}`)
    }
    assert.equal((await list('&kind=money')).total, 0)
    const bad = await boss.call('GET', '/api/admin/audit?kind=planets')
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /kind/)
  })

  it('finds entries by 订单号, by 手机号 and by operator', async () => {
    const byOrder = await list(`&object=${orderNo}`)
    assert.deepEqual(
      byOrder.list.map((r) => r.action_text),
      ['发货']
    )
    const byPhone = await list(`&object=${phone}`)
    assert.deepEqual(
      byPhone.list.map((r) => r.action_text),
      ['冻结用户']
    )
    assert.equal((await list('&object=nothing-like-this')).total, 0)
    const byStaff = await list(`&staff_name=${encodeURIComponent('仓库')}`)
    assert.ok(byStaff.total >= 1)
    assert.ok(byStaff.list.every((r) => r.staffName === '仓库小王'))
  })

  it('默认退货地址 keeps the address it replaced: 地址 before → after, under 售后', async () => {
    const first = { name: '张仓库', phone: '0571-88886666', address: '浙江省杭州市西湖区文三路 1 号' }
    assert.equal((await boss.call('POST', '/api/admin/return-address', first)).errno, 1)
    const second = { ...first, address: '浙江省杭州市余杭区仓前街道 2 号' }
    assert.equal((await boss.call('POST', '/api/admin/return-address', second)).errno, 1)
    const { list: rows } = await list('&kind=aftersale')
    const [latest] = rows.filter((r) => r.action === 'return-address')
    assert.equal(latest.action_text, '设置默认退货地址')
    assert.equal(latest.object_text, '默认退货地址')
    assert.deepEqual(latest.changes, [{ label: '地址', before: first.address, after: second.address }])
  })

  it('a goods edit lists each SKU field that changed, money in yuan', () => {
    const b = { title: '苹果', skus: [{ id: 1, specs: [{ value: '大份' }], price: 1990, stock: 30, sales: 2 }] }
    const a = { title: '红富士苹果', skus: [{ id: 1, specs: [{ value: '大份' }], price: 2590, stock: 30, sales: 5 }] }
    assert.deepEqual(changesOf('goods', b, a), [
      { label: '标题', before: '苹果', after: '红富士苹果' },
      { label: '规格「大份」 · 价格', before: '¥19.90', after: '¥25.90' }
    ])
    assert.deepEqual(changesOf('withdrawal', { status: 0 }, { status: 1 }), [
      { label: '状态', before: '待审核', after: '已审核' }
    ])
  })
})
