import { Type, type TSchema } from '@sinclair/typebox'
import { rawRoute } from '../api/route'

// What the console's route schemas share (contract/admin/*.ts). The console's routes sit under /api/admin and are
// keyed 'METHOD /path' as the admin plugin registers them (server/src/admin/*.routes.ts), since one path may take
// several methods (GET, PUT and DELETE /goods/:id). Money is integer cents; times are ISO strings.

export const Cents = Type.Integer({ minimum: 0, maximum: 100_000_000 })
export const Count = Type.Integer({ minimum: 0, maximum: 10_000_000 })
export const Color = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' })
export const MobilePhone = Type.String({ pattern: '^1\\d{10}$' })

/** `:id` of a path. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) })

export const PageFields = {
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }))
}
export const PageQuery = Type.Object(PageFields)

/** A page of a console list: the rows and how many match in all. */
export const Listing = <T extends TSchema>(item: T) => Type.Object({ list: Type.Array(item), total: Type.Number() })

/** A moment as the console reads it: an ISO string (a Date serializes to one). */
export const When = Type.String()

/** A refusal needs its reason (the shopper or the audit log reads it). */
export const Reason = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 100 }) })
/**
 * The console's second confirmation of a money or privacy action, also asked by the server: a click replayed from
 * elsewhere without it does nothing.
 */
export const Confirm = Type.Object({ confirm: Type.Literal(true) })

/**
 * Made by the console when a dialog opens and sent with every try of it: the server carries the action out once
 * per id (server/src/admin/once.ts), so a double click or a retry after a lost answer issues nothing more.
 */
export const RequestId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })

/** The console's own pages (the built admin/dist), served by the API server; not under /api/admin. */
export const adminPageRoutes = {
  /** Redirects to /admin/. */
  'GET /admin': rawRoute('text/plain'),
  /** index.html and the hashed assets. */
  'GET /admin/*': rawRoute('text/html, text/javascript, text/css, image/*')
}
