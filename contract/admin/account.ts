import { Type, type Static } from '@sinclair/typebox'
import { Done, route } from '../api/route'
import { OneOf } from '../schemas/common'
import { Listing, PageFields, When } from './common'
import { PERMISSIONS, ROLES, type Role } from './roles'

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
  entity: Type.Optional(Type.String({ maxLength: 32 })),
  entity_id: Type.Optional(Type.String({ maxLength: 40 })),
  ...PageFields
})

const RoleKey = OneOf(Object.keys(ROLES) as Role[])

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
  createdAt: When
})

/** Prefix /api/admin. */
export const adminAccountRoutes = {
  'POST /login': route(StaffSessionView, { body: Login }),
  'POST /logout': route(Done),
  'GET /session': route(StaffSessionView),
  'POST /password': route(Done, { body: PasswordChange }),
  'GET /staff': route(Type.Array(StaffRow)),
  'POST /staff': route(Type.Object({ id: Type.Number() }), { body: StaffCreate }),
  'GET /audit': route(Listing(AuditEntry), { querystring: AuditQuery })
}
