import { type App, requireUser } from '../lib/context'
import { ERRNO } from '../errors'
import { ok, paging } from '../lib/reply'
import * as invoice from './invoice'
import { issuePendingInvoices } from './invoice-sandbox'
import { invoiceRoutes } from '@contract/api/money'

/** How long the sandbox tax service takes to issue an applied invoice. */
const ISSUE_AFTER_MS = 10_000

// Routes of the invoice area: receivers (titles), applications per order, and the issued PDF.
export default async function routes(app: App) {
  app.post('/invoice/receiver/list', { schema: invoiceRoutes['/invoice/receiver/list'] }, async (req) =>
    ok({ list: await invoice.listReceivers(app.db, requireUser(req)) })
  )
  app.post('/invoice/receiver/add', { schema: invoiceRoutes['/invoice/receiver/add'] }, async (req) =>
    ok(await invoice.saveReceiver(app.db, requireUser(req), req.body))
  )
  app.post('/invoice/receiver/del', { schema: invoiceRoutes['/invoice/receiver/del'] }, async (req) =>
    ok(await invoice.deleteReceiver(app.db, requireUser(req), req.body.id))
  )
  app.post('/invoice/apply', { schema: invoiceRoutes['/invoice/apply'] }, async (req) =>
    ok(await invoice.applyInvoice(app, requireUser(req), req.body))
  )
  app.post('/invoice/list', { schema: invoiceRoutes['/invoice/list'] }, async (req) =>
    ok(await invoice.listInvoices(app, requireUser(req), paging(req.body, 15, 50)))
  )
  app.post('/invoice/info', { schema: invoiceRoutes['/invoice/info'] }, async (req) =>
    ok(await invoice.invoiceInfo(app, requireUser(req), req.body.id))
  )

  app.get('/invoice/pdf/:id', { schema: invoiceRoutes['/invoice/pdf/:id'] }, async (req, reply) => {
    const pdf = await invoice.invoicePdf(app, req.params.id, req.query.sig)
    if (!pdf) return reply.status(404).send({ errno: ERRNO.NOT_FOUND, error: '发票不存在', data: null })
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="invoice-${req.params.id}.pdf"`)
      .send(pdf)
  })

  // Issuing is the operators' work; the sandbox merchant issues by itself only in development or a demo.
  if (app.config.sandboxMerchant)
    app.jobs.push({
      name: 'sandbox-invoice-issue',
      everyMs: 5_000,
      run: () => issuePendingInvoices(app, ISSUE_AFTER_MS)
    })
}
