import { Type } from '@sinclair/typebox'
import { type App, requireUser } from '../lib/context'
import { ERRNO } from '../errors'
import { ok, paging } from '../lib/reply'
import { Empty, Id, Paging } from '../lib/schemas'
import * as invoice from './invoice'
import type { InvoiceReceiverKind } from '@contract/schemas/invoice'

/** How long the sandbox tax service takes to issue an applied invoice. */
const ISSUE_AFTER_MS = 10_000
const Text = (max: number) => Type.Optional(Type.String({ maxLength: max }))

const Receiver = Type.Object({
  id: Type.Optional(Id),
  kind: Type.Unsafe<InvoiceReceiverKind>({ type: 'integer', enum: [1, 2] }),
  title: Type.String({ minLength: 1, maxLength: 100 }),
  tax_no: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z]{0,20}$' })),
  email: Type.Optional(Type.String({ pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', maxLength: 100 })),
  phone: Type.Optional(Type.String({ pattern: '^[0-9-]{0,20}$' })),
  address: Text(200),
  bank_name: Text(100),
  bank_account: Type.Optional(Type.String({ pattern: '^[0-9 ]{0,40}$' })),
  is_default: Type.Optional(Type.Boolean())
})

// Routes of the invoice area: receivers (titles), applications per order, and the issued PDF.
export default async function routes(app: App) {
  app.post('/invoice/receiver/list', { schema: { body: Empty } }, async (req) =>
    ok({ list: await invoice.listReceivers(app.db, requireUser(req)) })
  )
  app.post('/invoice/receiver/add', { schema: { body: Receiver } }, async (req) =>
    ok(await invoice.saveReceiver(app.db, requireUser(req), req.body))
  )
  app.post('/invoice/receiver/del', { schema: { body: Type.Object({ id: Id }) } }, async (req) =>
    ok(await invoice.deleteReceiver(app.db, requireUser(req), req.body.id))
  )
  app.post('/invoice/apply', { schema: { body: Type.Object({ order_id: Id, receiver_id: Id }) } }, async (req) =>
    ok(await invoice.applyInvoice(app, requireUser(req), req.body))
  )
  app.post('/invoice/list', { schema: { body: Paging } }, async (req) =>
    ok(await invoice.listInvoices(app, requireUser(req), paging(req.body, 15, 50)))
  )
  app.post('/invoice/info', { schema: { body: Type.Object({ id: Id }) } }, async (req) =>
    ok(await invoice.invoiceInfo(app, requireUser(req), req.body.id))
  )

  app.get(
    '/invoice/pdf/:id',
    {
      schema: {
        params: Type.Object({ id: Id }),
        querystring: Type.Object({ sig: Type.String({ pattern: '^[0-9a-f]{32}$' }) })
      }
    },
    async (req, reply) => {
      const pdf = await invoice.invoicePdf(app, req.params.id, req.query.sig)
      if (!pdf) return reply.status(404).send({ errno: ERRNO.NOT_FOUND, error: '发票不存在', data: null })
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="invoice-${req.params.id}.pdf"`)
        .send(pdf)
    }
  )

  // Issuing is the operators' work; the sandbox merchant issues by itself only in development or a demo.
  if (app.config.sandboxMerchant)
    app.jobs.push({
      name: 'sandbox-invoice-issue',
      everyMs: 5_000,
      run: () => invoice.issuePendingInvoices(app, ISSUE_AFTER_MS)
    })
}
