import crypto from 'node:crypto'
import { type App, requireUser } from '../lib/context'
import { invalid } from '../errors'
import { ok } from '../lib/reply'
import type { OauthKind } from './oauth.provider'
import * as auth from './auth'
import { purgeOldCodes } from '../lib/sms-codes'
import * as user from './user'
import { appleLoginRoute, oauthLoginRoute, userRoutes } from '@contract/api/user'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * Social login, logout, the WeChat authorisation page and closing the account. The logins that may create an
 * account (phone, partner SSO, 手机号快捷登录, bind phone) and the profile span areas: flows/user.routes.ts.
 */
export default async function routes(app: App) {
  app.jobs.push({
    name: 'auth-cleanup',
    everyMs: 3600_000,
    run: async () => {
      await purgeOldCodes(app.db)
      await auth.purgeAuthLeftovers(app.db)
    }
  })

  app.post('/user/logout', { schema: userRoutes['/user/logout'] }, async (req) => {
    requireUser(req)
    return ok(await auth.logout(app.db, req.headers.authorization))
  })

  const social: Array<[string, OauthKind]> = [
    ['/wechat/userinfo', 'wechat_h5'],
    ['/wechat/mplogin', 'wechat_mp'],
    ['/wechat/applogin', 'wechat_app'],
    // Not in the spec's table: the alipay mini program's my.getAuthCode login, same answer as the others.
    ['/alipay/mplogin', 'alipay_mp'],
    ['/user/applelogin', 'apple']
  ]
  for (const [url, kind] of social) {
    // Apple's "code" is its identity token, a JWT far longer than the platforms' codes.
    app.post(url, { schema: kind === 'apple' ? appleLoginRoute : oauthLoginRoute }, async (req) =>
      ok(await auth.oauthLogin(app, kind, req.body.code))
    )
  }

  app.post('/wechat/code', { schema: userRoutes['/wechat/code'] }, async (req) =>
    ok(auth.wechatAuthorizeUrl(app, req.body))
  )

  if (app.providers.oauth.name === 'sandbox') registerSandboxAuthorize(app)

  app.post('/user/unregister', { schema: userRoutes['/user/unregister'] }, async (req) =>
    ok(await user.unregister(app, requireUser(req), req.body.verify_code))
  )
}

/**
 * The sandbox stand-in for open.weixin.qq.com's authorisation page: the tester picks who they are and is
 * sent back with a code, exactly as wechat would (code and state in the query of the redirect_uri).
 */
function registerSandboxAuthorize(app: App) {
  app.get('/wechat/sandbox-authorize', { schema: userRoutes['/wechat/sandbox-authorize'] }, async (req, reply) => {
    const q = req.query
    if (!auth.allowedRedirect(app.config.publicUrl, q.redirect_uri)) throw invalid('redirect_uri', '不是本站地址')
    const suggested = `h5_${crypto.randomBytes(4).toString('hex')}`
    const hidden = (['redirect_uri', 'state'] as const)
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k] ?? '')}">`)
      .join('')
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>微信授权（沙箱）</title></head>
<body style="font-family:sans-serif;padding:24px;max-width:420px;margin:auto">
<h3>微信网页授权（沙箱）</h3><p>应用 ${escapeHtml(q.appid ?? '')} 申请获取你的昵称、头像。</p>
<form method="get" action="sandbox-authorize/confirm">${hidden}
<label>模拟用户 openid <input name="openid" value="${suggested}" pattern="[A-Za-z0-9_-]{1,48}" required></label>
<p><button type="submit" style="background:#067a3f;color:#fff;border:0;padding:10px 24px;font-size:16px">同意</button></p></form>
</body></html>`)
  })
  app.get(
    '/wechat/sandbox-authorize/confirm',
    { schema: userRoutes['/wechat/sandbox-authorize/confirm'] },
    async (req, reply) => {
      const q = req.query
      const target = auth.allowedRedirect(app.config.publicUrl, q.redirect_uri)
      if (!target) throw invalid('redirect_uri', '不是本站地址')
      if (!q.openid) throw invalid('openid', '不能为空')
      // A fresh nonce per consent, as wechat issues a new code every time.
      const code = `sandbox_${q.openid}.${crypto.randomBytes(6).toString('base64url')}`
      return reply.redirect(auth.withCode(target, code, q.state ?? ''))
    }
  )
}
