import { and, eq, lte } from 'drizzle-orm'
import { invoices } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type { Invoice, InvoiceStatus } from '@contract/schemas/invoice'
import type { Ctx } from '../lib/context'
import { STATUS_TEXT, invoiceInfo, newInvoiceNo } from './invoice'

/**
 * The sandbox tax service (development and DEMO_MODE only, config.sandboxMerchant): issues applications by itself
 * after a while, or one at once through POST /api/dev/invoice/issue. Production issues in the console
 * (admin/invoices.ts).
 */

/** Sandbox tax service: issues applications older than `olderThanMs`. Exported for tests; a job runs it. */
export async function issuePendingInvoices(ctx: Ctx, olderThanMs: number, now = new Date()) {
  const due = await ctx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.status, 0), lte(invoices.createdAt, new Date(now.getTime() - olderThanMs))))
    .limit(100)
  for (const d of due) await issueOne(ctx, d.id, now)
  return due.length
}

async function issueOne(ctx: Ctx, id: number, now: Date) {
  await ctx.db
    .update(invoices)
    .set({ status: 1, invoiceNo: newInvoiceNo(now), issuedAt: now })
    .where(and(eq(invoices.id, id), eq(invoices.status, 0)))
}

/** Sandbox tax service on demand (POST /api/dev/invoice/issue): issues one pending application now. */
export async function issueInvoiceNow(ctx: Ctx, id: number): Promise<Invoice> {
  const [row] = await ctx.db.select().from(invoices).where(eq(invoices.id, id))
  if (!row) throw notFound('发票')
  if (row.status !== 0) throw new AppError(ERRNO.INVOICE_STATE, `发票${STATUS_TEXT[row.status as InvoiceStatus]}`)
  await issueOne(ctx, id, new Date())
  return invoiceInfo(ctx, row.userId, id)
}
