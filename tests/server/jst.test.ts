import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { pensionAccounts } from '../../server/src/db/schema'
import type { SandboxBankProvider } from '../../server/src/bank/bank.provider'

let cardSeq = 0

describe('corporate small-amount check (jst)', () => {
  let t: TestApp
  let bank: SandboxBankProvider
  before(async () => {
    t = await createTestApp()
    bank = t.app.providers.bank as SandboxBankProvider
  })
  after(() => t.close())

  async function opened() {
    const u = await t.user()
    const cardNo = `62229800000${String(++cardSeq).padStart(5, '0')}`
    await t.db
      .insert(pensionAccounts)
      .values({ userId: u.uid, bankId: 1, accountNo: `61${Date.now()}${cardSeq}`, cardNo })
    return { ...u, cardNo }
  }
  const send = (token: string) => t.post('/api/v1/jst/bindsmallamountwithcheckcorp', {}, token)
  const check = (token: string, amount: unknown) => t.post('/api/v1/jst/checkamountwithcorp', { amount }, token)
  /** What the card holder reads on the statement: the newest small-amount transfer. */
  const received = async (cardNo: string) =>
    (await bank.sandbox.transfersTo(cardNo)).find((x) => x.memo === '小额打款验证')!.amount

  it('needs an opened, bound account', async () => {
    const u = await t.user()
    assert.equal((await send(u.token)).errno, 2701)
    assert.equal((await check(u.token, 12)).errno, 2701)
  })

  it('sends 0.01-0.99 yuan to the card and accepts the right amount', async () => {
    const u = await opened()
    const noRequest = await check(u.token, 10)
    assert.equal(noRequest.errno, 2712)
    const sent = await send(u.token)
    assert.equal(sent.errno, 1)
    assert.equal(sent.data.sent, true)
    assert.equal(sent.data.tries_left, 3)
    const amount = await received(u.cardNo)
    assert.ok(amount >= 1 && amount <= 99)
    const wrong = await check(u.token, amount === 99 ? 1 : amount + 1)
    assert.equal(wrong.errno, 2712)
    assert.equal(wrong.data.tries_left, 2)
    const right = await check(u.token, amount)
    assert.equal(right.errno, 1)
    assert.equal(right.data.jst_binded, true)
    assert.equal((await t.post('/api/v1/pensionaccount/info2', {}, u.token)).data.jst_binded, true)
    assert.equal((await send(u.token)).data.jst_binded, true)
  })

  it('locks after three wrong amounts', async () => {
    const u = await opened()
    await send(u.token)
    const amount = await received(u.cardNo)
    const wrong = amount === 99 ? 98 : amount + 1
    assert.equal((await check(u.token, wrong)).data.tries_left, 2)
    assert.equal((await check(u.token, wrong)).data.tries_left, 1)
    const third = await check(u.token, wrong)
    assert.equal(third.errno, 2713)
    assert.match(third.error, /验证失败次数过多/)
    // Locked: even the right amount and a new transfer are refused.
    assert.equal((await check(u.token, amount)).errno, 2713)
    assert.equal((await send(u.token)).errno, 2713)
    const [acc] = await t.db.select().from(pensionAccounts).where(eq(pensionAccounts.userId, u.uid))
    assert.equal(acc.jstBinded, false)
    assert.ok(acc.jstLockedUntil && acc.jstLockedUntil > new Date())
  })

  it('counts parallel wrong guesses without exceeding three tries', async () => {
    const u = await opened()
    await send(u.token)
    const amount = await received(u.cardNo)
    const wrong = amount === 99 ? 98 : amount + 1
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => check(u.token, wrong)))
    assert.equal(results.filter((r) => r.errno === 2712).length, 2)
    assert.equal(results.filter((r) => r.errno === 2713).length, 3)
  })

  it('validates the amount (integer cents 1-99), naming the field', async () => {
    const u = await opened()
    for (const bad of [0, 100, 0.5, 'x']) {
      const r = await check(u.token, bad)
      assert.equal(r.errno, 1001, String(bad))
      assert.match(r.error, /amount/)
    }
  })
})
