import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { alipayKeys } from './fakes/alipay-gateway'
import { startAlipaySubscribe } from './fakes/notice-gateways'
import { noticeGrants, notices, userOauth } from '../../server/src/db/schema'
import { enqueueNotice } from '../../server/src/lib/notices'
import { sendDueNotices } from '../../server/src/flows/notice-send'
import { createLiveSubscribe } from '../../server/src/content/notice.provider'

/**
 * Alipay's subscription messages against a local gateway that checks the RSA2 signature and signs its answers
 * (docs/operations.md, Notices): alipay.open.app.mini.templatemessage.send with `data` as a JSON string of keyword1,
 * keyword2 …, to a 2088 user id or an open id; a shopper Alipay holds no subscription for is skipped.
 */
const keys = alipayKeys()
let ali: Awaited<ReturnType<typeof startAlipaySubscribe>>
let t: TestApp

before(async () => {
  ali = await startAlipaySubscribe(keys)
  const env = {
    ALIPAY_MINI_APPID: keys.appId,
    ALIPAY_PRIVATE_KEY: keys.appPrivatePem,
    ALIPAY_PUBLIC_KEY: keys.alipayPublicPem,
    ALIPAY_GATEWAY: ali.url,
    GATEWAY_TRIES: '1',
    NOTICE_ALIPAY_TEMPLATES: JSON.stringify({ shipped: 'AT_SHIP_0001' })
  }
  t = await createTestApp({ seed: false, env })
  t.app.providers.subscribe = createLiveSubscribe({}, env)
})
after(async () => {
  await t.close()
  await ali.close()
})

const run = () => sendDueNotices({ db: t.db, config: t.config, providers: t.app.providers })

async function alipayShopper(to: string) {
  const u = await t.user()
  await t.db.insert(userOauth).values({ userId: u.uid, provider: 'alipay_mp', openid: to })
  const counted = await t.post(
    '/api/v1/notice/subscribed',
    { platform: 'alipay', template_ids: ['AT_SHIP_0001'] },
    u.token
  )
  assert.deepEqual(counted.data.counted, ['AT_SHIP_0001'])
  return u
}
const ship = (uid: number, sn: string) =>
  t.db.transaction((tx) =>
    enqueueNotice(tx, {
      userId: uid,
      event: 'shipped',
      ref: sn,
      data: {
        order_sn: sn,
        goods: '东北五常稻花香大米 10kg 真空包装 新米上市',
        courier: '顺丰速运',
        waybill: 'SF1400200399'
      }
    })
  )
const rowOf = async (uid: number) =>
  (
    await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, uid), eq(notices.channel, 'alipay')))
  )[0]

test('a subscribed shopper gets the message once, signed both ways, data as keyword1 … in the documented shape', async () => {
  for (const to of ['2088102177846001', 'openAliShopper0000000000000001']) {
    const u = await alipayShopper(to)
    ali.grant(to, 'AT_SHIP_0001')
    await ship(u.uid, `2026112899${u.uid}`)
    await run()
    const got = ali.sent.filter((m) => m.to === to)
    assert.equal(got.length, 1, to)
    assert.equal(got[0].template, 'AT_SHIP_0001')
    assert.equal(got[0].page, `pages/order-detail/index?order_sn=2026112899${u.uid}`)
    assert.equal(got[0].data.keyword1.value, `2026112899${u.uid}`)
    assert.equal(got[0].data.keyword3.value, '顺丰速运')
    assert.equal(got[0].data.keyword4.value, 'SF1400200399')
    assert.equal((await rowOf(u.uid)).status, 'sent')
    await run()
    assert.equal(ali.sent.filter((m) => m.to === to).length, 1, 'not again')
  }
  assert.equal(ali.rejectedSignatures(), 0)
})

test('Alipay holds no subscription (USER_TEMPLATE_NOT_SUBSCRIBED): skipped, our count cleared, no retry', async () => {
  const to = '2088102177846002'
  const u = await alipayShopper(to)
  await ship(u.uid, `2026112898${u.uid}`)
  await run()
  const row = await rowOf(u.uid)
  assert.equal(row.status, 'skipped')
  assert.match(row.lastError ?? '', /USER_TEMPLATE_NOT_SUBSCRIBED/)
  const [g] = await t.db.select().from(noticeGrants).where(eq(noticeGrants.userId, u.uid))
  assert.equal(g.count, 0)
  assert.equal(ali.sent.filter((m) => m.to === to).length, 0)
})
