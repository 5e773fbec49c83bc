import { boolean, index, integer, jsonb, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, updatedAt } from './columns'

// The operator console (docs/decisions/0012-console-stack.md): staff accounts apart from shoppers, their sessions,
// the audit log of every write, and the revision of each goods that stale saves are checked against.

/** A staff member. role is one of contract/admin/roles.ts; status 1 active, 0 disabled. */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  username: varchar('username', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 32 }).notNull(),
  passwordHash: varchar('password_hash', { length: 100 }).notNull(),
  role: varchar('role', { length: 16 }).notNull(),
  /** Set for a generated password: every route but the password change answers 403 until it is changed. */
  mustChangePassword: boolean('must_change_password').notNull().default(true),
  failedLogins: smallint('failed_logins').notNull().default(0),
  lockedUntil: at('locked_until'),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt()
})

/** A console session: the cookie carries the token, only its hash is stored; csrf is the double-submit token. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    csrf: varchar('csrf', { length: 64 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt()
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)]
)

/** One write through the console: who, when, what (action + entity), and the record before and after. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').notNull(),
    staffName: varchar('staff_name', { length: 32 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    entity: varchar('entity', { length: 32 }).notNull(),
    entityId: varchar('entity_id', { length: 40 }).notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt()
  },
  (t) => [index('audit_logs_entity_idx').on(t.entity, t.entityId), index('audit_logs_created_idx').on(t.createdAt)]
)

/** The revision of a goods (SPU and its SKUs) a console save was based on: a save from an older one is stale. */
export const spuRevisions = pgTable('spu_revisions', {
  spuId: integer('spu_id').primaryKey(),
  revision: integer('revision').notNull().default(1),
  updatedBy: varchar('updated_by', { length: 32 }).notNull().default(''),
  updatedAt: updatedAt()
})

/**
 * A console write that must happen once however often it is sent (issuing coupons or cards): the console sends a
 * request id made when the dialog opened; a repeat (double click, retry) finds this row and gets the first answer.
 */
export const adminRequests = pgTable(
  'admin_requests',
  {
    id: serial('id').primaryKey(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    staffId: integer('staff_id').notNull(),
    result: jsonb('result'),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('admin_requests_uq').on(t.action, t.requestId)]
)
