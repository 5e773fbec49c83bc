import { reminderRoutes } from '@contract/api/reminder'
import { type App, requireUser } from '../lib/context'
import { ok, paging } from '../lib/reply'
import { cancel, listMine, subscribe } from './reminder'
import { sendSaleStartReminders } from './reminder-send'

/** 到货提醒 and 开抢提醒 (docs/operations.md, "Reminders"): every call needs a login. */
export default async function routes(app: App) {
  app.post('/reminder/subscribe', { schema: reminderRoutes['/reminder/subscribe'] }, async (req) =>
    ok(await subscribe(app.db, requireUser(req), req.body))
  )
  app.post('/reminder/cancel', { schema: reminderRoutes['/reminder/cancel'] }, async (req) =>
    ok(await cancel(app.db, requireUser(req), req.body.id))
  )
  app.post('/reminder/list', { schema: reminderRoutes['/reminder/list'] }, async (req) => {
    const uid = requireUser(req)
    const page = paging(req.body, 20, 50)
    return ok(await listMine(app.db, uid, app.config.publicUrl, { skuId: req.body.sku_id, ...page }))
  })
  // 开抢提醒 go out within this interval of a sale's start, once across the cluster (docs/decisions/0013).
  app.jobs.push({ name: 'reminders-sale-start', everyMs: 15_000, run: () => sendSaleStartReminders(app.db) })
}
