import { after, before, describe, it, mock } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { makeGoods } from './order-fixtures'
import { giftCards } from '../../server/src/db/schema'
import { findBadValue } from '../../server/src/lib/input-guard'
import { issueGiftCard, issueWelcomeGiftCard } from '../../server/src/wallet/giftcard'
import { draftOrder } from '../../server/src/flows/checkout-lines'

const raw = (t: TestApp, url: string, payload: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }
  })

describe('bad input never reaches a service or the database', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('refuses non-finite numbers with 1001 naming the field, public routes included', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['/api/v1/goods/info', '{"sku_id":"Infinity"}', /sku_id/],
      ['/api/v1/goods/info', '{"sku_id":"-Infinity"}', /sku_id/],
      ['/api/v1/goods/info', '{"sku_id":1e309}', /sku_id/],
      ['/api/v1/goods/search', '{"price_min":"-Infinity"}', /price_min/],
      ['/api/v1/goods/search', '{"price_max":"1e309"}', /price_max/],
      ['/api/pension/account/banklistv2', '{"opa_id":"Infinity"}', /opa_id/]
    ]
    for (const [url, body, field] of cases) {
      const res = await raw(t, url, body)
      assert.equal(res.statusCode, 200, `${url} ${body}: ${res.body}`)
      assert.equal(res.json().errno, 1001, `${url} ${body}: ${res.body}`)
      assert.match(res.json().error, field)
    }
  })

  it('never prices an order line at a non-finite or non-positive quantity', async () => {
    const u = await t.user()
    const goods = await makeGoods(t, { price: 1590 })
    for (const qty of ['-Infinity', 'Infinity', '1e309', '-1', '0']) {
      const items = [{ sku_id: goods.skuId, qty }]
      for (const [url, body] of [
        ['/api/v1/order/confirm', JSON.stringify({ items })],
        ['/api/v1/order/create', JSON.stringify({ items, confirm_token: 'x', addr_id: 1 })]
      ]) {
        const res = (await raw(t, url, body, u.token)).json()
        assert.equal(res.errno, 1001, `${url} qty ${qty}: ${JSON.stringify(res)}`)
        assert.match(res.error, /qty/)
      }
    }
    // The money computation refuses on its own, whatever a caller validated.
    for (const qty of [-Infinity, Infinity, NaN, 0, -2, 1.5]) {
      await assert.rejects(draftOrder(t.db, u.uid, { items: [{ sku_id: goods.skuId, qty }] }, ''), (err: Error) => {
        assert.equal((err as Error & { errno: number }).errno, 1001, `qty ${qty}`)
        return true
      })
    }
    const fine = await draftOrder(t.db, u.uid, { items: [{ sku_id: goods.skuId, qty: 2 }] }, '')
    assert.equal(fine.goodsAmount, 3180)
  })

  it('refuses a NUL character in any text with 1001, never a 500', async () => {
    const u = await t.user()
    const cases: Array<[string, object, RegExp]> = [
      ['/api/v1/app/run', { ua: 'Mozilla\u0000', uuid: 'x' }, /ua/],
      ['/api/v1/app/run', { ua: 'Mozilla', uuid: 'a\u0000b' }, /uuid/],
      ['/api/v1/goods/search', { keyword: '酱\u0000' }, /keyword/],
      ['/api/v1/feedback/add', { content: '很好用的商城', contact: '138\u0000' }, /contact/],
      ['/api/v1/user/saveidentity', { name: '张\u0000三', idNo: '110105199001010021' }, /name/],
      ['/api/v1/user/fddcreateaccount', { name: '张\u0000三', idNo: '110105199001010021' }, /name/]
    ]
    for (const [url, body, field] of cases) {
      const res = await t.post(url, body, u.token)
      assert.equal(res.status, 200, `${url}: ${res.error}`)
      assert.equal(res.errno, 1001, `${url}: ${res.error}`)
      assert.match(res.error, field)
    }
  })

  it('refuses a lone surrogate in any text or key with 1001 naming the field, never a 500', async () => {
    const u = await t.user()
    const cases: Array<[string, object, RegExp]> = [
      ['/api/v1/user/fddcreateaccount', { name: '张\ud800三', idNo: '110105199001010021' }, /name/],
      ['/api/v1/user/fddcreateaccount', { name: '张三', idNo: '11010519900101002\udc00' }, /idNo/],
      ['/api/v1/user/saveidentity', { name: '\udfff', idNo: '110105199001010021' }, /name/],
      ['/api/v1/goods/search', { keyword: '酱\ud800' }, /keyword/],
      ['/api/v1/feedback/add', { content: '很好用的商城\ud83d', contact: '13800138000' }, /content/],
      ['/api/v1/app/run', { ua: 'Mozilla', uuid: 'x', ['k\ud800']: 1 }, /k\?|body|k/]
    ]
    for (const [url, body, field] of cases) {
      const res = await t.post(url, body, u.token)
      assert.equal(res.status, 200, `${url}: ${res.error}`)
      assert.equal(res.errno, 1001, `${url}: ${res.error}`)
      assert.match(res.error, field)
      assert.doesNotMatch(res.error, /[\ud800-\udfff]/, 'the message carries no half character')
    }
    // A whole pair (an emoji) is well-formed and taken.
    const fine = await t.post('/api/v1/goods/search', { keyword: '酱\ud83d\ude80' }, u.token)
    assert.equal(fine.errno, 1, fine.error)
  })

  it('finds the first bad value by its path, without recursion', () => {
    assert.equal(findBadValue({ a: ['ok', 'x\ud800y'] })?.why, 'unicode')
    assert.deepEqual(findBadValue({ a: ['ok', '\udc00'] }), { field: 'a.1', why: 'unicode' })
    assert.equal(findBadValue({ a: '\ud83d\ude80', b: '中文' }), null)
    assert.deepEqual(findBadValue({ items: [{ sku_id: 1, qty: -Infinity }] }), { field: 'items.0.qty', why: 'number' })
    assert.deepEqual(findBadValue({ a: { b: 'x\u0000' } }), { field: 'a.b', why: 'nul' })
    assert.equal(findBadValue({ a: [1, 'two', { c: null }], b: Buffer.from([0]) }), null)
    let deep: unknown = 1e309
    for (let i = 0; i < 50_000; i++) deep = { a: deep }
    assert.equal(findBadValue(deep)?.why, 'number')
  })
})

describe('shopping-card numbers', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: false })
  })
  after(() => t.close())

  it('are FCW and 12 random digits, not the row id', async () => {
    const numbers: string[] = []
    for (let i = 0; i < 20; i++) {
      const u = await t.user()
      await issueWelcomeGiftCard(t.db, u.uid)
      await issueWelcomeGiftCard(t.db, u.uid)
      const cards = await t.db.select().from(giftCards).where(eq(giftCards.userId, u.uid))
      assert.equal(cards.length, 1, 'the welcome card is issued once')
      assert.match(cards[0].cardNo, /^FCW\d{12}$/)
      assert.notEqual(cards[0].cardNo, `FCW${String(u.uid).padStart(12, '0')}`)
      assert.notEqual(cards[0].cardNo, `FCW${String(cards[0].id).padStart(12, '0')}`)
      numbers.push(cards[0].cardNo)
    }
    assert.equal(new Set(numbers).size, numbers.length)
    // Consecutive cards are not neighbours: nothing to count up from.
    const gaps = numbers.slice(1).map((n, i) => Math.abs(Number(n.slice(3)) - Number(numbers[i].slice(3))))
    assert.ok(
      gaps.every((g) => g > 1000),
      gaps.join(',')
    )
  })

  it('draws again when a number is taken', async () => {
    const u = await t.user()
    const expiresAt = new Date(Date.now() + 86400_000)
    await issueGiftCard(t.db, { userId: u.uid, name: '占号卡', faceValue: 100, expiresAt, cardNo: 'FCW000000000042' })
    const draws = [42, 4242]
    const randomInt = mock.method(crypto, 'randomInt', () => draws.shift()!)
    try {
      const id = await issueGiftCard(t.db, { userId: u.uid, name: '新卡', faceValue: 100, expiresAt })
      const [card] = await t.db.select().from(giftCards).where(eq(giftCards.id, id!))
      assert.equal(card.cardNo, 'FCW000000004242')
      assert.equal(randomInt.mock.callCount(), 2)
    } finally {
      randomInt.mock.restore()
    }
    // A given number is an idempotency key: issuing it again issues nothing.
    assert.equal(
      await issueGiftCard(t.db, {
        userId: u.uid,
        name: '占号卡',
        faceValue: 100,
        expiresAt,
        cardNo: 'FCW000000000042'
      }),
      null
    )
  })
})
