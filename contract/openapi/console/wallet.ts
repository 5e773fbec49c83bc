import type { RouteDocs } from '../types'

/** 营销: coupons and shopping cards (contract/admin/wallet.ts). */
export const consoleWalletDocs: RouteDocs = {
  'GET /api/admin/cards': { summary: 'List shopping cards (购物卡) by batch, number or state' },
  'GET /api/admin/cards/:id': { summary: 'One shopping card with its balance and use history' },
  'GET /api/admin/cards/batches': { summary: 'List the shopping-card batches' },
  'GET /api/admin/coupons': { summary: 'List the coupon templates with issued and used counts' },
  'POST /api/admin/cards/:id/status': { summary: 'Freeze or unfreeze a shopping card' },
  'POST /api/admin/cards/batches': { summary: 'Create a batch of shopping cards (face value, count, validity)' },
  'POST /api/admin/cards/batches/:id/issue': {
    summary: 'Issue cards of a batch to shoppers by phone (once per request id)'
  },
  'POST /api/admin/coupons': { summary: 'Create a coupon template' },
  'POST /api/admin/coupons/:id/issue': { summary: 'Issue a coupon to shoppers by phone (once per request id)' },
  'POST /api/admin/coupons/:id/stop': { summary: 'Stop a coupon template: no more can be received' },
  'PUT /api/admin/coupons/:id': { summary: 'Change a coupon template before it is issued' }
}
