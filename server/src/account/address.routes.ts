import { Type } from '@sinclair/typebox'
import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import { Empty, Id, Phone } from '../lib/schemas'
import * as address from './address'

/** GB/T 2260 codes: 6 digits for province, city and area (9 or 12 for towns). */
const Code = Type.String({ pattern: '^\\d{6}(\\d{3}){0,2}$' })

const AddressBody = Type.Object({
  id: Type.Optional(Id),
  name: Type.String({ minLength: 1, maxLength: 20 }),
  phone: Phone,
  province_code: Code,
  city_code: Code,
  area_code: Code,
  detail: Type.String({ minLength: 1, maxLength: 120 }),
  is_default: Type.Optional(Type.Boolean())
})

// Routes of the address area: every call needs a login; another user's address is "not found".
export default async function routes(app: App) {
  app.post('/addr/list', { schema: { body: Empty } }, async (req) => ok(await address.list(app.db, requireUser(req))))
  app.post('/addr/info', { schema: { body: Type.Object({ id: Id }) } }, async (req) =>
    ok(await address.info(app.db, requireUser(req), req.body.id))
  )
  app.post('/addr/add', { schema: { body: AddressBody } }, async (req) =>
    ok(await address.save(app.db, requireUser(req), req.body))
  )
  app.post('/addr/del', { schema: { body: Type.Object({ addr_id: Id }) } }, async (req) =>
    ok(await address.del(app.db, requireUser(req), req.body.addr_id))
  )
}
