import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import { ADMIN_ROUTES } from '../../server/src/admin/route'
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES, type Role } from '@contract/admin/roles'

/**
 * Every console route with every role: a role without the route's permission gets 403 before anything runs;
 * a role with it gets past the guard (any answer but 401/403). The list comes from the routes the app
 * registered, so a new route without a permission fails here.
 */
describe('console roles over every admin route', () => {
  let t: TestApp
  const sessions = {} as Record<Role, Console>
  before(async () => {
    t = await createTestApp()
    for (const role of Object.keys(ROLES) as Role[]) sessions[role] = await signIn(t, role)
  })
  after(() => t.close())

  const routes = () => {
    const list = t.app.routeList.filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD')
    return list.map((r) => ({ ...r, perm: ADMIN_ROUTES.get(`${r.method} ${r.url}`) ?? '' }))
  }

  it('every admin route names a known permission', () => {
    const list = routes()
    assert.ok(list.length >= 25, `only ${list.length} admin routes found`)
    for (const r of list) {
      assert.ok(
        ['public', 'session', ...PERMISSIONS].includes(r.perm as never),
        `${r.method} ${r.url} has no permission (${r.perm || 'none'})`
      )
    }
    // Only sign-in is public.
    assert.deepEqual(
      list.filter((r) => r.perm === 'public').map((r) => r.url),
      ['/api/admin/login']
    )
  })

  for (const role of Object.keys(ROLES) as Role[]) {
    it(`${ROLES[role]} (${role}): 403 exactly where the role lacks the permission`, async () => {
      for (const r of routes()) {
        if (r.perm === 'public' || r.url.endsWith('/logout')) continue
        // Ids that do not exist: a permitted write is refused by validation or "not found", never carried out.
        const url = r.url.replace(':id', '999999')
        const res = await sessions[role].call(
          r.method,
          url,
          r.method === 'GET' || r.method === 'DELETE' ? undefined : {}
        )
        const allowed = r.perm === 'session' || ROLE_PERMISSIONS[role].includes(r.perm as never)
        if (allowed)
          assert.ok(res.status !== 403 && res.status !== 401, `${role} ${r.method} ${url}: ${res.status} ${res.error}`)
        else {
          assert.equal(res.status, 403, `${role} ${r.method} ${url} should be 403, got ${res.status}`)
          assert.equal(res.errno, 1003)
        }
      }
    })
  }

  it('money pages (settlement, reconciliation, invoices) are 财务s; groups are read with orders', () => {
    const write = [
      'POST /cashback/settle',
      'POST /invoices/:id/issue',
      'POST /invoices/:id/upload',
      'POST /invoices/:id/refuse'
    ]
    const read = ['GET /cashback', 'GET /bank-failures', 'GET /reconcile', 'GET /invoices']
    const perm = (k: string) => ADMIN_ROUTES.get(k.replace(' /', ' /api/admin/'))
    for (const k of write) assert.equal(perm(k), 'money:write', k)
    for (const k of read) assert.equal(perm(k), 'money:read', k)
    assert.equal(perm('GET /groups'), 'order:read')
  })

  it('the roles differ as the console promises', () => {
    assert.ok(!ROLE_PERMISSIONS.service.includes('goods:write'))
    assert.ok(ROLE_PERMISSIONS.warehouse.includes('stock:write'))
    assert.ok(!ROLE_PERMISSIONS.warehouse.includes('site:write'))
    assert.ok(ROLE_PERMISSIONS.finance.includes('audit:read'))
    assert.deepEqual([...ROLE_PERMISSIONS.super].sort(), [...PERMISSIONS].sort())
    // Part 2: money moves only with 财务; the warehouse ships; 客服 decides after-sales but refunds nothing.
    for (const role of ['ops', 'service', 'warehouse'] as Role[])
      assert.ok(!ROLE_PERMISSIONS[role].includes('money:write'))
    assert.ok(ROLE_PERMISSIONS.finance.includes('money:write'))
    assert.ok(ROLE_PERMISSIONS.warehouse.includes('order:ship'))
    assert.ok(!ROLE_PERMISSIONS.service.includes('order:ship'))
    assert.ok(ROLE_PERMISSIONS.service.includes('aftersale:write'))
    // Reviews (评价): 客服 and 运营 hide and show them; nobody else but 超级管理员.
    const reviewers = (Object.keys(ROLES) as Role[]).filter((r) => ROLE_PERMISSIONS[r].includes('review:write'))
    assert.deepEqual(reviewers.sort(), ['ops', 'service', 'super'])
    // Coupons are 运营's; shopping cards move money, so only 财务 issues and freezes them.
    assert.ok(ROLE_PERMISSIONS.ops.includes('coupon:write'))
    for (const role of ['service', 'finance', 'warehouse'] as Role[])
      assert.ok(!ROLE_PERMISSIONS[role].includes('coupon:write'))
    assert.ok(ROLE_PERMISSIONS.finance.includes('card:write'))
    for (const role of ['ops', 'service', 'warehouse'] as Role[])
      assert.ok(!ROLE_PERMISSIONS[role].includes('card:write'))
    // The return step: the warehouse (and 客服) receive goods back, only 财务 refunds them; 运营 and 客服 change an
    // address before shipping, the warehouse and 财务 do not.
    assert.ok(ROLE_PERMISSIONS.warehouse.includes('aftersale:receive'))
    assert.ok(ROLE_PERMISSIONS.service.includes('aftersale:receive'))
    assert.ok(!ROLE_PERMISSIONS.finance.includes('aftersale:receive'))
    for (const role of ['ops', 'service'] as Role[]) assert.ok(ROLE_PERMISSIONS[role].includes('order:address'))
    for (const role of ['finance', 'warehouse'] as Role[]) assert.ok(!ROLE_PERMISSIONS[role].includes('order:address'))
    const perm = (key: string) => ADMIN_ROUTES.get(key)
    assert.equal(perm('POST /api/admin/aftersales/:id/accept-return'), 'aftersale:write')
    assert.equal(perm('POST /api/admin/aftersales/:id/receive'), 'aftersale:receive')
    assert.equal(perm('POST /api/admin/aftersales/:id/refund'), 'money:write')
    assert.equal(perm('GET /api/admin/aftersales/:id/return-track'), 'order:read')
    assert.equal(perm('POST /api/admin/return-address'), 'aftersale:write')
    assert.equal(perm('POST /api/admin/orders/:id/address'), 'order:address')
  })

  it('the coupon and shopping-card routes are in the walk', () => {
    const perms = new Map(routes().map((r) => [`${r.method} ${r.url}`, r.perm]))
    assert.equal(perms.get('POST /api/admin/coupons/:id/issue'), 'coupon:write')
    assert.equal(perms.get('POST /api/admin/coupons/:id/stop'), 'coupon:write')
    assert.equal(perms.get('POST /api/admin/cards/batches/:id/issue'), 'card:write')
    assert.equal(perms.get('POST /api/admin/cards/:id/status'), 'card:write')
    assert.equal(perms.get('GET /api/admin/cards/:id'), 'money:read')
  })
})
