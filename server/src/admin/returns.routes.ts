import { adminAfterSaleRoutes as A } from '@contract/admin/aftersale'
import { adminOrderRoutes as O } from '@contract/admin/orders'
import type { App } from '../lib/context'
import { ok } from '../lib/reply'
import { defaultReturnAddress, returnTrack } from '../aftersale/return'
import {
  acceptReturnByOperator,
  changeAddressByOperator,
  receiveByOperator,
  refundReturnByOperator,
  setDefaultReturnAddress
} from './returns'
import { actor } from './route'

// The 退货退款 return step and address changes (docs/decisions/0022-returns.md). Who may do what: contract/admin/roles.ts.

export default async function returnRoutes(app: App) {
  app.get('/return-address', { schema: A['GET /return-address'], config: { perm: 'order:read' } }, async () =>
    ok(await defaultReturnAddress(app.db))
  )
  app.post('/return-address', { schema: A['POST /return-address'], config: { perm: 'aftersale:write' } }, async (req) =>
    ok(await setDefaultReturnAddress(app, actor(req), req.body))
  )
  app.post(
    '/aftersales/:id/accept-return',
    { schema: A['POST /aftersales/:id/accept-return'], config: { perm: 'aftersale:write' } },
    async (req) => ok(await acceptReturnByOperator(app, actor(req), req.params.id, req.body))
  )
  app.get(
    '/aftersales/:id/return-track',
    { schema: A['GET /aftersales/:id/return-track'], config: { perm: 'order:read' } },
    async (req) => ok(await returnTrack(app, req.params.id))
  )
  app.post(
    '/aftersales/:id/receive',
    { schema: A['POST /aftersales/:id/receive'], config: { perm: 'aftersale:receive' } },
    async (req) => ok(await receiveByOperator(app, actor(req), req.params.id))
  )
  app.post(
    '/aftersales/:id/refund',
    { schema: A['POST /aftersales/:id/refund'], config: { perm: 'money:write' } },
    async (req) => ok(await refundReturnByOperator(app, actor(req), req.params.id))
  )
  app.post(
    '/orders/:id/address',
    { schema: O['POST /orders/:id/address'], config: { perm: 'order:address' } },
    async (req) => ok(await changeAddressByOperator(app, actor(req), req.params.id, req.body))
  )
}
