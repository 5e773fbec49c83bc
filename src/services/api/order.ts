import type {
  OrderDeductionInput,
  AfterSale,
  AfterSaleListResult,
  OrderConfirmResult,
  OrderCounts,
  OrderCreateResult,
  OrderInfo,
  OrderItemInput,
  OrderListResult,
  OrderStatusResult,
  OrderTab,
  OrderType,
  RefundType
} from '@contract/schemas/order'
import type { PayResult, Payway, PaywayResult } from '@contract/schemas/payment'
import { request, type RequestOptions } from '../request'

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
  request<OrderConfirmResult>('/order/confirm', { ...body }, options)

// POST /api/v1/order/create: the same confirm_token twice yields the same order
export const createOrder = (
  body: OrderGoodsInput & { confirm_token: string; addr_id: number; remark?: string },
  options?: RequestOptions
) => request<OrderCreateResult>('/order/create', { ...body }, options)

// POST /api/v1/order/pay: the channel option travels as Access-Channel
export const payOrder = (
  payload: {
    order_no: string
    payway: Payway
    user_freeca_id?: number
    return_url?: string
    /** Where the shopper pays (platform/payment.ts payRoute): the gateway's kind of trade depends on it. */
    scene?: 'weapp' | 'alipay' | 'jsapi' | 'cashier'
  },
  options?: RequestOptions
) => request<PayResult>('/order/pay', payload, options)

// POST /api/v1/order/payway
export const getOrderPayway = (body: { order_no: string }, options?: RequestOptions) =>
  request<PaywayResult>('/order/payway', body, options)

// POST /api/v1/order/listv2
export const getOrderList = (
  filters: { status?: OrderTab; type?: OrderType; page?: number; page_size?: number } = {},
  options?: RequestOptions
) => request<OrderListResult>('/order/listv2', filters, options)

// POST /api/v1/order/counts: the caller's orders counted per tab and per status (the "my" page's shortcuts)
export const getOrderCounts = (options?: RequestOptions) => request<OrderCounts>('/order/counts', {}, options)

// POST /api/v1/order/refund: type 1 仅退款 / 2 退货退款 (shipped orders), amount in cents up to what was paid
export const refundOrder = (
  body: {
    id: number
    reason: string
    images?: string[]
    desc?: string
    type?: RefundType
    amount?: number
    /** One line of the order (its item_id) instead of the whole order. */
    item_id?: number
  },
  options?: RequestOptions
) => request<{ id: number; order_id: number; status: number; status_text: string }>('/order/refund', body, options)

// POST /api/v1/order/infov2: by id or by order_no
export const getOrderInfo = (body: { id: number } | { order_no: string }, options?: RequestOptions) =>
  request<OrderInfo>('/order/infov2', body, options)

// POST /api/v1/order/cancel: the reason (optional) goes into the order history
export const cancelOrder = (body: { id: number; reason?: string }, options?: RequestOptions) =>
  request<OrderStatusResult>('/order/cancel', body, options)

// POST /api/v1/order/recvconfirm
export const confirmOrderReceipt = (body: { id: number }, options?: RequestOptions) =>
  request<OrderStatusResult>('/order/recvconfirm', body, options)

// POST /api/v1/order/status
export const getOrderStatus = (body: { id: number }, options?: RequestOptions) =>
  request<OrderStatusResult>('/order/status', body, options)

// POST /api/v1/order/aftersales
export const getAfterSales = (body: { page?: number; page_size?: number } = {}, options?: RequestOptions) =>
  request<AfterSaleListResult>('/order/aftersales', body, options)

// POST /api/v1/order/aftersale/info: one after-sale (ours, not in the spec)
export const getAfterSaleInfo = (body: { id: number }, options?: RequestOptions) =>
  request<AfterSale>('/order/aftersale/info', body, options)

// POST /api/v1/order/aftersale/cancel: the shopper withdraws an undecided application (ours, not in the spec)
export const cancelAfterSale = (body: { id: number }, options?: RequestOptions) =>
  request<AfterSale>('/order/aftersale/cancel', body, options)

// POST /api/v1/order/del: 删除订单, a finished or cancelled order leaves the shopper's lists (ours, not in the spec)
export const deleteOrder = (body: { id: number }, options?: RequestOptions) =>
  request<{ id: number }>('/order/del', body, options)

// POST /api/v1/order/aftersale/couriers: the courier companies a return waybill may name (ours, not in the spec)
export const getReturnCouriers = (options?: RequestOptions) =>
  request<{ list: Array<{ com: string; name: string }> }>('/order/aftersale/couriers', {}, options)

// POST /api/v1/order/aftersale/return: the courier and waybill of goods sent back, once (ours, not in the spec)
export const submitReturnWaybill = (body: { id: number; com: string; express_no: string }, options?: RequestOptions) =>
  request<AfterSale>('/order/aftersale/return', body, options)
