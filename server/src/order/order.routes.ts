import { Type } from '@sinclair/typebox'
import { type App, requireUser } from '../lib/context'
import { invalid } from '../errors'
import { ok, paging } from '../lib/reply'
import { Empty, ID_MAX, Id, IdList, OrderNo, Paging, PagingFields, parseIdList } from '../lib/schemas'
import * as order from './order'
import { confirmOrder } from './order-confirm'
import { expireGroups } from './order-group-expiry'
import * as query from './order-query'
import * as payment from '../payment/payment'
import * as refund from './refund'
import { deleteOrder } from './order-delete'
import { afterSaleInfo, listAfterSales } from './order-aftersale'
import type { OrderTab, RefundType } from '@contract/schemas/order'
import type { Payway } from '@contract/schemas/payment'
import type { PayScene } from '../payment/payment.provider'

const Item = Type.Object({ sku_id: Id, qty: Type.Integer({ minimum: 1, maximum: 99 }) })
/** Cart ids come comma-joined like /cart/del, or as a list. */
const CartIds = Type.Union([IdList, Type.Array(Id, { minItems: 1, maxItems: 100 })])
const Goods = {
  items: Type.Optional(Type.Array(Item, { minItems: 1, maxItems: 50 })),
  cart_ids: Type.Optional(CartIds),
  activity_id: Type.Optional(Id),
  group_id: Type.Optional(Id),
  // Checkout deductions and the invoice title (issue 9), the same at confirm and at create.
  user_freeca_id: Type.Optional(Id),
  use_points: Type.Optional(Type.Boolean()),
  invoice_receiver_id: Type.Optional(Id)
}
const TabKey = Type.Unsafe<OrderTab | ''>({
  type: 'string',
  enum: ['', 'all', 'await_pay', 'delivering', 'await_ship', 'await_receive', 'delivered', 'refund']
})
const StatusCode = Type.Unsafe<number>({ type: 'integer', enum: [-4, -3, -2, -1, 0, 1, 2, 3, 4, 101] })
const PaywayCode = Type.Unsafe<Payway>({ type: 'integer', enum: [1, 2, 4, 8] })
/** Only a path on our own site: the cashier must never redirect a shopper elsewhere. */
const ReturnPath = Type.String({ pattern: '^/(?![/\\\\])[^\\s]*$', maxLength: 300 })
const ImageUrl = Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 500 })

const cartIds = (v: string | number[] | undefined) =>
  v === undefined ? undefined : typeof v === 'string' ? parseIdList('cart_ids', v) : v

// Routes of the order area: every call needs a login; other users' orders and after-sales are "not found".
export default async function routes(app: App) {
  app.post(
    '/order/confirm',
    {
      schema: {
        body: Type.Object({
          ...Goods,
          addr_id: Type.Optional(Id),
          coupon_id: Type.Optional(Type.Integer({ minimum: 0, maximum: ID_MAX }))
        })
      }
    },
    async (req) => {
      const uid = requireUser(req)
      return ok(await confirmOrder(app, uid, { ...req.body, cart_ids: cartIds(req.body.cart_ids) }))
    }
  )

  app.post(
    '/order/create',
    {
      schema: {
        body: Type.Object({
          ...Goods,
          confirm_token: Type.String({ minLength: 1, maxLength: 128 }),
          addr_id: Id,
          coupon_id: Type.Optional(Type.Integer({ minimum: 0, maximum: ID_MAX })),
          remark: Type.Optional(Type.String({ maxLength: 200 }))
        })
      }
    },
    async (req) => {
      const uid = requireUser(req)
      return ok(await order.createOrder(app, uid, { ...req.body, cart_ids: cartIds(req.body.cart_ids) }))
    }
  )

  app.post('/order/payway', { schema: { body: Type.Object({ order_no: OrderNo }) } }, async (req) =>
    ok(await payment.orderPayways(app, requireUser(req), req.body.order_no))
  )

  app.post(
    '/order/pay',
    {
      schema: {
        body: Type.Object({
          order_no: OrderNo,
          payway: PaywayCode,
          user_freeca_id: Type.Optional(Id),
          return_url: Type.Optional(ReturnPath),
          scene: Type.Optional(Type.Unsafe<PayScene>({ type: 'string', enum: ['weapp', 'alipay', 'jsapi', 'cashier'] }))
        })
      }
    },
    async (req) => ok(await payment.payOrder(app, requireUser(req), { ...req.body, client_ip: req.ip }))
  )

  app.post('/order/counts', { schema: { body: Empty } }, async (req) =>
    ok(await query.orderCounts(app, requireUser(req)))
  )

  app.post(
    '/order/listv2',
    {
      schema: {
        body: Type.Object({
          status: Type.Optional(Type.Union([StatusCode, TabKey])),
          type: Type.Optional(Type.Unsafe<0 | 1 | 2>({ type: 'integer', enum: [0, 1, 2] })),
          ...PagingFields
        })
      }
    },
    async (req) => {
      const uid = requireUser(req)
      const status = req.body.status === '' ? undefined : req.body.status
      return ok(await query.listOrders(app, uid, { ...req.body, status }, paging(req.body, 10, 50)))
    }
  )

  app.post(
    '/order/infov2',
    { schema: { body: Type.Object({ id: Type.Optional(Id), order_no: Type.Optional(OrderNo) }) } },
    async (req) => {
      const uid = requireUser(req)
      if (req.body.id === undefined && req.body.order_no === undefined) throw invalid('id', '不能为空')
      return ok(await query.orderInfo(app, uid, req.body))
    }
  )

  app.post('/order/status', { schema: { body: Type.Object({ id: Id }) } }, async (req) =>
    ok(await query.orderStatus(app, requireUser(req), req.body.id))
  )
  app.post(
    '/order/cancel',
    { schema: { body: Type.Object({ id: Id, reason: Type.Optional(Type.String({ maxLength: 50 })) }) } },
    async (req) => ok(await order.cancelOrder(app, requireUser(req), req.body.id, req.body.reason))
  )
  app.post('/order/recvconfirm', { schema: { body: Type.Object({ id: Id }) } }, async (req) =>
    ok(await order.confirmReceipt(app, requireUser(req), req.body.id))
  )

  app.post('/order/del', { schema: { body: Type.Object({ id: Id }) } }, async (req) =>
    ok(await deleteOrder(app, requireUser(req), req.body.id))
  )

  app.post(
    '/order/refund',
    {
      schema: {
        body: Type.Object({
          id: Id,
          reason: Type.String({ minLength: 1, maxLength: 100 }),
          images: Type.Optional(Type.Array(ImageUrl, { maxItems: 9 })),
          desc: Type.Optional(Type.String({ maxLength: 500 })),
          type: Type.Optional(Type.Unsafe<RefundType>({ type: 'integer', enum: [1, 2] })),
          amount: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
          // One line of the order (its item_id); the whole order without it.
          item_id: Type.Optional(Id)
        })
      }
    },
    async (req) => {
      const uid = requireUser(req)
      if (!req.body.reason.trim()) throw invalid('reason', '不能为空')
      return ok(await refund.applyRefund(app, uid, req.body))
    }
  )

  app.post('/order/aftersales', { schema: { body: Paging } }, async (req) =>
    ok(await listAfterSales(app, requireUser(req), paging(req.body, 10, 50)))
  )
  app.post('/order/aftersale/info', { schema: { body: Type.Object({ id: Id }) } }, async (req) =>
    ok(await afterSaleInfo(app, requireUser(req), req.body.id))
  )
  app.post('/order/aftersale/cancel', { schema: { body: Type.Object({ id: Id }) } }, async (req) =>
    ok(await refund.cancelAfterSale(app, requireUser(req), req.body.id))
  )

  app.jobs.push(
    { name: 'order-auto-close', everyMs: 30_000, run: () => order.closeExpiredOrders(app) },
    { name: 'order-group-expire', everyMs: 30_000, run: () => expireGroups(app) },
    { name: 'order-complete', everyMs: 60_000, run: () => order.completeOrders(app) }
  )
}
