import type { RouteDocs } from '../types'

/** Go-live readiness (contract/admin/readiness.ts). */
export const consoleReadinessDocs: RouteDocs = {
  'GET /api/admin/readiness': {
    summary: 'What is still missing before going live (providers, keys, content), item by item'
  }
}
