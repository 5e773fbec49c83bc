import multipart from '@fastify/multipart'
import { adminMoneyRoutes as M, INVOICE_NO_PATTERN } from '@contract/admin/money'
import type { App } from '../lib/context'
import { invalid } from '../errors'
import { ok } from '../lib/reply'
import { INVOICE_PDF_MAX_BYTES } from '../invoice/invoice-pdf'
import { listGroups } from './groups'
import { issueInvoice, listInvoiceQueue, refuseInvoice } from './invoices'
import { reconcileDay } from './reconcile'
import { actor } from './route'
import { bankFailures, listUnsettled, settleCashback } from './settlement'

/** Group buying (read), cashback settlement, the bank's failures, reconciliation and invoices: 财务's money pages. */
export default async function moneyRoutes(app: App) {
  app.get('/groups', { schema: M['GET /groups'], config: { perm: 'order:read' } }, async (req) =>
    ok(await listGroups(app.db, req.query))
  )

  app.get('/cashback', { schema: M['GET /cashback'], config: { perm: 'money:read' } }, async (req) =>
    ok(await listUnsettled(app, req.query))
  )
  app.post('/cashback/settle', { schema: M['POST /cashback/settle'], config: { perm: 'money:write' } }, async (req) =>
    ok(await settleCashback(app, actor(req), req.body.ids))
  )
  app.get('/bank-failures', { schema: M['GET /bank-failures'], config: { perm: 'money:read' } }, async () =>
    ok(await bankFailures(app))
  )
  app.get('/reconcile', { schema: M['GET /reconcile'], config: { perm: 'money:read' } }, async (req) =>
    ok(await reconcileDay(app, req.query.date))
  )

  app.get('/invoices', { schema: M['GET /invoices'], config: { perm: 'money:read' } }, async (req) =>
    ok(await listInvoiceQueue(app, req.query))
  )
  app.post(
    '/invoices/:id/issue',
    { schema: M['POST /invoices/:id/issue'], config: { perm: 'money:write' } },
    async (req) => ok(await issueInvoice(app, actor(req), req.params.id, { invoice_no: req.body.invoice_no }))
  )
  app.post(
    '/invoices/:id/refuse',
    { schema: M['POST /invoices/:id/refuse'], config: { perm: 'money:write' } },
    async (req) => {
      if (!req.body.reason.trim()) throw invalid('reason', '不能为空')
      return ok(await refuseInvoice(app, actor(req), req.params.id, req.body.reason.trim()))
    }
  )
  // Issue with the tax system's PDF (multipart: `file`, optional `invoice_no`), through the console's upload wrapper.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: INVOICE_PDF_MAX_BYTES, files: 1, fields: 3, parts: 4 }
    })
    scope.post(
      '/invoices/:id/upload',
      { schema: M['POST /invoices/:id/upload'], config: { perm: 'money:write' } },
      async (req) => {
        if (!req.isMultipart()) throw invalid('file', '缺失，请以 multipart/form-data 上传发票 PDF')
        let data: Buffer | null = null
        let invoiceNo: string | undefined
        try {
          for await (const part of req.parts()) {
            if (part.type === 'field') {
              if (part.fieldname === 'invoice_no') invoiceNo = String(part.value).trim()
              continue
            }
            if (part.fieldname !== 'file' || data) {
              part.file.resume()
              continue
            }
            data = await part.toBuffer()
          }
        } catch (err) {
          if (err instanceof scope.multipartErrors.RequestFileTooLargeError) throw invalid('file', '大小不能超过 5MB')
          throw invalid('file', '上传格式不正确')
        }
        if (invoiceNo && !new RegExp(INVOICE_NO_PATTERN).test(invoiceNo))
          throw invalid('invoice_no', '应为 8-24 位字母或数字')
        const { id } = req.params as { id: number }
        return ok(await issueInvoice(app, actor(req), id, { invoice_no: invoiceNo, pdf: data }))
      }
    )
  })
}
