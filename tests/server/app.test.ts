import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { appRuns } from '../../server/src/db/schema'
import { parseCoords } from '../../server/src/content/app'

const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.40'

describe('app: startup report and wechat JS-SDK config', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: false })
  })
  after(() => t.close())

  it('records a run without a login', async () => {
    const uuid = crypto.randomUUID()
    const res = await t.post('/api/v1/app/run', { ua: UA, uuid, coords: { longitude: 116.397, latitude: 39.908 } })
    assert.equal(res.errno, 1, res.error)
    const [row] = await t.db.select().from(appRuns).where(eq(appRuns.uuid, uuid))
    assert.equal(row.userId, null)
    assert.equal(row.ua, UA)
    assert.equal(row.longitude, 116.397)
    assert.equal(row.latitude, 39.908)
  })

  it('records the user when logged in, coords as a string or absent', async () => {
    const u = await t.user()
    const uuid = crypto.randomUUID()
    assert.equal((await t.post('/api/v1/app/run', { ua: UA, uuid, coords: '121.47,31.23' }, u.token)).errno, 1)
    assert.equal((await t.post('/api/v1/app/run', { ua: UA, uuid }, u.token)).errno, 1)
    const rows = await t.db.select().from(appRuns).where(eq(appRuns.uuid, uuid))
    assert.equal(rows.length, 2)
    assert.ok(rows.every((r) => r.userId === u.uid))
    assert.deepEqual(
      rows.map((r) => r.longitude),
      [121.47, null]
    )
  })

  it('refuses missing fields and coords out of range, naming the field', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ uuid: 'x' }, /ua/],
      [{ ua: UA }, /uuid/],
      [{ ua: UA, uuid: 'x', coords: { longitude: 200, latitude: 0 } }, /coords\.longitude/],
      [{ ua: UA, uuid: 'x', coords: '1,2,3' }, /coords/],
      [{ ua: 'x'.repeat(2000), uuid: 'x' }, /ua/]
    ]
    for (const [body, field] of cases) {
      const res = await t.post('/api/v1/app/run', body)
      assert.equal(res.errno, 1001, JSON.stringify(body).slice(0, 80))
      assert.match(res.error, field)
    }
    assert.deepEqual(parseCoords('0,0'), { longitude: 0, latitude: 0 })
    assert.throws(() => parseCoords('a,b'))
  })

  it('signs the JS-SDK config the way wechat checks it', async () => {
    const url = 'https://mall.example.com/h5/?from=share#/pages/home/index'
    const res = await t.post('/api/v1/wechat/jssdkconfig', { url })
    assert.equal(res.errno, 1, res.error)
    const { appId, timestamp, nonceStr, signature } = res.data
    assert.equal(appId, process.env.WECHAT_APPID || 'wx_sandbox_appid')
    assert.ok(Math.abs(timestamp - Date.now() / 1000) < 5)
    assert.match(nonceStr, /^[A-Za-z0-9_-]{16}$/)
    const ticket = await t.app.providers.oauth.jsapiTicket()
    const expected = crypto
      .createHash('sha1')
      .update(
        `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=https://mall.example.com/h5/?from=share`
      )
      .digest('hex')
    assert.equal(signature, expected)
    const other = await t.post('/api/v1/wechat/jssdkconfig', { url })
    assert.notEqual(other.data.nonceStr, nonceStr)
    assert.equal((await t.post('/api/v1/wechat/jssdkconfig', { url: 'ftp://x' })).errno, 1001)
    assert.equal((await t.post('/api/v1/wechat/jssdkconfig', {})).errno, 1001)
  })
})
