import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { platformTokens, userOauth } from '../../server/src/db/schema'
import { tokenCache } from '../../server/src/lib/platform-token'
import { createWechatPay } from '../../server/src/payment/providers/wechatpay'
import { platformCertificates } from '../../server/src/payment/providers/wechatpay-certs'
import type { PaymentProvider } from '../../server/src/payment/payment.provider'
import { createTestApp, type TestApp } from './helpers'
import { makeGoods, placeOrder, shopper, statusOf, type Goods, type Shopper } from './order-fixtures'
import { startWechatGateway, wechatKeys, type WechatGateway, type WechatKeys } from './fakes/wechatpay-gateway'
import { platformCert, type FakePlatformCert } from './fakes/wechatpay-certs'

/*
 * WeChat Pay in certificate mode: no 微信支付公钥 configured; the platform certificates are downloaded from
 * /v3/certificates (decrypted with the APIv3 key), kept in the database, and a notification is verified by its
 * Wechatpay-Serial. A rotation: a new serial appears (one download), the old one still verifies until it expires.
 */
describe('WeChat Pay platform certificates: download, cache, rotation', () => {
  let keys: WechatKeys
  let gw: WechatGateway
  let t: TestApp
  let goods: Goods
  let alice: Shopper
  let old: FakePlatformCert

  before(async () => {
    keys = wechatKeys()
    gw = await startWechatGateway(keys)
    old = platformCert(10)
    gw.certs.push(old)
    const box: { live?: PaymentProvider } = {}
    const lazy = new Proxy({} as PaymentProvider, { get: (_o, k) => box.live![k as keyof PaymentProvider] })
    t = await createTestApp({ providers: { payment: lazy } })
    box.live = createWechatPay({
      mchid: keys.mchid,
      serial: keys.merchantSerial,
      privateKey: keys.merchantPrivatePem,
      apiV3Key: keys.apiV3Key,
      platformKeys: {},
      certificates: platformCertificates({
        mchid: keys.mchid,
        serial: keys.merchantSerial,
        privateKey: crypto.createPrivateKey(keys.merchantPrivatePem),
        apiV3Key: keys.apiV3Key,
        baseUrl: gw.url,
        cache: tokenCache(t.db),
        timeoutMs: 1000,
        retry: { tries: 2, baseMs: 5 },
        // Every unknown serial may download here (a minute per node in production), so each one is seen.
        refreshPauseMs: 0
      }),
      miniAppId: 'wx1234567890mini',
      notifyUrl: 'https://mall.example.com/api/payment/callback/wxpay',
      h5Name: '米粒商城',
      h5Url: 'https://mall.example.com',
      baseUrl: gw.url,
      timeoutMs: 1000,
      retry: { tries: 2, baseMs: 5 }
    })
    goods = await makeGoods(t, { price: 990, stock: 100 })
    alice = await shopper(t)
    await t.db.insert(userOauth).values({ userId: alice.uid, provider: 'wechat_mp', openid: 'oMiniAlice0003' })
  })
  after(async () => {
    await t.close()
    await gw.close()
  })

  const notify = (n: { headers: Record<string, string>; body: string }) =>
    t.app.inject({ method: 'POST', url: '/api/payment/callback/wxpay', headers: n.headers, payload: n.body })
  async function started() {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const r = await t.post('/api/v1/order/pay', { order_no: order.order_no, payway: 1, scene: 'weapp' }, alice.token)
    assert.equal(r.errno, 1, r.error)
    return { order, outTradeNo: r.data.out_trade_no as string }
  }

  it('downloads the certificates once, checks answers and notifications with them', async () => {
    const { order, outTradeNo } = await started()
    assert.equal(gw.certDownloads(), 1, 'downloaded for the first call, then kept')
    const [row] = await t.db
      .select()
      .from(platformTokens)
      .where(eq(platformTokens.name, `wxpay_certs:${keys.mchid}`))
    assert.deepEqual(
      JSON.parse(row.value).map((c: { serial: string }) => c.serial),
      [old.serial]
    )
    const res = await notify(gw.paid(outTradeNo, { signer: old.privateKey, serial: old.serial }))
    assert.equal(res.statusCode, 200)
    assert.equal(await statusOf(t, order.id), 1)
    await started()
    assert.equal(gw.certDownloads(), 1, 'the second order used the kept list')
  })

  it('rotation: a new serial downloads the list once; the old certificate verifies until it expires', async () => {
    const a = await started()
    const b = await started()
    const before = gw.certDownloads()
    const fresh = platformCert(30)
    gw.certs.push(fresh)
    const byNew = await notify(gw.paid(a.outTradeNo, { signer: fresh.privateKey, serial: fresh.serial }))
    assert.equal(byNew.statusCode, 200, 'the unknown serial downloads the list, and the new certificate verifies')
    assert.equal(gw.certDownloads(), before + 1)
    assert.equal(await statusOf(t, a.order.id), 1)
    // Answers now come under the new certificate: known already, no download.
    await started()
    assert.equal(gw.certDownloads(), before + 1)
    // A forged notification under a made-up serial: one download, then refused.
    const forger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    const forged = await notify(gw.paid(b.outTradeNo, { signer: forger, serial: 'ABCDEF0123456789' }))
    assert.equal(forged.statusCode, 400)
    assert.equal(gw.certDownloads(), before + 2)
    // The old certificate is still listed and valid: its notification verifies.
    const byOld = await notify(gw.paid(b.outTradeNo, { signer: old.privateKey, serial: old.serial }))
    assert.equal(byOld.statusCode, 200)
    assert.equal(await statusOf(t, b.order.id), 1)
    assert.equal(gw.certDownloads(), before + 2)
  })

  it('an answer under a certificate not yet known (WeChat switched first) downloads the list and goes through', async () => {
    const before = gw.certDownloads()
    gw.certs.push(platformCert(60))
    await started()
    assert.equal(gw.certDownloads(), before + 1)
  })

  it('an expired certificate no longer verifies', async () => {
    const c = await started()
    const name = `wxpay_certs:${keys.mchid}`
    const [row] = await t.db.select().from(platformTokens).where(eq(platformTokens.name, name))
    const certs = JSON.parse(row.value) as Array<{ serial: string; expiresAt: number }>
    for (const cert of certs) if (cert.serial === old.serial) cert.expiresAt = Date.now() - 1000
    await t.db
      .update(platformTokens)
      .set({ value: JSON.stringify(certs) })
      .where(eq(platformTokens.name, name))
    // WeChat stops listing a certificate once it has expired.
    gw.certs.splice(gw.certs.indexOf(old), 1)
    const res = await notify(gw.paid(c.outTradeNo, { signer: old.privateKey, serial: old.serial }))
    assert.equal(res.statusCode, 400)
    assert.equal(await statusOf(t, c.order.id), 0)
  })
})
