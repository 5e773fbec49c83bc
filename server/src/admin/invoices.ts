import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import { invoices, orders, users } from '../db/schema'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import type { Ctx } from '../lib/context'
import { addMessage } from '../content/message'
import { enqueueNotice } from '../lib/notices'
import { STATUS_TEXT, invoiceView, newInvoiceNo } from '../invoice/invoice'
import { INVOICE_PDF_MAX_BYTES, invoiceFiles, saveInvoiceFile, sniffPdf } from '../invoice/invoice-pdf'
import type { InvoiceStatus } from '@contract/schemas/invoice'
import { audit, type Actor } from './audit'

/**
 * The console's invoice queue (财务): applications are issued with an uploaded PDF (the tax system's e-invoice) or
 * a generated one, or refused with a reason. Either way the shopper gets a message and sees it on their invoice
 * pages. Issuing and refusing move status 0 conditionally, so two operators at once decide once.
 */

export async function listInvoiceQueue(
  ctx: Ctx,
  q: { status?: number; order_no?: string; page?: number; page_size?: number }
) {
  const where: SQL[] = []
  if (q.status !== undefined) where.push(eq(invoices.status, q.status))
  if (q.order_no) where.push(eq(orders.orderNo, q.order_no))
  const cond = where.length ? and(...where) : undefined
  const size = q.page_size ?? 20
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ i: invoices, no: orders.orderNo, phone: users.phone })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .leftJoin(users, eq(users.id, invoices.userId))
      .where(cond)
      .orderBy(desc(invoices.id))
      .limit(size)
      .offset(((q.page ?? 1) - 1) * size),
    ctx.db.select({ total: count() }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(cond)
  ])
  return {
    total,
    list: rows.map(({ i, no, phone }) => ({
      ...invoiceView(ctx, i, no),
      phone: phone ?? '',
      // The console shows why it was refused whatever the status text says.
      reason: i.reason ?? '',
      uploaded: Boolean(i.pdfName)
    }))
  }
}

async function pending(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select({ i: invoices, no: orders.orderNo })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, id))
  if (!row) throw notFound('发票申请')
  if (row.i.status !== 0) throw decided(row.i.status)
  return row
}

const decided = (status: number) =>
  new AppError(ERRNO.INVOICE_STATE, `发票申请${STATUS_TEXT[status as InvoiceStatus] ?? ''}，不能重复处理`)

/** Another operator decided between our read and our update: say what they decided. */
async function lost(ctx: Ctx, id: number) {
  const [r] = await ctx.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, id))
  return decided(r?.status ?? 0)
}

/** Checks an upload before anything is stored: a PDF by its bytes, within the size limit. */
export function checkInvoicePdf(data: Buffer | null) {
  if (!data || !data.length) throw invalid('file', '缺失，请选择发票 PDF')
  if (data.length > INVOICE_PDF_MAX_BYTES) throw invalid('file', '大小不能超过 5MB')
  if (!sniffPdf(data)) throw new AppError(ERRNO.INVOICE_PDF_INVALID, '参数 file 不是 PDF 文件')
}

/**
 * Issues an application: with the uploaded PDF (`pdf`) or, without one, the server's generated page. The
 * invoice number is the operator's (from the tax system) or a new one.
 */
export async function issueInvoice(
  ctx: Ctx,
  actor: Actor,
  id: number,
  input: { invoice_no?: string; pdf?: Buffer | null }
) {
  const { i, no } = await pending(ctx, id)
  if (input.pdf !== undefined) checkInvoicePdf(input.pdf)
  const pdfName = input.pdf ? await saveInvoiceFile(invoiceFiles(ctx), input.pdf) : null
  const now = new Date()
  const invoiceNo = input.invoice_no?.trim() || newInvoiceNo(now)
  const row = await ctx.db.transaction(async (tx) => {
    const [r] = await tx
      .update(invoices)
      .set({ status: 1, invoiceNo, issuedAt: now, pdfName })
      .where(and(eq(invoices.id, id), eq(invoices.status, 0)))
      .returning()
    if (!r) return null
    // 发票已开具: the message centre and, where the shopper allowed, a subscription message (docs/operations.md).
    await enqueueNotice(tx, {
      userId: r.userId,
      event: 'invoice_issued',
      ref: `invoice:${r.id}`,
      data: { order_sn: no, title: r.title, invoice_no: invoiceNo }
    })
    await audit(tx, actor, {
      action: 'issue',
      entity: 'invoice',
      entityId: id,
      before: { status: i.status },
      after: { status: 1, invoice_no: invoiceNo, pdf: pdfName ? 'uploaded' : 'generated' }
    })
    return r
  })
  if (!row) throw await lost(ctx, id)
  return invoiceView(ctx, row, no)
}

/** Refuses with a reason the shopper reads on the invoice list; the order can be applied for again only by staff. */
export async function refuseInvoice(ctx: Ctx, actor: Actor, id: number, reason: string) {
  const { i, no } = await pending(ctx, id)
  const row = await ctx.db.transaction(async (tx) => {
    const [r] = await tx
      .update(invoices)
      .set({ status: 3, reason })
      .where(and(eq(invoices.id, id), eq(invoices.status, 0)))
      .returning()
    if (!r) return null
    await addMessage(tx, r.userId, {
      type: 'order',
      title: '发票申请未通过',
      content: `您的订单 ${no} 的发票申请未通过：${reason}`
    })
    await audit(tx, actor, {
      action: 'refuse',
      entity: 'invoice',
      entityId: id,
      before: { status: i.status },
      after: { status: 3, reason }
    })
    return r
  })
  if (!row) throw await lost(ctx, id)
  return invoiceView(ctx, row, no)
}
