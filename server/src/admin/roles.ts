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
  'staff:manage'
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
    'message:send'
  ],
  service: ['goods:read', 'message:send'],
  finance: ['goods:read', 'audit:read'],
  warehouse: ['goods:read', 'stock:write']
}

export const isRole = (v: unknown): v is Role => typeof v === 'string' && Object.hasOwn(ROLES, v)

export const can = (role: string, perm: Permission) => isRole(role) && ROLE_PERMISSIONS[role].includes(perm)
