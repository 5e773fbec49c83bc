import type { RouteDocs } from '../types'

/** Wallet: coupons, shopping cards, points, invoices (contract/api/money.ts). */
export const shopMoneyDocs: RouteDocs = {
  'GET /api/v1/invoice/pdf/:id': { summary: "An issued invoice's PDF" },
  'POST /api/v1/coupon/center': {
    summary: 'The 领券中心: coupons the shopper can receive (for one goods item with sku_id)'
  },
  'POST /api/v1/coupon/list': { summary: "The shopper's coupons by tab (unused, used, expired)" },
  'POST /api/v1/coupon/receive': { summary: 'Receive a coupon from the coupon centre' },
  'POST /api/v1/freeca/info': { summary: 'One shopping card with its balance and use' },
  'POST /api/v1/freeca/list': { summary: "The shopper's shopping cards" },
  'POST /api/v1/invoice/apply': { summary: 'Apply for an invoice for an order' },
  'POST /api/v1/invoice/info': { summary: 'One invoice application' },
  'POST /api/v1/invoice/list': { summary: "The shopper's invoice applications" },
  'POST /api/v1/invoice/receiver/add': { summary: 'Add or change an invoice title (个人 or 单位)' },
  'POST /api/v1/invoice/receiver/del': { summary: 'Delete an invoice title' },
  'POST /api/v1/invoice/receiver/list': { summary: "The shopper's invoice titles" },
  'POST /api/v1/points/flow': { summary: 'The points flow, a page at a time' },
  'POST /api/v1/points/info': { summary: 'The points balance and what it is worth at checkout' },
  'POST /api/v1/user/efulibalance': { summary: 'The welfare (福利) balance' }
}
