import { Readable } from 'node:stream'
import { Type } from '@sinclair/typebox'
import type { App } from '../lib/context'
import { invalid } from '../errors'
import { ok } from '../lib/reply'
import { approveByOperator, listAfterSaleQueue, refuseByOperator } from './aftersale'
import { bulkShip } from './bulk-ship'
import { dashboard } from './dashboard'
import {
  AfterSaleQuery,
  Approve,
  BulkShipInput,
  OrderQuery,
  Reason,
  Confirm,
  ShipInput,
  WithdrawalQuery
} from './fulfil-contract'
import { closeByOperator, couriers, listOrders, orderDetail, orderPages, shipByOperator } from './orders'
import { actor } from './route'
import { approveWithdrawal, listWithdrawals, refuseWithdrawal } from './withdrawals'

const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) })

const reasonOf = (text: string) => {
  if (!text.trim()) throw invalid('reason', '不能为空')
  return text.trim()
}

/** A CSV cell: quoted, and a leading = + - @ neutralised so a spreadsheet never runs it as a formula. */
const cell = (v: unknown) => {
  const s = String(v ?? '')
  return `"${(/^[=+\-@]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`
}

/** Orders and shipping (仓库), after-sales (客服; refunds 财务), withdrawals (财务). */
export default async function fulfilRoutes(app: App) {
  app.get('/orders', { schema: { querystring: OrderQuery }, config: { perm: 'order:read' } }, async (req) =>
    ok(await listOrders(app.db, req.query))
  )
  app.get('/orders/:id', { schema: { params: Params }, config: { perm: 'order:read' } }, async (req) =>
    ok(await orderDetail(app.db, req.params.id))
  )
  app.get('/dashboard', { config: { perm: 'dashboard:read' } }, async () => ok(await dashboard(app.db)))
  app.get('/couriers', { config: { perm: 'order:read' } }, async () => ok(couriers(app)))
  // Streamed a page of 1,000 at a time: 100,000 orders export without holding them in memory.
  app.get(
    '/orders-export',
    { schema: { querystring: OrderQuery }, config: { perm: 'order:read' } },
    async (req, reply) => {
      const { page: _p, page_size: _s, ...q } = req.query
      async function* lines() {
        yield '\uFEFF订单号,状态,实付(元),下单手机,收货人,地址,快递公司,运单号,下单时间,支付时间,发货时间\n'
        for await (const rows of orderPages(app.db, q))
          yield (
            rows
              .map((r) =>
                [
                  r.order_no,
                  r.status_text,
                  (r.pay_amount / 100).toFixed(2),
                  r.phone,
                  r.consignee,
                  r.address,
                  r.express_name,
                  r.express_no,
                  r.created_at,
                  r.paid_at,
                  r.shipped_at
                ]
                  .map(cell)
                  .join(',')
              )
              .join('\n') + '\n'
          )
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .send(Readable.from(lines()))
    }
  )
  app.post(
    '/orders/:id/ship',
    { schema: { params: Params, body: ShipInput }, config: { perm: 'order:ship' } },
    async (req) => ok(await shipByOperator(app, actor(req), { id: req.params.id }, req.body))
  )
  app.post('/orders/ship-csv', { schema: { body: BulkShipInput }, config: { perm: 'order:ship' } }, async (req) =>
    ok(await bulkShip(app, actor(req), req.body.csv))
  )
  app.post(
    '/orders/:id/close',
    { schema: { params: Params, body: Reason }, config: { perm: 'order:ship' } },
    async (req) => ok(await closeByOperator(app, actor(req), req.params.id, reasonOf(req.body.reason)))
  )

  app.get('/aftersales', { schema: { querystring: AfterSaleQuery }, config: { perm: 'order:read' } }, async (req) =>
    ok(await listAfterSaleQueue(app.db, req.query))
  )
  app.post(
    '/aftersales/:id/approve',
    { schema: { params: Params, body: Approve }, config: { perm: 'money:write' } },
    async (req) => ok(await approveByOperator(app, actor(req), req.params.id, req.body.remark ?? ''))
  )
  app.post(
    '/aftersales/:id/refuse',
    { schema: { params: Params, body: Reason }, config: { perm: 'aftersale:write' } },
    async (req) => ok(await refuseByOperator(app, actor(req), req.params.id, reasonOf(req.body.reason)))
  )

  app.get('/withdrawals', { schema: { querystring: WithdrawalQuery }, config: { perm: 'money:read' } }, async (req) =>
    ok(await listWithdrawals(app.db, req.query))
  )
  app.post(
    '/withdrawals/:id/approve',
    { schema: { params: Params, body: Confirm }, config: { perm: 'money:write' } },
    async (req) => ok(await approveWithdrawal(app, actor(req), req.params.id))
  )
  app.post(
    '/withdrawals/:id/refuse',
    { schema: { params: Params, body: Reason }, config: { perm: 'money:write' } },
    async (req) => ok(await refuseWithdrawal(app, actor(req), req.params.id, reasonOf(req.body.reason)))
  )
}
