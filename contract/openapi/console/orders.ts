import type { RouteDocs } from '../types'

/** 订单 and 仓库: orders, shipping, the dashboard (contract/admin/orders.ts). */
export const consoleOrdersDocs: RouteDocs = {
  'GET /api/admin/couriers': { summary: 'The courier companies a waybill may name' },
  'GET /api/admin/dashboard': { summary: "The dashboard: today's orders, sales, shoppers and what waits for action" },
  'GET /api/admin/orders': {
    summary: 'Search orders by status, number, phone, goods and date, a page at a time; reminded (提醒发货) first'
  },
  'GET /api/admin/orders-export': { summary: 'The orders of a search as a CSV file' },
  'GET /api/admin/orders/:id': { summary: 'One order with its lines, address, payments and status history' },
  'POST /api/admin/orders/:id/address': { summary: 'Change the delivery address of an order not yet shipped' },
  'POST /api/admin/orders/:id/close': { summary: 'Close an unpaid order with a reason' },
  'POST /api/admin/orders/:id/printed': {
    summary: '打印面单: mark the waybill of a paid order printed (the shopper can no longer change its address)'
  },
  'POST /api/admin/orders/:id/ship': { summary: 'Ship an order: courier company and waybill number' },
  'POST /api/admin/orders/ship-csv': { summary: 'Ship many orders at once from a CSV of order numbers and waybills' }
}
