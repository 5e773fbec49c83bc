import assert from 'node:assert/strict'

export const title = 'SMS login from 我的; the platform one-tap login (wx.login / my.getAuthCode) with bind phone'

export default async function ({ mp, step, login, token, see, platform, newPhone }) {
  await step('the launch page is home with the tab bar', async () => {
    await mp.waitRoute('/pages/home/index')
    await mp.find({ cls: 'tab-bar__item', text: '我的' })
  })
  await step('我的 via the tab bar, then the login page', async () => {
    await mp.tap({ cls: 'tab-bar__item', text: '我的' })
    await mp.waitRoute('/pages/user-config/index')
  })
  await step('SMS login', async () => {
    await login()
    assert.ok(token())
  })
}
