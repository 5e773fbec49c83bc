import assert from 'node:assert/strict'

export const title = 'one-tap login: wx.login / my.getAuthCode → /wechat/mplogin / /alipay/mplogin → bind phone'

export default async function ({ mp, step, smsCode, lastCode, token, platform, newPhone }) {
  const phone = newPhone()
  const button = platform === 'weapp' ? '微信一键登录' : '支付宝一键登录'
  await step('login page offers the platform login', async () => {
    await mp.go('navigateTo', '/pages/login/index')
    await mp.find({ text: button, cls: 'nut-button' })
  })
  await step(`${button} without the agreement asks for it first`, async () => {
    await mp.tap({ text: button, cls: 'nut-button' })
    assert.equal(mp.log.toasts.at(-1)?.text, '请先阅读并同意服务条款')
    assert.ok(!mp.requests.some((r) => /mplogin/.test(r.path)))
  })
  await step(`tick the agreement, ${button} → the platform code goes to the server`, async () => {
    await mp.tap({ cls: 'login__agree' })
    await mp.tap({ text: button, cls: 'nut-button' })
    await mp.find({ text: '绑定手机号', cls: 'login__title' })
    const call = mp.requests.find(
      (r) => r.path === (platform === 'weapp' ? '/api/v1/wechat/mplogin' : '/api/v1/alipay/mplogin')
    )
    assert.ok(call, 'no mplogin request')
    assert.match(call.body.code, new RegExp(`^sandbox_${mp.openid}\\.`))
  })
  await step('bind a phone with an SMS code → logged in', async () => {
    const before = await lastCode(phone)
    await mp.input({ placeholder: '请输入手机号' }, phone)
    await mp.tap({ text: '获取验证码', exact: true })
    await mp.input({ placeholder: '请输入短信验证码' }, await smsCode(phone, { after: before }))
    await mp.tap({ text: '绑定并登录', cls: 'nut-button' })
    await mp.waitFor(() => mp.route() !== '/pages/login/index', { what: 'leaving the login page' })
    assert.ok(token())
  })
}
