import type { RouteDocs } from '../types'

/** Orders, payment, after-sales and reviews (contract/api/order.ts). */
export const shopOrderDocs: RouteDocs = {
  'POST /api/payment/callback/:provider': {
    summary: "A payment gateway's notification (raw signed body); answered in the gateway's format"
  },
  'POST /api/v1/order/aftersale/cancel': { summary: 'Withdraw an after-sale application' },
  'POST /api/v1/order/aftersale/couriers': {
    summary: '退货退款: the couriers a return waybill may name, and the waybill given'
  },
  'POST /api/v1/order/aftersale/info': { summary: 'One after-sale application and its progress' },
  'POST /api/v1/order/aftersale/return': { summary: 'Give the waybill of the goods sent back' },
  'POST /api/v1/order/aftersales': { summary: "The shopper's after-sale applications, a page at a time" },
  'POST /api/v1/order/cancel': { summary: 'Cancel an unpaid order (stock, coupon, points and card go back)' },
  'POST /api/v1/order/confirm': {
    summary: 'Price a checkout (goods, address, coupon, card, points) and get its confirm token'
  },
  'POST /api/v1/order/counts': { summary: "Order counts by tab (the 我的 page's badges)" },
  'POST /api/v1/order/create': { summary: 'Place the order priced by /order/confirm (its confirm token)' },
  'POST /api/v1/order/del': { summary: '删除订单: remove a finished or cancelled order from the lists' },
  'POST /api/v1/order/infov2': { summary: 'One order: lines, amounts, address, shipping, after-sales' },
  'POST /api/v1/order/listv2': { summary: "The shopper's orders by tab, a page at a time" },
  'POST /api/v1/order/pay': { summary: 'Pay an order with a pay way; answers what the client launches to pay' },
  'POST /api/v1/order/payway': { summary: 'The pay ways an order can use, with balances' },
  'POST /api/v1/order/recvconfirm': { summary: 'Confirm receipt of a shipped order' },
  'POST /api/v1/order/refund': { summary: 'Apply for a refund or a return (退款 / 退货退款) of order lines' },
  'POST /api/v1/order/status': { summary: "An order's status, polled after paying" },
  'POST /api/v1/review/create': { summary: 'Review a line of a received order' },
  'POST /api/v1/review/list': { summary: "A goods item's reviews, a page at a time" },
  'POST /api/v1/review/order': { summary: "An order's lines and whether each is reviewed" }
}
