import { Type, type Static } from '@sinclair/typebox'
import { Done, route } from '../api/route'
import { OneOf } from '../schemas/common'
import { Confirm, IdParams, Listing, PageFields, When } from './common'
import { AUDIT_KINDS, PERMISSIONS, ROLES, type AuditKind, type Role } from './roles'

// Signing in and out, the session, one's password, staff accounts and the audit log (server/src/admin/account.routes.ts).

export const Login = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 32 }),
  password: Type.String({ minLength: 1, maxLength: 64 })
})
export const PasswordChange = Type.Object({
  old_password: Type.String({ minLength: 1, maxLength: 64 }),
  new_password: Type.String({ minLength: 1, maxLength: 64 })
})
export const StaffCreate = Type.Object({
  username: Type.String({ minLength: 3, maxLength: 32 }),
  name: Type.String({ minLength: 1, maxLength: 32 }),
  role: Type.String({ minLength: 1, maxLength: 16 }),
  password: Type.String({ minLength: 8, maxLength: 64 })
})
export const AuditQuery = Type.Object({
  kind: Type.Optional(OneOf(Object.keys(AUDIT_KINDS) as AuditKind[])),
  entity: Type.Optional(Type.String({ maxLength: 32 })),
  entity_id: Type.Optional(Type.String({ maxLength: 40 })),
  /** 订单号 or 手机号: the entries about that order (its after-sales, invoice) or that shopper. */
  object: Type.Optional(Type.String({ maxLength: 32 })),
  staff_name: Type.Optional(Type.String({ maxLength: 32 })),
  ...PageFields
})

const RoleKey = OneOf(Object.keys(ROLES) as Role[])

/** 停用 (its sessions end at once) or 启用 an account; the reason goes to the audit log. */
export const StaffStatus = Type.Object({
  active: Type.Boolean(),
  reason: Type.Optional(Type.String({ maxLength: 100 }))
})
export const StaffRole = Type.Object({ role: RoleKey })

/** What the console knows of its session: who, the role, what it may do (for the menu), and the CSRF token. */
export type StaffSessionView = Static<typeof StaffSessionView>
export const StaffSessionView = Type.Object({
  id: Type.Number(),
  username: Type.String(),
  name: Type.String(),
  role: RoleKey,
  role_name: Type.String(),
  permissions: Type.Array(OneOf(PERMISSIONS)),
  must_change_password: Type.Boolean(),
  csrf: Type.String()
})

export type StaffRow = Static<typeof StaffRow>
export const StaffRow = Type.Object({
  id: Type.Number(),
  username: Type.String(),
  name: Type.String(),
  role: Type.String(),
  /** 1 active, 0 disabled. */
  status: Type.Number(),
  /** A new or reset password not yet changed by its owner. */
  mustChangePassword: Type.Boolean(),
  createdAt: When
})

export type AuditEntry = Static<typeof AuditEntry>
export const AuditEntry = Type.Object({
  id: Type.Number(),
  staffId: Type.Number(),
  staffName: Type.String(),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  // Genuinely opaque: a snapshot of whatever entity the write changed (goods, a coupon, a theme ...), as stored.
  before: Type.Unknown(),
  after: Type.Unknown(),
  ip: Type.String(),
  createdAt: When,
  /** 发货, 同意退货, 提现审核通过 ... */
  action_text: Type.String(),
  /** 订单, 售后, 员工 ... */
  entity_text: Type.String(),
  /** What people call the object: 订单 2026…, 用户 138****0000, 商品「…」. */
  object_text: Type.String(),
  /** What changed, field by field. */
  changes: Type.Array(Type.Object({ label: Type.String(), before: Type.String(), after: Type.String() }))
})

/** Prefix /api/admin. */
export const adminAccountRoutes = {
  'POST /login': route(StaffSessionView, { body: Login }),
  'POST /logout': route(Done),
  'GET /session': route(StaffSessionView),
  'POST /password': route(Done, { body: PasswordChange }),
  'GET /staff': route(Type.Array(StaffRow)),
  'POST /staff': route(Type.Object({ id: Type.Number() }), { body: StaffCreate }),
  'POST /staff/:id/status': route(StaffRow, { params: IdParams, body: StaffStatus }),
  'POST /staff/:id/role': route(StaffRow, { params: IdParams, body: StaffRole }),
  /** The new one-time password, answered this once; its owner must change it at the next sign-in. */
  'POST /staff/:id/password': route(Type.Object({ password: Type.String() }), { params: IdParams, body: Confirm }),
  'GET /audit': route(Listing(AuditEntry), { querystring: AuditQuery })
}
