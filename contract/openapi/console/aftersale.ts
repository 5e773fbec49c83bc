import type { RouteDocs } from '../types'

/** 售后: refunds and returns (contract/admin/aftersale.ts). */
export const consoleAftersaleDocs: RouteDocs = {
  'GET /api/admin/aftersales': {
    summary: 'List after-sale applications (refunds and returns) by state, order or phone'
  },
  'GET /api/admin/aftersales/:id/return-track': {
    summary: 'The tracking of the goods a shopper sends back on a return'
  },
  'GET /api/admin/return-address': { summary: 'The default return address; null until one is set' },
  'POST /api/admin/aftersales/:id/accept-return': {
    summary: 'Approve a 退货退款 application and send the shopper the return address'
  },
  'POST /api/admin/aftersales/:id/approve': {
    summary: 'Approve a refund application: the money goes back the way it was paid'
  },
  'POST /api/admin/aftersales/:id/receive': {
    summary: 'Confirm the returned goods arrived, which releases the refund'
  },
  'POST /api/admin/aftersales/:id/refund': {
    summary: 'Refund part of an order line, up to what the line paid and has not got back'
  },
  'POST /api/admin/aftersales/:id/refuse': {
    summary: 'Refuse an after-sale application with a reason the shopper reads'
  },
  'POST /api/admin/return-address': { summary: 'Set the default return address' }
}
