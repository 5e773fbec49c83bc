import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { generateKeyPair } from 'jose'
import { createLiveOauth } from '../../server/src/account/providers/login'
import type { OauthProvider } from '../../server/src/account/oauth.provider'
import { tokenCache } from '../../server/src/lib/platform-token'
import { loadConfig } from '../../server/src/config'
import { oauthTickets, platformTokens, users } from '../../server/src/db/schema'
import { createTestApp, nextPhone, type TestApp } from './helpers'
import { alipayKeys, startAlipayGateway, type AlipayGateway } from './fakes/alipay-gateway'
import { startAppleKeys, startWechatApi, WX } from './fakes/wechat-api'

const APPLE_CLIENT = 'com.example.mall'

describe('real logins against local stand-ins of WeChat, Alipay and Apple', () => {
  let wx: Awaited<ReturnType<typeof startWechatApi>>
  let apple: Awaited<ReturnType<typeof startAppleKeys>>
  let ali: AlipayGateway
  let t: TestApp

  before(async () => {
    wx = await startWechatApi()
    apple = await startAppleKeys()
    const keys = alipayKeys()
    ali = await startAlipayGateway(keys)
    const env = {
      NODE_ENV: 'test',
      OAUTH_PROVIDER: 'wechat,alipay,apple',
      GATEWAY_RETRY_BASE_MS: '5',
      WECHAT_API_BASE: wx.url,
      WECHAT_MINI_APPID: WX.mini.appid,
      WECHAT_MINI_SECRET: WX.mini.secret,
      WECHAT_APPID: WX.mp.appid,
      WECHAT_SECRET: WX.mp.secret,
      ALIPAY_APPID: keys.appId,
      ALIPAY_PRIVATE_KEY: keys.appPrivatePem,
      ALIPAY_PUBLIC_KEY: keys.alipayPublicPem,
      ALIPAY_GATEWAY: ali.url,
      APPLE_CLIENT_ID: APPLE_CLIENT,
      APPLE_KEYS_URL: apple.url
    }
    // The real provider keeps its tokens in the app's database: made once the test app (and its database) is.
    const box: { live?: OauthProvider } = {}
    const oauth: OauthProvider = {
      name: 'live',
      get wechatAppId() {
        return box.live!.wechatAppId
      },
      authorizeUrl: (o) => box.live!.authorizeUrl(o),
      exchangeCode: (kind, code) => box.live!.exchangeCode(kind, code),
      jsapiTicket: () => box.live!.jsapiTicket(),
      phoneNumber: (code) => box.live!.phoneNumber!(code)
    }
    t = await createTestApp({ seed: false, providers: { oauth } })
    box.live = createLiveOauth(loadConfig(env), t.db, env)
  })
  after(async () => {
    await t.close()
    await Promise.all([wx.close(), apple.close(), ali.close()])
  })

  it('mini program: jscode2session turns wx.login codes into the openid; a used code is refused', async () => {
    const code = wx.code({ openid: 'oMini_0001', unionid: 'union_0001' })
    const first = await t.post('/api/v1/wechat/mplogin', { code })
    assert.equal(first.errno, 1, first.error)
    const [ticket] = await t.db.select().from(oauthTickets).where(eq(oauthTickets.openid, 'oMini_0001'))
    assert.deepEqual([ticket.provider, ticket.unionid], ['wechat_mp', 'union_0001'])
    const again = await t.post('/api/v1/wechat/mplogin', { code })
    assert.deepEqual([again.errno, again.error], [2030, '授权已失效，请重新授权'])
    assert.equal((await t.post('/api/v1/wechat/mplogin', { code: 'made-up' })).errno, 2030)
  })

  it('手机号快捷登录: the getPhoneNumber code logs in by the number, the access token is kept and renewed once', async () => {
    const phone = nextPhone()
    const fetches = wx.tokenFetches()
    const r = await t.post('/api/v1/wechat/phonelogin', { code: wx.code({ openid: '', phone }) })
    assert.equal(r.errno, 1, r.error)
    const [u] = await t.db.select().from(users).where(eq(users.phone, phone))
    assert.equal(u.id, r.data.uid)
    const again = await t.post('/api/v1/wechat/phonelogin', { code: wx.code({ openid: '', phone }) })
    assert.equal(again.data.uid, u.id, 'the same account')
    assert.equal(wx.tokenFetches(), fetches + 1, 'one access_token for both')
    const [row] = await t.db
      .select()
      .from(platformTokens)
      .where(eq(platformTokens.name, `wechat:${WX.mini.appid}:access_token`))
    assert.ok(row.expiresAt.getTime() > Date.now() + 3600_000)
    wx.endToken()
    const renewed = await t.post('/api/v1/wechat/phonelogin', { code: wx.code({ openid: '', phone }) })
    assert.equal(renewed.errno, 1, renewed.error)
    assert.equal(wx.tokenFetches(), fetches + 2, 'a token WeChat ended is fetched again, once')
  })

  it('a token due for renewal is fetched by one caller while the others wait and share it', async () => {
    const cache = tokenCache(t.db)
    let fetched = 0
    const fetchNew = async () => {
      fetched++
      await new Promise((r) => setTimeout(r, 20))
      return { value: `v${fetched}`, expiresInSeconds: 7200 }
    }
    const values = await Promise.all(Array.from({ length: 5 }, () => cache.get('test:shared', fetchNew)))
    assert.equal(fetched, 1)
    assert.deepEqual(new Set(values), new Set(['v1']))
  })

  it('web authorisation with snsapi_userinfo reads the profile; the JS-SDK is signed over the real ticket', async () => {
    const code = wx.code({ openid: 'oWeb_0001', scope: 'snsapi_userinfo' })
    assert.equal((await t.post('/api/v1/wechat/userinfo', { code })).errno, 1)
    const [ticket] = await t.db.select().from(oauthTickets).where(eq(oauthTickets.openid, 'oWeb_0001'))
    assert.deepEqual([ticket.provider, ticket.nick, ticket.unionid], ['wechat_h5', '微信昵称', 'union_web'])
    const url = 'https://mall.example.com/pages/order-pay/index?x=1'
    const cfg = await t.post('/api/v1/wechat/jssdkconfig', { url })
    assert.equal(cfg.errno, 1, cfg.error)
    const expected = crypto
      .createHash('sha1')
      .update(`jsapi_ticket=${wx.ticket()}&noncestr=${cfg.data.nonceStr}&timestamp=${cfg.data.timestamp}&url=${url}`)
      .digest('hex')
    assert.deepEqual([cfg.data.appId, cfg.data.signature], [WX.mp.appid, expected])
    const authorize = await t.post('/api/v1/wechat/code', {
      redirect_uri: `${t.config.publicUrl}/`,
      scope: 'snsapi_base'
    })
    assert.match(
      authorize.data.url,
      /^https:\/\/open\.weixin\.qq\.com\/connect\/oauth2\/authorize\?appid=wxofficial000001&/
    )
  })

  it('Alipay mini program: alipay.system.oauth.token, signed both ways', async () => {
    const r = await t.post('/api/v1/alipay/mplogin', { code: ali.authCode('2088000000000042') })
    assert.equal(r.errno, 1, r.error)
    const [ticket] = await t.db.select().from(oauthTickets).where(eq(oauthTickets.provider, 'alipay_mp'))
    assert.equal(ticket.openid, '02088000000000042')
    assert.equal(ali.rejectedSignatures(), 0)
    assert.equal((await t.post('/api/v1/alipay/mplogin', { code: 'nope' })).errno, 2030)
  })

  it('Sign in with Apple: an identity token verified against the published keys, for our client id only', async () => {
    const good = await apple.token({ sub: '001234.abcdef.0001', aud: APPLE_CLIENT })
    assert.equal((await t.post('/api/v1/user/applelogin', { code: good })).errno, 1)
    const [ticket] = await t.db.select().from(oauthTickets).where(eq(oauthTickets.provider, 'apple'))
    assert.equal(ticket.openid, '001234.abcdef.0001')
    const otherApp = await apple.token({ sub: 'x', aud: 'com.other.app' })
    const otherIssuer = await apple.token({ sub: 'x', aud: APPLE_CLIENT, iss: 'https://evil.example.com' })
    const forged = await apple.token({ sub: 'x', aud: APPLE_CLIENT }, (await generateKeyPair('RS256')).privateKey)
    for (const code of [otherApp, otherIssuer, forged, 'not-a-jwt'])
      assert.equal((await t.post('/api/v1/user/applelogin', { code })).errno, 2030)
  })
})
