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
  'POST /api/v1/order/listv2': {
    summary: "The shopper's orders by tab, a page at a time; 订单搜索 with a keyword",
    description:
      'With `keyword` (trimmed, at most 30 characters): six digits or more match the start of an order number, ' +
      'anything else the words of a goods name in any line. Paged and counted like the list; the tab counts stay ' +
      "the shopper's own.",
    request: { status: 'all', keyword: '五常大米', page: 1, page_size: 10 }
  },
  'POST /api/v1/order/remind': {
    summary: '提醒发货: remind the shop to ship a paid order (once a China day per order)',
    description: 'A second reminder the same day answers errno 2346 (今天已提醒过商家，请耐心等待).',
    request: { id: 1 }
  },
  'POST /api/v1/order/address': {
    summary: "修改地址: move a paid order not yet shipped nor printed to one of the shopper's saved addresses, once",
    description:
      'The rule of the console (the regional stock must reach the new province, else 2105); refused once shipped ' +
      'or printed by the warehouse (2345) and after the one change (2347). The order history records it.',
    request: { id: 1, addr_id: 2 }
  },
  'POST /api/v1/order/pay': { summary: 'Pay an order with a pay way; answers what the client launches to pay' },
  'POST /api/v1/order/payway': { summary: 'The pay ways an order can use, with balances' },
  'POST /api/v1/order/recvconfirm': { summary: 'Confirm receipt of a shipped order' },
  'POST /api/v1/order/recvextend': {
    summary: '延长收货: push the automatic receipt of a shipped order later, once, before its deadline',
    description:
      'The deadline (`auto_receive_time` of /order/infov2) moves RECEIVE_EXTEND_SECONDS later (5 days in production). ' +
      'A second extension answers errno 2348 (每个订单只能延长收货一次), one after the deadline 2349.',
    request: { id: 1 }
  },
  'POST /api/v1/order/refund': { summary: 'Apply for a refund or a return (退款 / 退货退款) of order lines' },
  'POST /api/v1/order/status': { summary: "An order's status, polled after paying" },
  'POST /api/v1/review/create': { summary: 'Review a line of a received order' },
  'POST /api/v1/review/list': { summary: "A goods item's reviews, a page at a time" },
  'POST /api/v1/review/order': { summary: "An order's lines and whether each is reviewed" }
}
