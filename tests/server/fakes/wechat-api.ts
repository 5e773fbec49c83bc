import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose'
import QRCode from 'qrcode'

/**
 * A local stand-in for api.weixin.qq.com's login APIs as documented: jscode2session, web authorisation
 * (sns/oauth2/access_token, sns/userinfo), cgi-bin/token, the jsapi ticket and getuserphonenumber. Codes are
 * single-use, secrets are checked, access tokens end when a new one is fetched (as WeChat's do).
 * Also wxacode.getUnlimited (POST /wxa/getwxacodeunlimit): the image's bytes on success (here a QR code of
 * `wxacode://<appid>/<page>?scene=<scene>`, so a test can read the scene back), else JSON errcode: 40001 for a
 * token that is not the current one, 40169 for a scene over 32 characters, 41030 for a page the released version
 * does not have (check_path), and whatever errcodes the test queued (45009: the quota is used up).
 */
export const WX = {
  mini: { appid: 'wxminiapp0000001', secret: 'mini-secret-made-in-test' },
  mp: { appid: 'wxofficial000001', secret: 'mp-secret-made-in-test' }
}

export async function startWechatApi() {
  const codes = new Map<string, { openid: string; unionid?: string; scope?: string; phone?: string }>()
  const used = new Set<string>()
  let token = ''
  let tokenFetches = 0
  let ticket = ''
  const userTokens = new Map<string, string>()
  const secretOf = (appid: string | null) => Object.values(WX).find((a) => a.appid === appid)?.secret
  /** Pages of the released mini program (wxacode's check_path looks here). */
  const released = new Set(['pages/home/index', 'pages/goods-info/index'])
  const codeCalls: Array<{ token: string; body: Record<string, unknown> }> = []
  const codeErrors: number[] = []

  const wxacode = async (q: Record<string, string>, body: Record<string, unknown>) => {
    codeCalls.push({ token: q.access_token, body })
    if (q.access_token !== token) return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid' }
    const queued = codeErrors.shift()
    if (queued) return { errcode: queued, errmsg: queued === 45009 ? 'reach max api daily quota limit' : 'error' }
    const scene = body.scene
    if (typeof scene !== 'string' || !scene || scene.length > 32 || !/^[\x21-\x7e]+$/.test(scene))
      return { errcode: 40169, errmsg: 'invalid length for scene, or the data is not json string' }
    const page = String(body.page ?? '')
    if (body.check_path !== false && !released.has(page)) return { errcode: 41030, errmsg: 'invalid page' }
    const text = `wxacode://${WX.mini.appid}/${page}?scene=${encodeURIComponent(scene)}`
    return { image: await QRCode.toBuffer(text, { type: 'png', width: 280 }) }
  }

  const handle = (
    url: URL,
    body: Record<string, string>
  ): Record<string, unknown> | Promise<Record<string, unknown> | { image: Buffer }> => {
    const q = Object.fromEntries(url.searchParams)
    const spendCode = (code: string | undefined) => {
      if (!code || !codes.has(code)) return { errcode: 40029, errmsg: 'invalid code' }
      if (used.has(code)) return { errcode: 40163, errmsg: 'code been used' }
      used.add(code)
      return null
    }
    switch (url.pathname) {
      case '/wxa/getwxacodeunlimit':
        return wxacode(q, body)
      case '/sns/jscode2session': {
        if (q.appid !== WX.mini.appid || q.secret !== WX.mini.secret)
          return { errcode: 40125, errmsg: 'invalid appsecret' }
        const bad = spendCode(q.js_code)
        if (bad) return bad
        const c = codes.get(q.js_code)!
        return { openid: c.openid, session_key: crypto.randomBytes(16).toString('base64'), unionid: c.unionid }
      }
      case '/sns/oauth2/access_token': {
        if (secretOf(q.appid) !== q.secret) return { errcode: 40125, errmsg: 'invalid appsecret' }
        const bad = spendCode(q.code)
        if (bad) return bad
        const c = codes.get(q.code)!
        const at = crypto.randomBytes(16).toString('hex')
        userTokens.set(at, c.openid)
        return {
          access_token: at,
          expires_in: 7200,
          refresh_token: 'r',
          openid: c.openid,
          scope: c.scope ?? 'snsapi_base',
          unionid: c.unionid
        }
      }
      case '/sns/userinfo':
        if (userTokens.get(q.access_token) !== q.openid) return { errcode: 40001, errmsg: 'invalid credential' }
        return {
          openid: q.openid,
          nickname: '微信昵称',
          headimgurl: 'https://thirdwx.qlogo.cn/head.png',
          unionid: 'union_web'
        }
      case '/cgi-bin/token':
        if (q.grant_type !== 'client_credential' || secretOf(q.appid) !== q.secret)
          return { errcode: 40125, errmsg: 'invalid appsecret' }
        tokenFetches++
        token = `AT${tokenFetches}_${crypto.randomBytes(8).toString('hex')}`
        return { access_token: token, expires_in: 7200 }
      case '/cgi-bin/ticket/getticket':
        if (q.access_token !== token) return { errcode: 40001, errmsg: 'invalid credential' }
        ticket = `TICKET_${crypto.randomBytes(8).toString('hex')}`
        return { errcode: 0, errmsg: 'ok', ticket, expires_in: 7200 }
      case '/wxa/business/getuserphonenumber': {
        if (q.access_token !== token) return { errcode: 40001, errmsg: 'invalid credential' }
        const bad = spendCode(body.code)
        if (bad) return bad
        const phone = codes.get(body.code)!.phone!
        return {
          errcode: 0,
          errmsg: 'ok',
          phone_info: {
            phoneNumber: phone,
            purePhoneNumber: phone,
            countryCode: '86',
            watermark: { timestamp: Math.floor(Date.now() / 1000), appid: WX.mini.appid }
          }
        }
      }
    }
    return { errcode: 40066, errmsg: 'invalid url' }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      void Promise.resolve(handle(new URL(req.url ?? '/', 'http://x'), text ? JSON.parse(text) : {})).then((answer) => {
        if (answer.image instanceof Buffer) {
          res.writeHead(200, { 'Content-Type': 'image/png' })
          return res.end(answer.image)
        }
        // WeChat answers a refusal with HTTP 200 and JSON, also on the image APIs.
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(answer))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** A code WeChat hands the app for this user (wx.login, web authorisation, or the phone button). */
    code(user: { openid: string; unionid?: string; scope?: string; phone?: string }) {
      const c = crypto.randomBytes(12).toString('hex')
      codes.set(c, user)
      return c
    },
    tokenFetches: () => tokenFetches,
    /** Every wxacode.getUnlimited call: the access_token it carried and its JSON body. */
    codeCalls,
    /** The next wxacode calls answer these errcodes (45009: quota used up), one each. */
    failCodes: (...errcodes: number[]) => codeErrors.push(...errcodes),
    released,
    ticket: () => ticket,
    /** WeChat ends the current access_token (another fetch elsewhere, or a reset in the console). */
    endToken: () => {
      token = 'ended'
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/** Apple's published keys (a JWKS) on a local server, and identity tokens signed with them. */
export async function startAppleKeys() {
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-kid', alg: 'RS256', use: 'sig' }
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/keys`,
    token: (claims: { sub: string; aud: string; iss?: string }, key: KeyLike = privateKey) =>
      new SignJWT({ email: 'x@privaterelay.appleid.com' })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-kid' })
        .setIssuer(claims.iss ?? 'https://appleid.apple.com')
        .setAudience(claims.aud)
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
