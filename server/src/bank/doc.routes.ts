import type { App } from '../lib/context'
import { docRoutes } from '@contract/api/pension'
import { findBank } from './bank'
import { esc, html, page } from '../lib/html'

// Documents served as pages (outside /api), in production too: the partner bank's account-opening protocol.
export default async function routes(app: App) {
  app.get('/bank/protocol', { schema: docRoutes['/bank/protocol'] }, async (req, reply) => {
    const bank = await findBank(app.db, req.query.bankId ?? 1)
    if (!bank) return html(reply, page('协议', '<div class="card">协议不存在</div>'), 404)
    return html(
      reply,
      page(bank.protocolTitle, `<div class="card"><pre>${esc(bank.protocolText)}</pre></div>`, bank.color)
    )
  })
}
