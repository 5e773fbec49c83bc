import { Readable } from 'node:stream'
import type { App } from '../lib/context'
import { invalid } from '../errors'
import { ok } from '../lib/reply'
import { approveByOperator, listAfterSaleQueue, refuseByOperator } from './aftersale'
import { bulkShip } from './bulk-ship'
import { dashboard } from './dashboard'
import { adminAfterSaleRoutes as A } from '@contract/admin/aftersale'
import { adminMoneyRoutes as M } from '@contract/admin/money'
import { adminOrderRoutes as R } from '@contract/admin/orders'
import { closeByOperator, couriers, listOrders, markPrinted, orderDetail, orderPages, shipByOperator } from './orders'
import { actor } from './route'
import { approveWithdrawal, listWithdrawals, refuseWithdrawal } from './withdrawals'

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
  app.get('/orders', { schema: R['GET /orders'], config: { perm: 'order:read' } }, async (req) =>
    ok(await listOrders(app.db, req.query))
  )
  app.get('/orders/:id', { schema: R['GET /orders/:id'], config: { perm: 'order:read' } }, async (req) =>
    ok(await orderDetail(app.db, req.params.id))
  )
  app.get('/dashboard', { schema: R['GET /dashboard'], config: { perm: 'dashboard:read' } }, async () =>
    ok(await dashboard(app.db))
  )
  app.get('/couriers', { schema: R['GET /couriers'], config: { perm: 'order:read' } }, async () => ok(couriers(app)))
  // Streamed a page of 1,000 at a time: 100,000 orders export without holding them in memory.
  app.get('/orders-export', { schema: R['GET /orders-export'], config: { perm: 'order:read' } }, async (req, reply) => {
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
    return (
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        // The contract names a raw answer's body a string (rawRoute); this one is the same text, streamed.
        .send(Readable.from(lines()) as unknown as string)
    )
  })
  app.post('/orders/:id/ship', { schema: R['POST /orders/:id/ship'], config: { perm: 'order:ship' } }, async (req) =>
    ok(await shipByOperator(app, actor(req), { id: req.params.id }, req.body))
  )
  app.post(
    '/orders/:id/printed',
    { schema: R['POST /orders/:id/printed'], config: { perm: 'order:ship' } },
    async (req) => ok(await markPrinted(app, actor(req), req.params.id))
  )
  app.post('/orders/ship-csv', { schema: R['POST /orders/ship-csv'], config: { perm: 'order:ship' } }, async (req) =>
    ok(await bulkShip(app, actor(req), req.body.csv))
  )
  app.post('/orders/:id/close', { schema: R['POST /orders/:id/close'], config: { perm: 'order:ship' } }, async (req) =>
    ok(await closeByOperator(app, actor(req), req.params.id, reasonOf(req.body.reason)))
  )

  app.get('/aftersales', { schema: A['GET /aftersales'], config: { perm: 'order:read' } }, async (req) =>
    ok(await listAfterSaleQueue(app.db, req.query))
  )
  app.post(
    '/aftersales/:id/approve',
    { schema: A['POST /aftersales/:id/approve'], config: { perm: 'money:write' } },
    async (req) => ok(await approveByOperator(app, actor(req), req.params.id, req.body.remark ?? ''))
  )
  app.post(
    '/aftersales/:id/refuse',
    { schema: A['POST /aftersales/:id/refuse'], config: { perm: 'aftersale:write' } },
    async (req) => ok(await refuseByOperator(app, actor(req), req.params.id, reasonOf(req.body.reason)))
  )

  app.get('/withdrawals', { schema: M['GET /withdrawals'], config: { perm: 'money:read' } }, async (req) =>
    ok(await listWithdrawals(app.db, req.query))
  )
  app.post(
    '/withdrawals/:id/approve',
    { schema: M['POST /withdrawals/:id/approve'], config: { perm: 'money:write' } },
    async (req) => ok(await approveWithdrawal(app, actor(req), req.params.id))
  )
  app.post(
    '/withdrawals/:id/refuse',
    { schema: M['POST /withdrawals/:id/refuse'], config: { perm: 'money:write' } },
    async (req) => ok(await refuseWithdrawal(app, actor(req), req.params.id, reasonOf(req.body.reason)))
  )
}
