import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { giftCardLedger, giftCards, users } from '../../server/src/db/schema'
import { issueGiftCard, issueWelcomeGiftCard, WELCOME_CARD } from '../../server/src/wallet/giftcard'
import { makeGoods, type Shopper, shoppers } from './order-fixtures'

describe('gift cards (shopping cards) and the welfare balance', () => {
  let t: TestApp
  let alice: Shopper
  let bob: Shopper
  before(async () => {
    t = await createTestApp()
    ;[alice, bob] = await shoppers(t, 2)
  })
  after(() => t.close())

  it('issues the welcome card once per user, with its opening ledger entry', async () => {
    await issueWelcomeGiftCard(t.db, alice.uid)
    const cards = await t.db.select().from(giftCards).where(eq(giftCards.userId, alice.uid))
    assert.equal(cards.length, 1, 'a retried grant issues nothing')
    assert.deepEqual(
      [cards[0].faceValue, cards[0].balance, cards[0].name],
      [WELCOME_CARD.faceValue, 20000, '新人购物卡']
    )
    const ledger = await t.db.select().from(giftCardLedger).where(eq(giftCardLedger.cardId, cards[0].id))
    assert.deepEqual(
      ledger.map((l) => [l.delta, l.balanceAfter, l.reason]),
      [[20000, 20000, 'issue']]
    )
  })

  it('lists the caller cards with balances, expiry and status; usable ones first', async () => {
    const goods = await makeGoods(t)
    await issueGiftCard(t.db, {
      userId: alice.uid,
      name: '过期卡',
      faceValue: 5000,
      expiresAt: new Date(Date.now() - 1000)
    })
    await issueGiftCard(t.db, {
      userId: alice.uid,
      name: '生鲜卡',
      faceValue: 3000,
      expiresAt: new Date(Date.now() + 86400_000),
      categoryId: goods.topCategoryId
    })
    const r = await t.post('/api/v1/freeca/list', {}, alice.token)
    assert.equal(r.errno, 1, r.error)
    assert.equal(r.data.list.length, 3)
    assert.equal(r.data.total_balance, 23000, 'expired cards do not count')
    assert.deepEqual(
      r.data.list.map((c: { status: number }) => c.status),
      [1, 1, 3]
    )
    const expired = r.data.list.find((c: { name: string }) => c.name === '过期卡')
    assert.equal(expired.status_text, '已过期')
    const scoped = r.data.list.find((c: { name: string }) => c.name === '生鲜卡')
    assert.match(scoped.scope_text, /^仅限/)
    assert.equal((await t.post('/api/v1/freeca/list', {}, bob.token)).data.list.length, 1)
  })

  it('shows one card with its flows; another user card is not found', async () => {
    const r = await t.post('/api/v1/freeca/info', { user_freeca_id: alice.cardId }, alice.token)
    assert.equal(r.errno, 1, r.error)
    assert.equal(r.data.balance, 20000)
    assert.equal(r.data.flows[0].reason_text, '发卡')
    assert.equal((await t.post('/api/v1/freeca/info', { user_freeca_id: alice.cardId }, bob.token)).errno, 1002)
    const bad = await t.post('/api/v1/freeca/info', { user_freeca_id: 'x' }, alice.token)
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /user_freeca_id/)
    assert.equal((await t.post('/api/v1/freeca/info', { user_freeca_id: alice.cardId })).errno, 1006)
  })

  it('lists the goods a card can buy: everything, or only its category', async () => {
    const inScope = await makeGoods(t)
    const outside = await makeGoods(t)
    const cardId = await issueGiftCard(t.db, {
      userId: bob.uid,
      name: '品类卡',
      faceValue: 1000,
      expiresAt: new Date(Date.now() + 86400_000),
      categoryId: inScope.topCategoryId
    })
    const scoped = await t.post('/api/v1/freeca/goodslist', { user_freeca_id: cardId, page_size: 50 }, bob.token)
    assert.equal(scoped.errno, 1, scoped.error)
    const ids = scoped.data.list.map((g: { sku_id: number }) => g.sku_id)
    assert.deepEqual(ids, [inScope.skuId])
    const all = await t.post('/api/v1/freeca/goodslist', { user_freeca_id: bob.cardId, page_size: 50 }, bob.token)
    assert.ok(all.data.total > 1)
    assert.ok(all.data.total >= scoped.data.total)
    assert.ok(outside.skuId > 0)
    assert.equal((await t.post('/api/v1/freeca/goodslist', { user_freeca_id: cardId }, alice.token)).errno, 1002)
  })

  it('answers the welfare balance, zero for a new user', async () => {
    const r = await t.post('/api/v1/user/efulibalance', {}, bob.token)
    assert.equal(r.errno, 1, r.error)
    assert.deepEqual([r.data.balance, r.data.flows], [0, []])
  })

  it('lets a tester fund a welfare balance through the dev tools, through the ledger', async () => {
    const [u] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, bob.uid))
    const r = await t.post('/api/dev/welfare/grant', { phone: u.phone, amount: 8800 })
    assert.equal(r.errno, 1, r.error)
    assert.equal(r.data.balance, 8800)
    const mine = await t.post('/api/v1/user/efulibalance', {}, bob.token)
    assert.deepEqual(
      mine.data.flows.map((f: { delta: number; balance_after: number }) => [f.delta, f.balance_after]),
      [[8800, 8800]]
    )
    assert.equal((await t.post('/api/dev/welfare/grant', { phone: '13900000000', amount: 1 })).errno, 1002)
    assert.equal((await t.post('/api/dev/welfare/grant', { phone: u.phone, amount: 0 })).errno, 1001)
  })
})
