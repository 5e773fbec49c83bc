import assert from 'node:assert/strict'
import { storedSlice } from '../lib/helpers.mjs'

export const title =
  'every API call carries Uuid and Access-Channel, Uid/Authorization once logged in, never MILI-MP-VER'

export default async function ({ field, page, step, login, api, storage, hashUrl, newPhone, apiRequests }) {
  const phone = newPhone()

  await step('browse logged out', async () => {
    await page.goto(hashUrl('/pages/home/index'))
    await page.waitForLoadState('networkidle')
    await page.goto(hashUrl('/pages/login/index'))
    await field(page, '请输入手机号').waitFor()
    assert.ok(apiRequests.length >= 1, 'the app sent no API request while browsing')
    for (const r of apiRequests) {
      assert.equal(r.headers.authorization, undefined, `${r.path} sent Authorization while logged out`)
    }
  })

  const before = apiRequests.length
  let auth
  await step('log in and let the app load the profile', async () => {
    const profileCall = page
      .waitForRequest((req) => req.url().includes('/api/v1/user/profile'), { timeout: 20_000 })
      .catch((err) => err)
    await login(page, phone)
    const seen = await profileCall
    assert.ok(!(seen instanceof Error), 'the app did not load the profile after login')
    await page.waitForLoadState('networkidle')
    auth = storedSlice(await storage(page), 'auth')
    const profile = await api('/api/v1/user/profile', {}, auth.accessToken)
    assert.equal(profile.errno, 1)
    assert.equal(profile.data.phone, phone)
    assert.equal(profile.data.id, auth.uid)
  })

  await step('headers of every request', async () => {
    const uuids = apiRequests.map((r) => r.headers.uuid)
    for (const r of apiRequests) {
      assert.ok(r.headers.uuid, `${r.path} has no Uuid`)
      assert.ok(r.headers['access-channel'], `${r.path} has no Access-Channel`)
      assert.equal(r.headers['mili-mp-ver'], undefined, `${r.path} sent MILI-MP-VER from H5`)
    }
    assert.equal(new Set(uuids).size, uuids.length, 'a Uuid was reused across requests')
    const after = apiRequests
      .slice(before)
      .filter((r) => !r.path.endsWith('/user/phonelogin') && !r.path.endsWith('/sms/sendcode'))
    assert.ok(after.length >= 1, 'no API request after login')
    for (const r of after) {
      assert.equal(r.headers.authorization, `Bearer ${auth.accessToken}`, `${r.path} Authorization`)
      assert.equal(r.headers.uid, String(auth.uid), `${r.path} Uid`)
    }
    // Without a channel in the call or the store, the channel is 'm'.
    assert.ok(apiRequests.every((r) => r.headers['access-channel'] === 'm'))
  })
}
