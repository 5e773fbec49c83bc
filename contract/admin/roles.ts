/**
 * Staff roles and what each may do. Every console route names one permission (admin/route.ts), checked on the
 * server for every request; the console hides the menu entries a role lacks, but the server is the rule.
 */
export const ROLES = {
  super: '超级管理员',
  ops: '运营',
  service: '客服',
  finance: '财务',
  warehouse: '仓库'
} as const

export type Role = keyof typeof ROLES

export const PERMISSIONS = [
  'goods:read',
  'goods:write',
  'stock:write',
  'category:write',
  'activity:write',
  'site:write',
  'content:write',
  'message:send',
  'audit:read',
  'staff:manage',
  // Part 2 (fulfilment and money): reading orders, shipping, deciding after-sales, and 财务's money actions.
  'order:read',
  'order:ship',
  'aftersale:write',
  'money:read',
  'money:write',
  'dashboard:read',
  'shopper:read',
  'shopper:write',
  'shopper:unmask',
  // Coupons (运营 writes, others read) and shopping cards (财务 issues, freezes; reading cards is money:read).
  'coupon:read',
  'coupon:write',
  'card:write',
  // Shoppers' reviews: list all, hide or show one (客服 and 运营).
  'review:write',
  // The return step and address changes (docs/decisions/0022-returns.md): goods received back; an order's address.
  'aftersale:receive',
  'order:address'
] as const

export type Permission = (typeof PERMISSIONS)[number]

const ALL = [...PERMISSIONS]

/** 运营 publishes; 客服 reads and writes to shoppers; 财务 reads and audits; 仓库 keeps stock. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  super: ALL,
  ops: [
    'goods:read',
    'goods:write',
    'stock:write',
    'category:write',
    'activity:write',
    'site:write',
    'content:write',
    'message:send',
    'order:read',
    'order:address',
    'dashboard:read',
    'coupon:read',
    'coupon:write',
    'review:write'
  ],
  service: [
    'goods:read',
    'message:send',
    'order:read',
    'aftersale:write',
    'aftersale:receive',
    'order:address',
    'dashboard:read',
    'shopper:read',
    'shopper:write',
    'coupon:read',
    'review:write'
  ],
  finance: [
    'goods:read',
    'audit:read',
    'order:read',
    'aftersale:write',
    'money:read',
    'money:write',
    'dashboard:read',
    'shopper:read',
    'shopper:unmask',
    'coupon:read',
    'card:write'
  ],
  warehouse: ['goods:read', 'stock:write', 'order:read', 'order:ship', 'aftersale:receive']
}

export const isRole = (v: unknown): v is Role => typeof v === 'string' && Object.prototype.hasOwnProperty.call(ROLES, v)

export const can = (role: string, perm: Permission) => isRole(role) && ROLE_PERMISSIONS[role].includes(perm)
