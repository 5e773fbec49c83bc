import type { TestApp } from './helpers'
import { createStaff } from '../../server/src/admin/staff'
import { staff } from '../../server/src/db/schema'
import { eq } from 'drizzle-orm'

/** A signed-in console session: the cookie and the CSRF token, and a call helper that sends both. */
export interface Console {
  cookie: string
  csrf: string
  // Tests read whatever each answer carries and assert it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call<T = any>(
    method: string,
    url: string,
    body?: unknown,
    opts?: { csrf?: string | null }
  ): Promise<{ status: number; errno: number; error: string; data: T }>
}

let seq = 0

/** Creates a staff member of `role` with a password already changed, and signs in. */
export async function signIn(t: TestApp, role: string, name?: string): Promise<Console> {
  const password = 'Passw0rd!x'
  const username = `${role}${++seq}`
  await createStaff(t.db, { username, name: name ?? username, role, password, mustChangePassword: false })
  return signInAs(t, username, password)
}

export async function signInAs(t: TestApp, username: string, password: string): Promise<Console> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } })
  const body = res.json()
  if (body.errno !== 1) throw new Error(`login failed: ${body.error}`)
  const cookie = String(res.headers['set-cookie']).split(';')[0]
  return consoleOf(t, cookie, body.data.csrf)
}

export function consoleOf(t: TestApp, cookie: string, csrf: string): Console {
  return {
    cookie,
    csrf,
    async call(method, url, body, opts = {}) {
      const token = opts.csrf === undefined ? csrf : opts.csrf
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        ...(body === undefined ? {} : { payload: body as object }),
        headers: { cookie, ...(token ? { 'x-csrf-token': token } : {}) }
      })
      // A file download (the CSV export) is not an envelope: its body is the data.
      const json = String(res.headers['content-type'] ?? '').includes('json')
      return { status: res.statusCode, ...(json ? res.json() : { errno: 1, error: '', data: res.body as never }) }
    }
  }
}

export const disableStaff = (t: TestApp, username: string) =>
  t.db.update(staff).set({ status: 0 }).where(eq(staff.username, username))

/** A valid goods body: two SKUs, the second held in the first warehouse. */
export function goodsBody(categoryId: number, warehouseId: number, title = '测试商品') {
  return {
    category_id: categoryId,
    title,
    subtitle: '副标题',
    supplier: '米粒自营',
    images: [],
    detail: '<p>详情</p>',
    status: 1,
    skus: [
      {
        specs: [{ name: '规格', value: '小份' }],
        price: 1990,
        market_price: 2990,
        cashback: 100,
        limit_per_user: 0,
        stock: 50,
        region_stock: []
      },
      {
        specs: [{ name: '规格', value: '大份' }],
        price: 3990,
        market_price: 4990,
        cashback: 200,
        limit_per_user: 2,
        stock: 0,
        region_stock: [{ warehouse_id: warehouseId, stock: 30 }]
      }
    ]
  }
}

const day = 86400_000

/** A valid console coupon body: 满50减10, claimable, 100 of them, two per shopper, valid for the next week. */
export const couponBody = (over: Record<string, unknown> = {}) => ({
  name: '测试满减券',
  kind: 1,
  threshold: 5000,
  amount: 1000,
  rate: 100,
  max_discount: 0,
  category_id: null,
  total: 100,
  per_user_limit: 2,
  valid_days: null,
  starts_at: new Date(Date.now() - day).toISOString(),
  ends_at: new Date(Date.now() + 7 * day).toISOString(),
  claimable: true,
  ...over
})
