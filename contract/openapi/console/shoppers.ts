import type { RouteDocs } from '../types'

/** 用户: shoppers and reviews (contract/admin/shoppers.ts). */
export const consoleShoppersDocs: RouteDocs = {
  'GET /api/admin/reviews': { summary: "List shoppers' reviews, hidden ones included" },
  'GET /api/admin/shoppers': { summary: 'Search shoppers by phone or nickname (phones masked)' },
  'POST /api/admin/reviews/:id/hidden': { summary: 'Hide or show a review' },
  'POST /api/admin/shoppers/:id/reveal': { summary: "Show a shopper's full phone number (the reason is audited)" },
  'POST /api/admin/shoppers/:id/status': { summary: "Disable or enable a shopper's account" }
}
