import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose'

/**
 * A local stand-in for api.weixin.qq.com's login APIs as documented: jscode2session, web authorisation
 * (sns/oauth2/access_token, sns/userinfo), cgi-bin/token, the jsapi ticket and getuserphonenumber. Codes are
 * single-use, secrets are checked, access tokens end when a new one is fetched (as WeChat's do).
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

  const handle = (url: URL, body: Record<string, string>) => {
    const q = Object.fromEntries(url.searchParams)
    const spendCode = (code: string | undefined) => {
      if (!code || !codes.has(code)) return { errcode: 40029, errmsg: 'invalid code' }
      if (used.has(code)) return { errcode: 40163, errmsg: 'code been used' }
      used.add(code)
      return null
    }
    switch (url.pathname) {
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
      const answer = handle(new URL(req.url ?? '/', 'http://x'), text ? JSON.parse(text) : {})
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(answer))
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
