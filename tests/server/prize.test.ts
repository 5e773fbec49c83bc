import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { addresses, pensionAccounts, prizeActivities, prizeEntries, prizes } from '../../server/src/db/schema'

const DAY = 24 * 3600 * 1000

describe('prize draws', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  const post = (path: string, body: unknown, token: string) => t.post(`/api/v1/prizedrawactivity/${path}`, body, token)
  const openedUser = async () => {
    const u = await t.user()
    await t.db
      .insert(pensionAccounts)
      .values({ userId: u.uid, bankId: 1, accountNo: `61${u.uid}`, cardNo: '6222980000000012' })
    return u
  }
  async function activity(
    kind: number,
    list: Array<{ name: string; kind: number; weight: number; stock: number | null }>,
    ends = DAY
  ) {
    const [a] = await t.db
      .insert(prizeActivities)
      .values({ title: '测试抽奖', kind, startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + ends) })
      .returning()
    await t.db.insert(prizes).values(list.map((p, i) => ({ ...p, activityId: a.id, sort: i })))
    return a.id
  }

  it('shows the seeded opened-an-account lottery', async () => {
    const u = await t.user()
    const res = await post('info', {}, u.token)
    assert.equal(res.errno, 1)
    assert.equal(res.data.activity.kind, 1)
    assert.equal(res.data.activity.status, 1)
    assert.equal(res.data.need_open_account, true)
    assert.equal(res.data.bank_opened, false)
    assert.ok(res.data.prizes.length >= 2)
    assert.equal(res.data.signed_up, false)
    assert.equal((await post('info', { activity_id: 999999 }, u.token)).errno, 1002)
  })

  it('needs an opened bank account for the opened-an-account lottery', async () => {
    const u = await t.user()
    const { data } = await post('info', {}, u.token)
    const res = await post('signup', { activity_id: data.activity.id }, u.token)
    assert.equal(res.errno, 2701)
    const opened = await openedUser()
    assert.equal((await post('signup', { activity_id: data.activity.id }, opened.token)).errno, 1)
  })

  it('signs up once and draws once, the same result every time', async () => {
    const id = await activity(0, [
      { name: '保温杯', kind: 1, weight: 1, stock: 100 },
      { name: '谢谢参与', kind: 0, weight: 1, stock: null }
    ])
    const u = await t.user()
    const early = await post('result', { activity_id: id }, u.token)
    assert.equal(early.errno, 2740)
    assert.equal((await post('signup', { activity_id: id }, u.token)).errno, 1)
    assert.equal((await post('signup', { activity_id: id }, u.token)).errno, 1)
    const entries = await t.db.select().from(prizeEntries).where(eq(prizeEntries.userId, u.uid))
    assert.equal(entries.length, 1)
    const first = await post('result', { activity_id: id }, u.token)
    assert.equal(first.errno, 1)
    assert.ok(first.data.prize)
    const second = await post('result', { activity_id: id }, u.token)
    assert.deepEqual(second.data, first.data)
    // A second draw starts with a second sign-up, which is refused with the reason.
    const again = await post('signup', { activity_id: id }, u.token)
    assert.equal(again.errno, 2740)
    assert.equal(again.error, '您已参与过本次抽奖，每人限抽一次')
    const stock = (await t.db.select().from(prizes).where(eq(prizes.activityId, id))).find((p) => p.kind === 1)!.stock
    assert.equal(stock, first.data.prize.kind === 1 ? 99 : 100)
  })

  it('never sells a prize below zero stock under concurrent draws', async () => {
    const id = await activity(0, [{ name: '电饭煲', kind: 1, weight: 1, stock: 3 }])
    const players = await Promise.all(Array.from({ length: 10 }, () => t.user()))
    for (const p of players) await post('signup', { activity_id: id }, p.token)
    const results = await Promise.all(
      players.flatMap((p) => [
        post('result', { activity_id: id }, p.token),
        post('result', { activity_id: id }, p.token)
      ])
    )
    assert.ok(results.every((r) => r.errno === 1))
    const winners = new Set(players.filter((_, i) => results[i * 2].data.won).map((p) => p.uid))
    assert.equal(winners.size, 3)
    const [prize] = await t.db.select().from(prizes).where(eq(prizes.activityId, id))
    assert.equal(prize.stock, 0)
    const won = await t.db.select().from(prizeEntries).where(eq(prizeEntries.activityId, id))
    assert.equal(won.filter((e) => e.prizeId !== null).length, 3)
  })

  it('takes a shipping address for a won physical prize only', async () => {
    const id = await activity(0, [{ name: '电饭煲', kind: 1, weight: 1, stock: 5 }])
    const winner = await t.user()
    await post('signup', { activity_id: id }, winner.token)
    assert.equal((await post('result', { activity_id: id }, winner.token)).data.won, true)
    const fields = {
      name: '张三',
      phone: '13800001111',
      province: '北京市',
      city: '北京市',
      area: '东城区',
      detail: '东华门街道1号'
    }
    const res = await post('setaddress', { activity_id: id, ...fields }, winner.token)
    assert.equal(res.errno, 1)
    assert.deepEqual(res.data.address, fields)
    assert.deepEqual((await post('info', { activity_id: id }, winner.token)).data.address, fields)

    const [own] = await t.db
      .insert(addresses)
      .values({
        userId: winner.uid,
        name: '李四',
        phone: '13900002222',
        provinceCode: '110000',
        province: '北京市',
        cityCode: '110100',
        city: '北京市',
        areaCode: '110101',
        area: '东城区',
        detail: '王府井1号'
      })
      .returning()
    const byId = await post('setaddress', { activity_id: id, addr_id: own.id }, winner.token)
    assert.equal(byId.data.address.name, '李四')

    const other = await t.user()
    const [theirs] = await t.db
      .insert(addresses)
      .values({
        userId: other.uid,
        name: '王五',
        phone: '13900003333',
        provinceCode: '110000',
        province: '北京市',
        cityCode: '110100',
        city: '北京市',
        areaCode: '110101',
        area: '东城区',
        detail: '1号'
      })
      .returning()
    assert.equal((await post('setaddress', { activity_id: id, addr_id: theirs.id }, winner.token)).errno, 1002)
    const partial = await post('setaddress', { activity_id: id, name: '张三' }, winner.token)
    assert.equal(partial.errno, 1001)
    assert.match(partial.error, /phone/)
    const badPhone = await post('setaddress', { activity_id: id, ...fields, phone: '123' }, winner.token)
    assert.equal(badPhone.errno, 1001)
    assert.match(badPhone.error, /phone/)
    // Not a winner of a physical prize / not taking part.
    assert.equal((await post('setaddress', { activity_id: id, ...fields }, other.token)).errno, 1002)
    const thanks = await activity(0, [{ name: '谢谢参与', kind: 0, weight: 1, stock: null }])
    await post('signup', { activity_id: thanks }, other.token)
    await post('result', { activity_id: thanks }, other.token)
    assert.equal((await post('setaddress', { activity_id: thanks, ...fields }, other.token)).errno, 2740)
  })

  it('refuses an ended activity and names bad fields', async () => {
    const id = await activity(0, [{ name: '谢谢参与', kind: 0, weight: 1, stock: null }], -1000)
    const u = await t.user()
    assert.equal((await post('signup', { activity_id: id }, u.token)).errno, 2740)
    const bad = await post('signup', { activity_id: 'x' }, u.token)
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /activity_id/)
    assert.equal((await post('signup', {}, u.token)).errno, 1001)
  })
})
