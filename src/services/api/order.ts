import type { Body, Data } from '@contract/api/route'
import type { orderRoutes } from '@contract/api/order'
import type { OrderDeductionInput, OrderItemInput, OrderTab, OrderType } from '@contract/schemas/order'
import { request, type RequestOptions } from '../request'

/** The answers are the contract's (contract/api/order.ts): what the server's response schemas send. */
type R = typeof orderRoutes
type D<P extends keyof R> = Data<R[P]>

export interface OrderGoodsInput extends OrderDeductionInput {
  items?: OrderItemInput[]
  /** Comma-joined cart line ids, when ordering from the cart. */
  cart_ids?: string
  addr_id?: number
  coupon_id?: number
  activity_id?: number
  /** Joining an existing group (group buying) instead of starting one. */
  group_id?: number
}

// POST /api/v1/order/confirm: priced preview plus the confirm_token /order/create needs
export const confirmOrder = (body: OrderGoodsInput, options?: RequestOptions) =>
  request<D<'/order/confirm'>>('/order/confirm', { ...body }, options)

// POST /api/v1/order/create: the same confirm_token twice yields the same order
export const createOrder = (
  body: OrderGoodsInput & { confirm_token: string; addr_id: number; remark?: string },
  options?: RequestOptions
) => request<D<'/order/create'>>('/order/create', { ...body }, options)

// POST /api/v1/order/pay: the channel option travels as Access-Channel; scene is where the shopper pays
// (platform/payment.ts payRoute): the gateway's kind of trade depends on it.
export const payOrder = (payload: Body<R['/order/pay']>, options?: RequestOptions) =>
  request<D<'/order/pay'>>('/order/pay', payload, options)

// POST /api/v1/order/payway
export const getOrderPayway = (body: Body<R['/order/payway']>, options?: RequestOptions) =>
  request<D<'/order/payway'>>('/order/payway', body, options)

// POST /api/v1/order/listv2
export const getOrderList = (
  filters: { status?: OrderTab; type?: OrderType; keyword?: string; page?: number; page_size?: number } = {},
  options?: RequestOptions
) => request<D<'/order/listv2'>>('/order/listv2', filters, options)

// POST /api/v1/order/counts: the caller's orders counted per tab and per status (the "my" page's shortcuts)
export const getOrderCounts = (options?: RequestOptions) => request<D<'/order/counts'>>('/order/counts', {}, options)

// POST /api/v1/order/refund: type 1 仅退款 / 2 退货退款 (shipped orders), amount in cents up to what was paid;
// item_id: one line of the order instead of the whole order
export const refundOrder = (body: Body<R['/order/refund']>, options?: RequestOptions) =>
  request<D<'/order/refund'>>('/order/refund', body, options)

// POST /api/v1/order/infov2: by id or by order_no
export const getOrderInfo = (body: { id: number } | { order_no: string }, options?: RequestOptions) =>
  request<D<'/order/infov2'>>('/order/infov2', body, options)

// POST /api/v1/order/cancel: the reason (optional) goes into the order history
export const cancelOrder = (body: Body<R['/order/cancel']>, options?: RequestOptions) =>
  request<D<'/order/cancel'>>('/order/cancel', body, options)

// POST /api/v1/order/recvconfirm: the order's new status and the points the receipt earned
export const confirmOrderReceipt = (body: Body<R['/order/recvconfirm']>, options?: RequestOptions) =>
  request<D<'/order/recvconfirm'>>('/order/recvconfirm', body, options)

// POST /api/v1/order/recvextend: 延长收货, once, before the automatic receipt (errno 2348 twice, 2349 too late)
export const extendOrderReceipt = (body: Body<R['/order/recvextend']>, options?: RequestOptions) =>
  request<D<'/order/recvextend'>>('/order/recvextend', body, options)

// POST /api/v1/order/remind: 提醒发货, once a day per paid order (errno 2346 the second time)
export const remindOrderShipping = (body: Body<R['/order/remind']>, options?: RequestOptions) =>
  request<D<'/order/remind'>>('/order/remind', body, options)

// POST /api/v1/order/address: 修改地址 to a saved address, once, before printing or shipping
export const changeOrderAddress = (body: Body<R['/order/address']>, options?: RequestOptions) =>
  request<D<'/order/address'>>('/order/address', body, options)

// POST /api/v1/order/status
export const getOrderStatus = (body: Body<R['/order/status']>, options?: RequestOptions) =>
  request<D<'/order/status'>>('/order/status', body, options)

// POST /api/v1/order/aftersales
export const getAfterSales = (body: Body<R['/order/aftersales']> = {}, options?: RequestOptions) =>
  request<D<'/order/aftersales'>>('/order/aftersales', body, options)

// POST /api/v1/order/aftersale/info: one after-sale (ours, not in the spec)
export const getAfterSaleInfo = (body: Body<R['/order/aftersale/info']>, options?: RequestOptions) =>
  request<D<'/order/aftersale/info'>>('/order/aftersale/info', body, options)

// POST /api/v1/order/aftersale/cancel: the shopper withdraws an undecided application (ours, not in the spec)
export const cancelAfterSale = (body: Body<R['/order/aftersale/cancel']>, options?: RequestOptions) =>
  request<D<'/order/aftersale/cancel'>>('/order/aftersale/cancel', body, options)

// POST /api/v1/order/del: 删除订单, a finished or cancelled order leaves the shopper's lists (ours, not in the spec)
export const deleteOrder = (body: Body<R['/order/del']>, options?: RequestOptions) =>
  request<D<'/order/del'>>('/order/del', body, options)

// POST /api/v1/order/aftersale/couriers: the courier companies a return waybill may name (ours, not in the spec)
export const getReturnCouriers = (options?: RequestOptions) =>
  request<D<'/order/aftersale/couriers'>>('/order/aftersale/couriers', {}, options)

// POST /api/v1/order/aftersale/return: the courier and waybill of goods sent back, once (ours, not in the spec)
export const submitReturnWaybill = (body: Body<R['/order/aftersale/return']>, options?: RequestOptions) =>
  request<D<'/order/aftersale/return'>>('/order/aftersale/return', body, options)
