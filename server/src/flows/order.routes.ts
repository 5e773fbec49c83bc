import { type App, requireUser } from '../lib/context'
import { invalid } from '../errors'
import { ok, paging } from '../lib/reply'
import { parseIdList } from '../lib/schemas'
import * as order from './checkout'
import * as receipt from './order-receive'
import { confirmOrder } from './checkout-confirm'
import { warmGroups } from './checkout-group'
import { expireGroups } from './group-expiry'
import * as query from './order-query'
import * as payment from './pay'
import * as refund from './refund'
import { deleteOrder } from '../order/order-delete'
import { remindShipment } from '../order/order-remind'
import { changeAddressByShopper } from './order-address'
import { searchOrders } from './order-search'
import { afterSaleInfo, listAfterSales } from '../aftersale/aftersale'
import { orderRoutes } from '@contract/api/order'

const cartIds = (v: string | number[] | undefined) =>
  v === undefined ? undefined : typeof v === 'string' ? parseIdList('cart_ids', v) : v

// Routes of the order area: every call needs a login; other users' orders and after-sales are "not found".
// Requests and answers are the contract's (contract/api/order.ts).
export default async function routes(app: App) {
  // A flash sale's group statements, built before the first crowd (checkout-group.ts).
  if (app.config.flashGroups) app.addHook('onReady', async () => warmGroups(app.db))
  app.post('/order/confirm', { schema: orderRoutes['/order/confirm'] }, async (req) => {
    const uid = requireUser(req)
    return ok(await confirmOrder(app, uid, { ...req.body, cart_ids: cartIds(req.body.cart_ids) }))
  })

  app.post('/order/create', { schema: orderRoutes['/order/create'] }, async (req) => {
    const uid = requireUser(req)
    return ok(await order.createOrder(app, uid, { ...req.body, cart_ids: cartIds(req.body.cart_ids) }))
  })

  app.post('/order/payway', { schema: orderRoutes['/order/payway'] }, async (req) =>
    ok(await payment.orderPayways(app, requireUser(req), req.body.order_no))
  )

  app.post('/order/pay', { schema: orderRoutes['/order/pay'] }, async (req) =>
    ok(await payment.payOrder(app, requireUser(req), { ...req.body, client_ip: req.ip }))
  )

  app.post('/order/counts', { schema: orderRoutes['/order/counts'] }, async (req) =>
    ok(await query.orderCounts(app, requireUser(req)))
  )

  app.post('/order/listv2', { schema: orderRoutes['/order/listv2'] }, async (req) => {
    const uid = requireUser(req)
    const status = req.body.status === '' ? undefined : req.body.status
    const keyword = req.body.keyword?.trim()
    const page = paging(req.body, 10, 50)
    // 订单搜索: the same list, of the orders matching the keyword (flows/order-search.ts).
    if (keyword) return ok(await searchOrders(app, uid, { ...req.body, status, keyword }, page))
    return ok(await query.listOrders(app, uid, { ...req.body, status }, page))
  })

  // 提醒发货 and 修改地址: the shopper's help with a paid order not yet shipped (docs/fulfilment.md).
  app.post('/order/remind', { schema: orderRoutes['/order/remind'] }, async (req) =>
    ok(await remindShipment(app, requireUser(req), req.body.id))
  )
  app.post('/order/address', { schema: orderRoutes['/order/address'] }, async (req) =>
    ok(await changeAddressByShopper(app, requireUser(req), req.body.id, req.body.addr_id))
  )

  app.post('/order/infov2', { schema: orderRoutes['/order/infov2'] }, async (req) => {
    const uid = requireUser(req)
    if (req.body.id === undefined && req.body.order_no === undefined) throw invalid('id', '不能为空')
    return ok(await query.orderInfo(app, uid, req.body))
  })

  app.post('/order/status', { schema: orderRoutes['/order/status'] }, async (req) =>
    ok(await query.orderStatus(app, requireUser(req), req.body.id))
  )
  app.post('/order/cancel', { schema: orderRoutes['/order/cancel'] }, async (req) =>
    ok(await order.cancelOrder(app, requireUser(req), req.body.id, req.body.reason))
  )
  app.post('/order/recvconfirm', { schema: orderRoutes['/order/recvconfirm'] }, async (req) =>
    ok(await receipt.confirmReceipt(app, requireUser(req), req.body.id))
  )
  // 延长收货: once, before the automatic receipt's deadline (docs/operations.md, Automatic receipt).
  app.post('/order/recvextend', { schema: orderRoutes['/order/recvextend'] }, async (req) =>
    ok(await receipt.extendReceipt(app, requireUser(req), req.body.id))
  )

  app.post('/order/del', { schema: orderRoutes['/order/del'] }, async (req) =>
    ok(await deleteOrder(app, requireUser(req), req.body.id))
  )

  app.post('/order/refund', { schema: orderRoutes['/order/refund'] }, async (req) => {
    const uid = requireUser(req)
    if (!req.body.reason.trim()) throw invalid('reason', '不能为空')
    return ok(await refund.applyRefund(app, uid, req.body))
  })

  app.post('/order/aftersales', { schema: orderRoutes['/order/aftersales'] }, async (req) =>
    ok(await listAfterSales(app, requireUser(req), paging(req.body, 10, 50)))
  )
  app.post('/order/aftersale/info', { schema: orderRoutes['/order/aftersale/info'] }, async (req) =>
    ok(await afterSaleInfo(app, requireUser(req), req.body.id))
  )
  app.post('/order/aftersale/cancel', { schema: orderRoutes['/order/aftersale/cancel'] }, async (req) =>
    ok(await refund.cancelAfterSale(app, requireUser(req), req.body.id))
  )

  app.jobs.push(
    { name: 'order-auto-close', everyMs: 30_000, run: () => order.closeExpiredOrders(app) },
    { name: 'order-group-expire', everyMs: 30_000, run: () => expireGroups(app) },
    // 自动确认收货 of shipped orders whose deadline came (flows/order-receive.ts).
    { name: 'order-auto-receive', everyMs: 60_000, run: () => receipt.autoReceiveOrders(app) },
    { name: 'order-complete', everyMs: 60_000, run: () => order.completeOrders(app) }
  )
}
