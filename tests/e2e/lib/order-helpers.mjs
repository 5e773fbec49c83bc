import assert from 'node:assert/strict'
import { settled } from './screen.mjs'
import { storedSlice } from './helpers.mjs'

/** API set-up shared by the order journeys (3x-order-*): each journey has its own users, so they can run in parallel. */

const V1 = '/api/v1'

/** Calls the API and fails the step with the server's message unless errno is 1; resolves data. */
export async function ok(api, path, body, token) {
  const env = await api(path.startsWith('/api/') ? path : `${V1}${path}`, body, token)
  assert.equal(env.errno, 1, `${path}: ${env.error}`)
  return env.data
}

/** The token the app stored after the shopper logged in through the page. */
export async function tokenOf(storage, page) {
  const auth = storedSlice(await storage(page), 'auth')
  assert.ok(auth?.accessToken, 'no token stored after login')
  return auth.accessToken
}

/** A second shopper logged in through the API only (sms code from the dev outbox). */
export async function apiLogin({ api, smsCode }, phone) {
  await ok(api, '/api/service/sms/sendcode', { phone, ch_id: 1 })
  const code = await smsCode(phone)
  return (await ok(api, '/user/phonelogin', { phone, verify_code: code })).token
}

/** 广东省 深圳市 南山区: the address pages are another engineer's, so the journeys add one through the API. */
export const ADDRESS = {
  name: '王小明',
  phone: '13812345678',
  province_code: '440000',
  city_code: '440300',
  area_code: '440305',
  detail: '科技园南区1栋101',
  is_default: true
}

export const addAddress = (api, token, over = {}) => ok(api, '/addr/add', { ...ADDRESS, ...over }, token)

/** The first SKU of the goods with this title (seed data, server/src/db/seed/demo/catalogue.ts). */
export async function skuOf(api, title) {
  const found = await ok(api, '/goods/search', { keyword: title, page: 1, page_size: 5 })
  const g = found.list.find((x) => x.title === title)
  assert.ok(g, `no goods titled ${title}`)
  return g.sku_id
}

export const goodsInfo = (api, skuId) => ok(api, '/goods/info', { sku_id: skuId })

export async function cardOf(api, token) {
  const cards = await ok(api, '/freeca/list', {}, token)
  const card = cards.list.find((c) => c.status === 1)
  assert.ok(card, 'the new shopper has no usable shopping card')
  return card
}

/** Confirm + create, as the app does, for orders a journey needs but does not check out through the pages. */
export async function placeOrder(api, token, goods) {
  const c = await ok(api, '/order/confirm', goods, token)
  assert.ok(c.address?.addr_id, 'the shopper has no default address')
  return ok(
    api,
    '/order/create',
    { ...goods, confirm_token: c.confirm_token, addr_id: c.address.addr_id, coupon_id: c.coupon_id ?? 0 },
    token
  )
}

export async function payWithCard(api, token, orderNo) {
  const card = await cardOf(api, token)
  return ok(api, '/order/pay', { order_no: orderNo, payway: 4, user_freeca_id: card.user_freeca_id }, token)
}

export const orderInfo = (api, token, id) => ok(api, '/order/infov2', { id }, token)

/** The order id in the current page address (?id=). */
export function idInUrl(page) {
  const id = new URLSearchParams(new URL(page.url()).hash.split('?')[1] || '').get('id')
  assert.ok(id, `no order id in ${page.url()}`)
  return Number(id)
}

/** Waits for the app to show a page (hash route path, e.g. /pages/order-pay/index), made, and its slide-in to end. */
export async function onPage(page, path, timeout = 20_000) {
  await page.waitForURL((url) => url.hash.startsWith(`#${path}`), { timeout })
  await settled(page, timeout, path)
}
