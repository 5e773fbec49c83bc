import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { decodeShareScene } from '../../contract/share-scene'
import { ERRNO } from '../../contract/errno'
import { wechatMiniTokens } from '../../server/src/account/providers/login'
import { tokenCache } from '../../server/src/lib/platform-token'
import {
  createLiveShareCode,
  createShareCodeProvider,
  ShareCodeError,
  type ShareCodeProvider
} from '../../server/src/catalogue/share-code.provider'
import { ConfigError, loadConfig, type Config } from '../../server/src/config'
import { orderGroups, spus } from '../../server/src/db/schema'
import { alipayKeys, startAlipayGateway, type AlipayGateway } from './fakes/alipay-gateway'
import { startWechatApi, WX } from './fakes/wechat-api'
import { createTestApp, skuByTitle, type TestApp } from './helpers'

/** The text of the QR code in a PNG (the sandbox's and the fakes' codes are QR codes; so is the H5 one). */
function readQr(png: Buffer): string {
  const img = PNG.sync.read(png)
  const found = jsQR(new Uint8ClampedArray(img.data), img.width, img.height)
  assert.ok(found, 'no QR code in the image')
  return found.data
}

/** The stored code the answer's url names, through the server's image route. */
async function image(t: TestApp, url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url: new URL(url, 'http://test').pathname })
  assert.equal(res.statusCode, 200, url)
  assert.match(String(res.headers['content-type']), /^image\/png/)
  return res.rawPayload
}

/** A data folder of its own: the kept codes of an earlier run must not answer this one's. */
const freshDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'share-code-'))

const code = (t: TestApp, body: object) => t.post('/api/v1/goods/share-code', body)

describe('share codes: the sandbox, through POST /api/v1/goods/share-code', () => {
  let t: TestApp
  let calls = 0
  before(async () => {
    t = await createTestApp({ env: { DATA_DIR: freshDataDir() } })
    // Count what reaches the provider providers.ts wired (the sandbox outside production).
    const wired = t.app.providers.shareCode
    assert.equal(wired.name, 'sandbox')
    const make = wired.miniCode.bind(wired)
    wired.miniCode = (platform, req) => {
      calls++
      return make(platform, req)
    }
  })
  after(() => t.close())

  it('weapp: the code says the goods page and the scene, which decodes back to the SKU; made once per scene', async () => {
    const sku = await skuByTitle(t, '烟台红富士苹果')
    const r = await code(t, { sku_id: sku.id, platform: 'weapp' })
    assert.equal(r.errno, ERRNO.OK, r.error)
    assert.equal(r.data.scene, `s=${sku.id}`)
    assert.equal(r.data.link, '')
    assert.match(r.data.url, /\/api\/service\/image\/[a-f0-9]{32}\.png$/)
    const text = readQr(await image(t, r.data.url))
    const opened = new URL(text)
    assert.equal(`${opened.host}${opened.pathname}`, 'weapp/pages/goods-info/index')
    assert.deepEqual(decodeShareScene(opened.searchParams.get('scene')), { sku_id: sku.id })
    // Again (another shopper, another node): the kept file, no second code.
    const again = await code(t, { sku_id: sku.id, platform: 'weapp' })
    assert.equal(again.data.url, r.data.url)
    assert.equal(calls, 1)
    // Alipay's code for the same goods is another file.
    const ali = await code(t, { sku_id: sku.id, platform: 'alipay' })
    assert.notEqual(ali.data.url, r.data.url)
    assert.equal(new URL(readQr(await image(t, ali.data.url))).host, 'alipay')
    assert.equal(calls, 2)
  })

  it('a group to join travels in the scene; a group of other goods is not found', async () => {
    const sku = await skuByTitle(t, '烟台红富士苹果')
    const other = await skuByTitle(t, '五常稻花香大米')
    const { uid } = await t.user()
    const [g] = await t.db
      .insert(orderGroups)
      .values({ activityId: 1, skuId: sku.id, leaderUserId: uid, size: 2, expiresAt: new Date(Date.now() + 3600_000) })
      .returning({ id: orderGroups.id })
    const r = await code(t, { sku_id: sku.id, group_id: g.id, platform: 'weapp' })
    assert.equal(r.errno, ERRNO.OK, r.error)
    const scene = new URL(readQr(await image(t, r.data.url))).searchParams.get('scene')
    assert.deepEqual(decodeShareScene(scene), { sku_id: sku.id, group_id: g.id })
    const wrong = await code(t, { sku_id: other.id, group_id: g.id, platform: 'weapp' })
    assert.deepEqual([wrong.errno, wrong.error], [ERRNO.NOT_FOUND, '拼团不存在'])
  })

  it('h5: a QR code of the goods page link, made by the server with no provider', async () => {
    const sku = await skuByTitle(t, '五常稻花香大米')
    const before = calls
    const r = await code(t, { sku_id: sku.id, platform: 'h5' })
    assert.equal(r.errno, ERRNO.OK, r.error)
    assert.equal(r.data.link, `${t.config.publicUrl}/#/pages/goods-info/index?sku_id=${sku.id}`)
    assert.equal(readQr(await image(t, r.data.url)), r.data.link)
    assert.equal(calls, before)
  })

  it('refuses what no code should be made for, naming the field', async () => {
    const missing = await code(t, { sku_id: 99_999_999, platform: 'weapp' })
    assert.deepEqual([missing.errno, missing.error], [ERRNO.NOT_FOUND, '商品不存在'])
    const sku = await skuByTitle(t, '五常稻花香大米')
    await t.db.update(spus).set({ status: 0 }).where(eq(spus.id, sku.spuId))
    const off = await code(t, { sku_id: sku.id, platform: 'h5' })
    assert.equal(off.errno, ERRNO.NOT_FOUND)
    await t.db.update(spus).set({ status: 1 }).where(eq(spus.id, sku.spuId))
    const platform = await code(t, { sku_id: sku.id, platform: 'ios' })
    assert.equal(platform.errno, ERRNO.INVALID_PARAM)
    assert.match(platform.error, /platform/)
    const zero = await code(t, { sku_id: 0, platform: 'weapp' })
    assert.equal(zero.errno, ERRNO.INVALID_PARAM)
    assert.match(zero.error, /sku_id/)
  })
})

describe('share codes: WeChat wxacode.getUnlimited and Alipay qrcode.create against local gateways', () => {
  let wx: Awaited<ReturnType<typeof startWechatApi>>
  let ali: AlipayGateway
  let t: TestApp
  let live: ShareCodeProvider
  let env: NodeJS.ProcessEnv
  before(async () => {
    wx = await startWechatApi()
    const keys = alipayKeys()
    ali = await startAlipayGateway(keys)
    env = {
      NODE_ENV: 'test',
      GATEWAY_RETRY_BASE_MS: '5',
      WECHAT_API_BASE: wx.url,
      WECHAT_MINI_APPID: WX.mini.appid,
      WECHAT_MINI_SECRET: WX.mini.secret,
      ALIPAY_MINI_APPID: keys.appId,
      ALIPAY_PRIVATE_KEY: keys.appPrivatePem,
      ALIPAY_PUBLIC_KEY: keys.alipayPublicPem,
      ALIPAY_GATEWAY: ali.url
    }
    // The real provider keeps its token in the app's database: made once the test app (and its database) is.
    const box: { p?: ShareCodeProvider } = {}
    const shareCode: ShareCodeProvider = {
      get name() {
        return box.p!.name
      },
      owner: (p) => box.p!.owner(p),
      miniCode: (p, req) => box.p!.miniCode(p, req)
    }
    t = await createTestApp({ env: { DATA_DIR: freshDataDir() }, providers: { shareCode } })
    live = createLiveShareCode({ wechatTokens: wechatMiniTokens(t.db, env) }, env)
    box.p = live
  })
  after(async () => {
    await t.close()
    await wx.close()
    await ali.close()
  })

  it('WeChat: the mini program token in the query, the scene and page in the body; the picture is kept', async () => {
    const sku = await skuByTitle(t, '烟台红富士苹果')
    const r = await code(t, { sku_id: sku.id, platform: 'weapp' })
    assert.equal(r.errno, ERRNO.OK, r.error)
    assert.equal(wx.codeCalls.length, 1)
    const [call] = wx.codeCalls
    // The login's token row: one access_token per app, whoever asks for it.
    const kept = await tokenCache(t.db).get(`wechat:${WX.mini.appid}:access_token`, () => {
      throw new Error('the token should be kept')
    })
    assert.equal(call.token, kept)
    assert.deepEqual(call.body, {
      scene: `s=${sku.id}`,
      page: 'pages/goods-info/index',
      check_path: true,
      env_version: 'release',
      width: 430
    })
    const text = readQr(await image(t, r.data.url))
    assert.equal(text, `wxacode://${WX.mini.appid}/pages/goods-info/index?scene=${encodeURIComponent(`s=${sku.id}`)}`)
    assert.deepEqual(decodeShareScene(new URL(text).searchParams.get('scene')), { sku_id: sku.id })
    await code(t, { sku_id: sku.id, platform: 'weapp' })
    assert.equal(wx.codeCalls.length, 1, 'made twice')
  })

  it('WeChat: a token WeChat ended (40001) is fetched again once and the call repeated', async () => {
    const sku = await skuByTitle(t, '五常稻花香大米')
    const fetches = wx.tokenFetches()
    const calls = wx.codeCalls.length
    wx.endToken()
    const r = await code(t, { sku_id: sku.id, platform: 'weapp' })
    assert.equal(r.errno, ERRNO.OK, r.error)
    assert.equal(wx.tokenFetches(), fetches + 1)
    assert.equal(wx.codeCalls.length, calls + 2)
    assert.notEqual(wx.codeCalls.at(-2)!.token, wx.codeCalls.at(-1)!.token)
  })

  it('WeChat: 45009 (quota used up) says so and keeps nothing; the next try makes the code', async () => {
    const sku = await skuByTitle(t, '烟台红富士苹果')
    const { uid } = await t.user()
    const [g] = await t.db
      .insert(orderGroups)
      .values({ activityId: 1, skuId: sku.id, leaderUserId: uid, size: 3, expiresAt: new Date(Date.now() + 3600_000) })
      .returning({ id: orderGroups.id })
    wx.failCodes(45009)
    const busy = await code(t, { sku_id: sku.id, group_id: g.id, platform: 'weapp' })
    assert.deepEqual([busy.errno, busy.error], [ERRNO.SHARE_CODE_UNAVAILABLE, '分享码生成太频繁，请稍后再试'])
    const r = await code(t, { sku_id: sku.id, group_id: g.id, platform: 'weapp' })
    assert.equal(r.errno, ERRNO.OK, r.error)
    assert.equal(wx.codeCalls.at(-1)!.body.scene, `s=${sku.id}&g=${g.id}`)
  })

  it('WeChat: 41030 (page not released) is a clear error naming the page; the shopper reads "try later"', async () => {
    wx.released.delete('pages/goods-info/index')
    try {
      await assert.rejects(
        live.miniCode('weapp', { page: 'pages/goods-info/index', scene: 's=424242' }),
        (err: unknown) =>
          err instanceof ShareCodeError &&
          err.reason === 'invalid_page' &&
          err.message.includes('pages/goods-info/index') &&
          err.message.includes('41030')
      )
      const sku = await skuByTitle(t, '烟台红富士苹果')
      const other = await t.post('/api/v1/goods/share-code', { sku_id: sku.id + 1, platform: 'weapp' })
      assert.deepEqual([other.errno, other.error], [ERRNO.SHARE_CODE_UNAVAILABLE, '分享码暂时无法生成，请稍后重试'])
    } finally {
      wx.released.add('pages/goods-info/index')
    }
  })

  it('Alipay: alipay.open.app.qrcode.create signed RSA2; the image is fetched from its address and kept', async () => {
    const sku = await skuByTitle(t, '烟台红富士苹果')
    const r = await code(t, { sku_id: sku.id, platform: 'alipay' })
    assert.equal(r.errno, ERRNO.OK, r.error)
    assert.equal(ali.rejectedSignatures(), 0)
    const made = ali.log.filter((l) => l.method === 'alipay.open.app.qrcode.create')
    assert.equal(made.length, 1)
    assert.deepEqual(made[0].biz, {
      url_param: 'pages/goods-info/index',
      query_param: `scene=${encodeURIComponent(`s=${sku.id}`)}`,
      describe: '分享海报'
    })
    const opened = new URL(readQr(await image(t, r.data.url)))
    assert.equal(opened.searchParams.get('page'), 'pages/goods-info/index')
    // Alipay hands query_param to the program as the launch query: scene=<the scene>.
    const launchQuery = new URLSearchParams(opened.searchParams.get('query')!)
    assert.deepEqual(decodeShareScene(launchQuery.get('scene')), { sku_id: sku.id })
    await code(t, { sku_id: sku.id, platform: 'alipay' })
    assert.equal(ali.log.filter((l) => l.method === 'alipay.open.app.qrcode.create').length, 1, 'made twice')
  })

  it('a platform left unconfigured refuses its codes; production refuses the sandbox', async () => {
    const none = createLiveShareCode({ wechatTokens: null }, { NODE_ENV: 'test' })
    assert.equal(none.owner('weapp'), null)
    await assert.rejects(
      none.miniCode('weapp', { page: 'pages/goods-info/index', scene: 's=1' }),
      (err: unknown) => err instanceof ShareCodeError && err.reason === 'unconfigured'
    )
    const prod = { ...loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv), env: 'production' } as Config
    assert.throws(() => createShareCodeProvider(prod, {}, { SHARE_CODE_PROVIDER: 'sandbox' }), ConfigError)
    assert.equal(createShareCodeProvider(prod, {}, {}).name, 'none')
    assert.equal(createShareCodeProvider({ ...prod, demoMode: true }, {}, {}).name, 'sandbox')
    assert.throws(() => createShareCodeProvider(prod, {}, { SHARE_CODE_PROVIDER: 'qq' }), /use live or sandbox/)
  })
})
