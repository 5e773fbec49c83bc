import { adminReadinessRoutes as R } from '@contract/admin/readiness'
import type { App } from '../lib/context'
import { ok } from '../lib/reply'
import { readiness } from './readiness'

// What the shop still needs before it can sell, on the console's 概览 (admin/readiness.ts).

export default async function readinessRoutes(app: App) {
  app.get('/readiness', { schema: R['GET /readiness'], config: { perm: 'dashboard:read' } }, async () =>
    ok(await readiness(app))
  )
}
