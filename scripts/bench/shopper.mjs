/** The shopper the browser benches measure with (npm run bench, scripts/bench/boot-trace.mjs). */

export async function post(baseUrl, apiPath, body, token) {
  const res = await fetch(`${baseUrl}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body)
  })
  return res.json()
}

/** A shopper with one item in the cart, so the cart page is measured with content. Best effort. */
export async function prepareShopper(baseUrl) {
  const notes = []
  const phone = '13900000001'
  await post(baseUrl, '/api/service/sms/sendcode', { phone, ch_id: 1 })
  const outbox = await post(baseUrl, '/api/dev/sms-outbox', { phone })
  const code = outbox.data?.list?.[0]?.code
  const login = await post(baseUrl, '/api/v1/user/phonelogin', { phone, verify_code: String(code) })
  if (login.errno !== 1) return { notes: [`login failed (${login.error}); cart measured logged out`] }
  const found = await post(baseUrl, '/api/v1/goods/search', { page: 1, page_size: 10 })
  const skuId = found.data?.list?.[0]?.sku_id
  if (!skuId) notes.push('no goods in the catalogue; goods detail measured without a sku')
  else {
    const added = await post(baseUrl, '/api/v1/cart/add', { sku_id: skuId, qty: 1 }, login.data.token)
    if (added.errno !== 1) notes.push(`cart/add failed (${added.error}); cart may be empty`)
  }
  return { login: login.data, skuId, notes }
}

/**
 * The login as the app's auth store persists it, written in the page (page.evaluate): the cart is measured as that
 * shopper. Runs in the browser, so it uses nothing from this module.
 */
export function seedAuth(auth) {
  const data = {
    isPending: false,
    uid: auth.uid,
    accessToken: auth.token,
    isLogin: true,
    expiredTime: auth.expired_time,
    hasWarned: false,
    isWestdex: false
  }
  window.localStorage.setItem('mili-mall:auth', JSON.stringify({ data }))
}
