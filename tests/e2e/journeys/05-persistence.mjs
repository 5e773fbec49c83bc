import assert from 'node:assert/strict'
import { NAMESPACE, SLICES, storedSlice } from '../lib/helpers.mjs'

export const title = 'after login and a reload the shopper is still logged in; slices are stored as {data: ...}'

const PAGE = '/pages/my-order/index'

export default async function ({ page, step, login, shot, api, storage, route, hashUrl, newPhone }) {
  const phone = newPhone()

  await step('log in', async () => {
    await page.goto(hashUrl(`/pages/login/index?goUrl=${encodeURIComponent(PAGE)}`))
    await login(page, phone)
    await page.waitForURL((url) => url.hash.includes(PAGE))
  })

  let token
  await step('reload keeps the session', async () => {
    await page.reload()
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    assert.equal(route(page), PAGE, 'the reload sent the shopper away from the protected page')
    await shot(page, 'after-reload')
    const auth = storedSlice(await storage(page), 'auth')
    assert.equal(auth.isLogin, true)
    token = auth.accessToken
    const profile = await api('/api/v1/user/profile', {}, token)
    assert.equal(profile.errno, 1, 'the stored token is not a live session on the server')
    assert.equal(profile.data.phone, phone)
    assert.equal(profile.data.id, auth.uid)
  })

  await step('every stored slice sits under the namespace wrapped as {data: ...}', async () => {
    const all = await storage(page)
    const ours = Object.keys(all).filter((k) => k.startsWith(`${NAMESPACE}:`))
    assert.ok(ours.includes(`${NAMESPACE}:auth`), `stored keys: ${Object.keys(all).join(', ')}`)
    for (const slice of SLICES) storedSlice(all, slice)
    // No slice escaped the namespace.
    for (const slice of SLICES) assert.equal(all[slice], undefined, `slice ${slice} stored outside the namespace`)
    const auth = storedSlice(all, 'auth')
    assert.deepEqual(Object.keys(auth).sort(), [
      'accessToken',
      'expiredTime',
      'hasWarned',
      'isLogin',
      'isPending',
      'isWestdex',
      'uid'
    ])
    assert.equal(auth.accessToken, token)
  })
}
