import { Type } from '@sinclair/typebox'
import type { App } from '../lib/context'
import { ok } from '../lib/reply'
import { defaultReturnAddress, returnTrack } from '../order/return'
import { Confirm } from './fulfil-contract'
import {
  acceptReturnByOperator,
  changeAddressByOperator,
  receiveByOperator,
  refundReturnByOperator,
  setDefaultReturnAddress
} from './returns'
import { actor } from './route'

// The 退货退款 return step and address changes (docs/decisions/0022-returns.md). Who may do what: admin/roles.ts.

const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) })
const ReturnAddressBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 30 }),
  phone: Type.String({ minLength: 7, maxLength: 20 }),
  address: Type.String({ minLength: 5, maxLength: 200 })
})
const AcceptReturn = Type.Object({
  // Asked by the console's confirmation, as for every decision: a stray body does nothing.
  confirm: Type.Literal(true),
  address: Type.Optional(ReturnAddressBody),
  remark: Type.Optional(Type.String({ maxLength: 100 }))
})
const AddressBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 30 }),
  phone: Type.String({ pattern: '^1\\d{10}$' }),
  province: Type.String({ minLength: 2, maxLength: 20 }),
  city: Type.String({ minLength: 1, maxLength: 30 }),
  area: Type.String({ maxLength: 30 }),
  detail: Type.String({ minLength: 1, maxLength: 120 })
})

export default async function returnRoutes(app: App) {
  app.get('/return-address', { config: { perm: 'order:read' } }, async () => ok(await defaultReturnAddress(app.db)))
  app.post(
    '/return-address',
    { schema: { body: ReturnAddressBody }, config: { perm: 'aftersale:write' } },
    async (req) => ok(await setDefaultReturnAddress(app, actor(req), req.body))
  )
  app.post(
    '/aftersales/:id/accept-return',
    { schema: { params: Params, body: AcceptReturn }, config: { perm: 'aftersale:write' } },
    async (req) => ok(await acceptReturnByOperator(app, actor(req), req.params.id, req.body))
  )
  app.get('/aftersales/:id/return-track', { schema: { params: Params }, config: { perm: 'order:read' } }, async (req) =>
    ok(await returnTrack(app, req.params.id))
  )
  app.post(
    '/aftersales/:id/receive',
    { schema: { params: Params, body: Confirm }, config: { perm: 'aftersale:receive' } },
    async (req) => ok(await receiveByOperator(app, actor(req), req.params.id))
  )
  app.post(
    '/aftersales/:id/refund',
    { schema: { params: Params, body: Confirm }, config: { perm: 'money:write' } },
    async (req) => ok(await refundReturnByOperator(app, actor(req), req.params.id))
  )
  app.post(
    '/orders/:id/address',
    { schema: { params: Params, body: AddressBody }, config: { perm: 'order:address' } },
    async (req) => ok(await changeAddressByOperator(app, actor(req), req.params.id, req.body))
  )
}
