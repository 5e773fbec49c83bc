import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { createTestApp, until, type TestApp } from './helpers'
import { signIn } from './admin-helpers'
import { pensionAccounts, pensionFlows, users } from '../../server/src/db/schema'
import { processWithdrawals } from '../../server/src/pension/pension-withdraw'
import { luhnValid } from '../../server/src/flows/pension-account'
import { rewrap } from '../../server/src/db/rewrap'
import { developmentKeys, installDataKeys, keyIdOf } from '../../server/src/field-crypto'
import type { SandboxBankProvider } from '../../server/src/bank/bank.provider'

/*
 * Personal data at rest (docs/decisions/0018-personal-data-at-rest.md): after a whole pension journey through the
 * HTTP API (identity check, e-sign, pension account, bank opening, card binding, a withdrawal), a dump of every
 * table holds none of the identity, card or account numbers the journey used, nor anything shaped like one, while
 * the shopper's answers and the console's 财务 unmask still read them.
 */

/** A valid (Luhn) card number under a BIN. */
function cardNo(bin: string, seed: number, length = 16) {
  let body = bin
  while (body.length < length - 1) body += String((seed * 7 + body.length * 3) % 10)
  for (let d = 0; d < 10; d++) if (luhnValid(body + d)) return body + d
  throw new Error('unreachable')
}

/** An 18-character mainland id number with its check character (GB 11643). */
function idNumber(body17: string) {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = [...body17].reduce((s, c, i) => s + Number(c) * weights[i], 0)
  return body17 + '10X98765432'[sum % 11]
}
const idValid = (id: string) => /^\d{17}[\dX]$/.test(id) && idNumber(id.slice(0, 17)) === id

/** Every row of every table of the public schema as JSON text: what a dump would show. */
async function dumpDatabase(t: TestApp): Promise<string> {
  const tables = (await t.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`
  )) as unknown as { rows: Array<{ tablename: string }> }
  const out: string[] = []
  for (const { tablename } of tables.rows) {
    const rows = (await t.db.execute(sql.raw(`select row_to_json(t)::text as j from "${tablename}" t`))) as unknown as {
      rows: Array<{ j: string }>
    }
    out.push(`-- ${tablename}`, ...rows.rows.map((r) => r.j))
  }
  return out.join('\n')
}

const journeyIdNo = idNumber('44030519870615372')

describe('personal data at rest', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  const pressButton = (transactionNo: string) =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/esign/complete',
      payload: new URLSearchParams({ transactionNo, action: 'pass' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' }
    })

  it('a journey leaves no identity, card or account number in the database, and every reader still sees them', async () => {
    const name = '欧阳测试'
    const idNo = journeyIdNo
    const openingCard = cardNo('622298', 3)
    const boundCard = cardNo('622690', 5, 19)
    const reservedPhone = '13987654321'
    const u = await t.user()
    const bank = t.app.providers.bank as SandboxBankProvider

    // Identity check through the e-sign provider, then the agreement.
    assert.equal((await t.post('/api/v1/user/saveidentity', { name, idNo }, u.token)).errno, 1)
    const acc = await t.post('/api/v1/user/fddcreateaccount', { name, idNo }, u.token)
    assert.equal(acc.errno, 1, acc.error)
    assert.equal(acc.data.id_no, `${idNo.slice(0, 6)}********${idNo.slice(-4)}`, 'answers show it masked')
    const auth = await t.post('/api/v1/user/fddauth', { identity_id: acc.data.identity_id }, u.token)
    await pressButton(auth.data.transaction_no)
    await until(
      () => t.post('/api/v1/user/fddauthresult', {}, u.token),
      (r) => r.data.status === 1
    )
    const sign = await t.post('/api/v1/user/fddsign', { sign_verify_way: 1, open_environment: 0 }, u.token)
    await pressButton(sign.data.transaction_no)
    await until(
      () => t.post('/api/v1/user/fddsignresult', {}, u.token),
      (r) => r.data.status === 1
    )
    assert.equal((await t.post('/api/v1/pensionaccount/open', {}, u.token)).errno, 1)

    // The bank opening, as the sandbox bank's page submits it.
    const open = await t.post('/api/pension/account/openurl', { bankId: 1 }, u.token)
    assert.equal(open.errno, 1, open.error)
    const o = (await bank.sandbox.getOpening(open.data.businessNo))!
    assert.equal(o.idNo, idNo, 'the bank got the identity in full')
    await bank.sandbox.submitOpening(open.data.businessNo, { name, idNo, phone: reservedPhone, cardNo: openingCard })
    const q = await until(
      () => t.post('/api/pension/account/queryopen', { bankId: 1, businessNo: open.data.businessNo }, u.token),
      (r) => r.data?.status !== 'processing'
    )
    assert.equal(q.data.status, 'success')

    // Binding another card (pingan confirms it with its own code).
    const otp = await t.post(
      '/api/pension/account/pre',
      { bankId: 1, phone: reservedPhone, card_no: boundCard },
      u.token
    )
    assert.equal(otp.errno, 1, otp.error)
    const code = (await bank.sandbox.otpsTo(reservedPhone))[0].code
    const bind = await t.post(
      '/api/v1/pensionaccount/bindcardno',
      { card_no: boundCard, phone: reservedPhone, verify_code: code, otp_order_no: otp.data.otp_order_no },
      u.token
    )
    assert.equal(bind.errno, 1, bind.error)
    assert.equal(bind.data.card_no.slice(-4), boundCard.slice(-4))
    assert.ok(!bind.data.card_no.includes(boundCard.slice(4, 12)), 'answers show the card masked')

    // A withdrawal of deposited cashback, reviewed and paid out by the bank.
    await t.db
      .insert(pensionFlows)
      .values({ userId: u.uid, type: 2, status: 2, amount: 500, title: '扫码赠送', depositedAt: new Date() })
    const [me] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, u.uid))
    await t.post('/api/service/sms/sendcode', { phone: me.phone, ch_id: 1 })
    const smsCode = (await t.post('/api/dev/sms-outbox', { phone: me.phone })).data.list[0].code
    const apply = await t.post('/api/v1/pensionaccount/apply', { amount: 300, verify_code: smsCode }, u.token)
    assert.equal(apply.errno, 1, apply.error)
    // 财务 approves it in the console, which lists the card masked; the bank pays out to the bound card.
    const finance = await signIn(t, 'finance', '财务小李')
    const listed = await finance.call('GET', `/api/admin/withdrawals?status=0`)
    const row = listed.data.list.find((w: { id: number }) => w.id === apply.data.id)
    assert.ok(row && !row.card_no.includes(boundCard.slice(6, 12)), 'the console lists the card masked')
    const approved = await finance.call('POST', `/api/admin/withdrawals/${apply.data.id}/approve`, { confirm: true })
    assert.equal(approved.errno, 1, approved.error)
    const transfers = await until(
      async () => {
        await processWithdrawals(t.app, { review: false })
        return bank.sandbox.transfersTo(boundCard)
      },
      (list) => list.some((x) => x.amount === 300)
    )
    assert.ok(
      transfers.some((x) => x.amount === 300),
      'the payout reached the bound card'
    )

    // The account number the bank assigned, read back through the decrypting schema.
    const info = await t.post('/api/v1/pensionaccount/flow2', {}, u.token)
    assert.equal(info.errno, 1)
    const [opened] = await t.db.select().from(pensionAccounts).where(eq(pensionAccounts.userId, u.uid))
    assert.equal(opened.cardNo, boundCard, 'the service reads the card in full')
    const accountNumber = opened.accountNo!
    assert.ok(accountNumber.length >= 12)

    // The console's 财务 unmask still shows the full values.
    const seen = await finance.call('POST', `/api/admin/shoppers/${u.uid}/reveal`, { confirm: true })
    assert.equal(seen.errno, 1, seen.error)
    assert.deepEqual([seen.data.name, seen.data.id_no, seen.data.card_no], [name, idNo, boundCard])

    const dump = await dumpDatabase(t)
    assert.ok(dump.includes('-- pension_withdrawals') && dump.length > 10_000, 'the dump covers the tables')
    for (const [what, plain] of [
      ['id number', idNo],
      ['name', name],
      ['opening card', openingCard],
      ['bound card', boundCard],
      ['account number', accountNumber],
      ['reserved phone', reservedPhone]
    ]) {
      assert.ok(!dump.includes(plain), `${what} ${plain} is not in the dump`)
    }
    // Nothing shaped like an id number (18 characters, valid check character) or a card (16-19 digits, Luhn).
    const ids = [...dump.matchAll(/(?<![\dA-Za-z])\d{17}[\dX](?![\dA-Za-z])/g)].map((m) => m[0]).filter(idValid)
    assert.deepEqual(ids, [], 'no id number')
    const cards = [...dump.matchAll(/(?<![\dA-Za-z])\d{16,19}(?![\dA-Za-z])/g)].map((m) => m[0]).filter(luhnValid)
    assert.deepEqual(cards, [], 'no card number')
  })

  it('rotates the key: db:rewrap moves every value to the new key, and the old key can then leave', async () => {
    const dev = developmentKeys()
    const k2 = crypto.randomBytes(32)
    const rotated = { ...dev, keys: new Map([...dev.keys, ['k2', k2]]), current: 'k2', dev: false }
    installDataKeys(rotated)
    try {
      const first = await rewrap(t.db, rotated)
      assert.ok(first.rewritten >= 4, `the journey's rows were rewritten (${first.rewritten})`)
      assert.ok(first.sandbox >= 1, 'the sandbox bank and e-sign records too')
      assert.deepEqual(await rewrap(t.db, rotated), { rewritten: 0, hashes: 0, sandbox: 0 }, 'nothing left: idempotent')
      const dump = await dumpDatabase(t)
      assert.ok(!dump.includes('v1.dev.'), 'no value left under the old key')
      // Without the old key every reader still works: the shopper's answers and the identity-taken lookup.
      installDataKeys({ ...rotated, keys: new Map([['k2', k2]]) })
      const u = await t.user()
      const taken = await t.post('/api/v1/user/fddcreateaccount', { name: '欧阳测试', idNo: journeyIdNo }, u.token)
      assert.equal(taken.errno, 2721, 'the hash still finds the id number verified on the journey account')
      const [acc] = await t.db.select().from(pensionAccounts)
      assert.equal(
        keyIdOf(
          (
            (await t.db.execute(sql`select card_no from pension_accounts limit 1`)) as unknown as {
              rows: Array<{ card_no: string }>
            }
          ).rows[0].card_no
        ),
        'k2'
      )
      assert.ok(acc.cardNo && /^\d{16,19}$/.test(acc.cardNo), 'decrypts under the new key')
    } finally {
      installDataKeys(developmentKeys())
    }
  })
})
