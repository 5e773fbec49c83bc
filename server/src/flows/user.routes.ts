import { type App, callerOf, requireUser } from '../lib/context'
import { invalid } from '../errors'
import { ok } from '../lib/reply'
import * as auth from '../account/auth'
import * as phoneLogin from '../account/phone-login'
import { welcomeNewUser } from './sign-up'
import * as profile from './profile'
import { bindPhoneRoute, userRoutes } from '@contract/api/user'

/**
 * The user routes that span areas (the rest are account/user.routes.ts): the logins that may create an account,
 * which then gets its welcome gift card and message (flows/sign-up.ts), and the profile, which joins the pension's
 * bank fields (flows/profile.ts).
 */
export default async function routes(app: App) {
  app.post('/user/phonelogin', { schema: userRoutes['/user/phonelogin'] }, async (req) => {
    const { phone, verify_code, opa_id, appid, sign, timestamp, data } = req.body
    if (appid !== undefined) {
      if (sign === undefined) throw invalid('sign', '不能为空')
      if (timestamp === undefined) throw invalid('timestamp', '不能为空')
      if (data === undefined) throw invalid('data', '不能为空')
      return ok(await auth.loginBySso(app, { appid, sign, timestamp, data }, welcomeNewUser, callerOf(req).channel))
    }
    if (phone === undefined) throw invalid('phone', '不能为空')
    if (verify_code === undefined) throw invalid('verify_code', '不能为空')
    return ok(await auth.loginByPhone(app, { phone, verify_code, opa_id }, welcomeNewUser, callerOf(req).channel))
  })

  // Not in the spec's table: the weapp login page's 手机号快捷登录 (Button openType getPhoneNumber).
  app.post('/wechat/phonelogin', { schema: userRoutes['/wechat/phonelogin'] }, async (req) =>
    ok(await phoneLogin.loginByWechatPhone(app, req.body.code, welcomeNewUser, callerOf(req).channel))
  )
  // The alipay login page's 手机号快捷登录: my.getPhoneNumber's answer (its `response` JSON), checked and decrypted here.
  app.post('/alipay/phonelogin', { schema: userRoutes['/alipay/phonelogin'] }, async (req) =>
    ok(await phoneLogin.loginByAlipayPhone(app, req.body, welcomeNewUser, callerOf(req).channel))
  )
  for (const url of ['/wechat/bindphone', '/user/bindphone']) {
    app.post(url, { schema: bindPhoneRoute }, async (req) =>
      ok(await auth.bindPhone(app, req.body, welcomeNewUser, callerOf(req).channel))
    )
  }

  app.post('/user/profile', { schema: userRoutes['/user/profile'] }, async (req) =>
    ok(await profile.getProfile(app.db, requireUser(req), app.config.publicUrl))
  )

  app.post('/user/setprofile', { schema: userRoutes['/user/setprofile'] }, async (req) =>
    ok(await profile.setProfile(app.db, requireUser(req), req.body, app.config.publicUrl))
  )

  app.post('/user/phoneedit', { schema: userRoutes['/user/phoneedit'] }, async (req) =>
    ok(await profile.changePhone(app, requireUser(req), req.body))
  )
}
