import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { orders, pensionFlows } from '../../server/src/db/schema'
import { recordOrderCashback } from '../../server/src/pension/pension'

describe('sandbox provider pages', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ env: { AFTER_SALE_SECONDS: '0' } })
  })
  after(() => t.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url })

  /** Small, self-contained, mobile-friendly Chinese pages: no external scripts, styles or images. */
  function assertSelfContained(body: string) {
    assert.match(body, /^<!doctype html><html lang="zh-CN">/)
    assert.match(body, /name="viewport" content="width=device-width/)
    assert.doesNotMatch(body, /<script|<link|src="http|href="http/)
    assert.ok(body.length < 8000, `page is ${body.length} bytes`)
  }

  async function withIdentity() {
    const u = await t.user()
    await t.post(
      '/api/v1/user/saveidentity',
      { name: '测试用户', idNo: `11010519491231${String(u.uid).padStart(3, '0')}2` },
      u.token
    )
    return u
  }

  it('serves the bank opening form, prefilled, with submit and fail buttons', async () => {
    const u = await withIdentity()
    const { data } = await t.post('/api/pension/account/openurl', { bankId: 1 }, u.token)
    const res = await get(`/sandbox/bank/open?businessNo=${data.businessNo}`)
    assert.equal(res.statusCode, 200)
    assert.match(res.headers['content-type'] as string, /text\/html/)
    assertSelfContained(res.body)
    for (const name of ['name', 'idNo', 'phone', 'cardNo']) assert.match(res.body, new RegExp(`name="${name}"`))
    assert.match(res.body, /value="submit"/)
    assert.match(res.body, /value="fail"/)
    assert.match(res.body, /测试用户/)
  })

  it('answers an unknown session with a page, not an error', async () => {
    const res = await get('/sandbox/bank/open?businessNo=NOPE')
    assert.equal(res.statusCode, 200)
    assert.match(res.body, /开户流水不存在/)
    const post = await t.app.inject({
      method: 'POST',
      url: '/sandbox/bank/open',
      payload: 'businessNo=NOPE&action=submit',
      headers: { 'content-type': 'application/x-www-form-urlencoded' }
    })
    assert.equal(post.statusCode, 404)
    const esign = await get('/sandbox/esign/auth?transactionNo=NOPE')
    assert.match(esign.body, /交易不存在/)
  })

  it('escapes what it echoes back into the form', async () => {
    const u = await withIdentity()
    const { data } = await t.post('/api/pension/account/openurl', { bankId: 3 }, u.token)
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox/bank/open',
      payload: new URLSearchParams({
        businessNo: data.businessNo,
        name: '<b>x</b>',
        idNo: '1',
        phone: '1',
        cardNo: '1',
        action: 'submit'
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' }
    })
    assert.equal(res.statusCode, 400)
    assert.doesNotMatch(res.body, /<b>x<\/b>/)
    assert.match(res.body, /&lt;b&gt;/)
  })

  it('serves the e-sign pages self-contained', async () => {
    const u = await t.user()
    const acc = await t.post('/api/v1/user/fddcreateaccount', { name: '测试用户', idNo: '110105194912310021' }, u.token)
    const auth = await t.post('/api/v1/user/fddauth', { identity_id: acc.data.identity_id }, u.token)
    const page = await get(auth.data.url.slice(t.config.publicUrl.length))
    assert.equal(page.statusCode, 200)
    assertSelfContained(page.body)
    assert.match(page.body, /确认核验/)
    assert.match(page.body, /110105\*+0021/)
  })

  it('shows the card statement with the small-amount transfer', async () => {
    const res = await get('/sandbox/bank/statement')
    assert.equal(res.statusCode, 200)
    assertSelfContained(res.body)
    const none = await get('/sandbox/bank/statement?cardNo=6222980000000012')
    assert.match(none.body, /暂无入账/)
  })

  it('runs the pension jobs on demand in development', async () => {
    const u = await t.user()
    await recordOrderCashback(t.db, { userId: u.uid, orderId: 4242, amount: 100 })
    const res = await t.post('/sandbox/pension/run-jobs', {})
    assert.equal(res.errno, 1)
    assert.ok(res.data.settle.settled >= 1)
    const [flow] = await t.db.select().from(pensionFlows).where(eq(pensionFlows.orderId, 4242))
    assert.equal(flow.status, 1)
  })

  it('settles one order cashback now on demand in development', async () => {
    const u = await t.user()
    const orderNo = `DEV${u.uid}${Date.now() % 100000}`
    const [o] = await t.db
      .insert(orders)
      .values({
        orderNo,
        userId: u.uid,
        confirmToken: orderNo,
        address: {} as never,
        payExpiresAt: new Date()
      })
      .returning({ id: orders.id })
    await recordOrderCashback(t.db, { userId: u.uid, orderId: o.id, amount: 321 })
    const res = await t.post('/sandbox/pension/settle', { order_no: orderNo })
    assert.equal(res.errno, 1)
    assert.equal(res.data.settled, 1)
    const [flow] = await t.db.select().from(pensionFlows).where(eq(pensionFlows.orderId, o.id))
    assert.equal(flow.status, 1)
    assert.equal((await t.post('/sandbox/pension/settle', { order_no: orderNo })).data.settled, 0)
    assert.equal((await t.post('/sandbox/pension/settle', { order_no: 'NOPE' })).errno, 1002)
  })

  it('registers the pension jobs for the server to run', () => {
    const names = t.app.jobs.map((j) => j.name)
    assert.ok(names.includes('pension-settle'))
    assert.ok(names.includes('pension-withdraw'))
  })
})
