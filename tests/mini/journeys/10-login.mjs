import assert from 'node:assert/strict'

export const title =
  'home and tab bar → 我的 → SMS login (resend countdown on the fake clock); requests carry the mini-program header'

export default async function ({ mp, step, login, token, platform, renderParity, newPhone }) {
  await step('the launch page is home with the custom tab bar', async () => {
    await mp.waitRoute('/pages/home/index')
    await mp.find({ cls: 'tab-bar__item', text: '我的' })
    assert.deepEqual(mp.pages(), ['/pages/home/index'])
    renderParity()
  })
  await step('我的 through the tab bar (switchTab keeps home alive)', async () => {
    await mp.tap({ cls: 'tab-bar__item', text: '我的' })
    await mp.waitRoute('/pages/user-config/index')
    assert.ok(!mp.log.lifecycle.includes('pages/home/index.onUnload'), 'home was unloaded by switchTab')
    assert.ok(mp.log.lifecycle.includes('pages/home/index.onHide'))
  })
  await step('the login page renders as wcc renders it; the resend countdown runs on the clock', async () => {
    await mp.go('navigateTo', '/pages/login/index')
    await mp.find({ placeholder: '请输入手机号' })
    renderParity()
    await mp.input({ placeholder: '请输入手机号' }, newPhone())
    await mp.tap({ text: '获取验证码', exact: true })
    await mp.find({ text: '60s后重新获取', exact: true })
    await mp.advance(30_000)
    await mp.find({ text: '30s后重新获取', exact: true })
    await mp.advance(30_000)
    await mp.find({ text: '获取验证码', exact: true })
  })
  await step('log in with phone and SMS code', async () => {
    await login()
    assert.match(token(), /\S{16,}/)
    const loginCall = mp.requests.find((r) => r.path === '/api/v1/user/phonelogin')
    assert.ok(loginCall, 'no /user/phonelogin request')
    const headers = Object.fromEntries(Object.entries(loginCall.headers).map(([k, v]) => [k.toLowerCase(), v]))
    assert.equal(headers['mili-mp-ver'], '1.0.0', `${platform} sends MILI-MP-VER`)
  })
  await step('我的 shows the account once logged in', async () => {
    if (mp.route() !== '/pages/user-config/index') await mp.go('switchTab', '/pages/user-config/index')
    await mp.waitFor(() => !mp.pageText().includes('登录/注册') && mp.pageText().includes('养老金'), {
      what: 'the logged-in 我的 page'
    })
  })
}
