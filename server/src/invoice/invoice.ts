import crypto from 'node:crypto'
import { and, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { invoiceReceivers, invoices, orders } from '../db/schema'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import type {
  Invoice,
  InvoiceListResult,
  InvoiceReceiver,
  InvoiceReceiverKind,
  InvoiceStatus
} from '@contract/schemas/invoice'
import { buildPdf, invoiceFiles, readInvoiceFile } from './invoice-pdf'
import { type OrderRow } from '../lib/order-state'
import type { Ctx } from '../lib/context'
import { ORDER_STATUS } from '@contract/enums'

/** Invoice receivers (titles) and e-invoices per order, issued by a sandbox tax service as a PDF the server serves. */

export const STATUS_TEXT: Record<InvoiceStatus, string> = { 0: '开票中', 1: '已开票', 2: '已作废', 3: '未通过' }
const INVOICEABLE = [
  ORDER_STATUS.paymentFinished,
  ORDER_STATUS.delivering,
  ORDER_STATUS.delivered,
  ORDER_STATUS.completed
] as number[]
export const MAX_RECEIVERS = 20
const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null)

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** Taxpayer number: an 18-character unified social credit code (GB 32100, check character verified), or a legacy 15/20-character number. */
export function validTaxNo(taxNo: string): boolean {
  if (/^[0-9A-Z]{15}$|^[0-9A-Z]{20}$/.test(taxNo)) return true
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(taxNo)) return false
  const sum = USCC_WEIGHTS.reduce((s, w, i) => s + USCC_CHARS.indexOf(taxNo[i]) * w, 0)
  return USCC_CHARS[(31 - (sum % 31)) % 31] === taxNo[17]
}

type ReceiverRow = typeof invoiceReceivers.$inferSelect

const receiverView = (r: ReceiverRow): InvoiceReceiver => ({
  id: r.id,
  kind: r.kind as InvoiceReceiverKind,
  title: r.title,
  tax_no: r.taxNo,
  email: r.email,
  phone: r.phone,
  address: r.address,
  bank_name: r.bankName,
  bank_account: r.bankAccount,
  is_default: r.isDefault === 1
})

export async function ownReceiver(db: DbOrTx, userId: number, id: number) {
  const [r] = await db
    .select()
    .from(invoiceReceivers)
    .where(and(eq(invoiceReceivers.id, id), eq(invoiceReceivers.userId, userId), isNull(invoiceReceivers.deletedAt)))
  if (!r) throw notFound('发票抬头')
  return r
}

export async function listReceivers(db: DbOrTx, userId: number): Promise<InvoiceReceiver[]> {
  const rows = await db
    .select()
    .from(invoiceReceivers)
    .where(and(eq(invoiceReceivers.userId, userId), isNull(invoiceReceivers.deletedAt)))
    .orderBy(desc(invoiceReceivers.isDefault), desc(invoiceReceivers.id))
  return rows.map(receiverView)
}

export interface ReceiverInput {
  id?: number
  kind: InvoiceReceiverKind
  title: string
  tax_no?: string
  email?: string
  phone?: string
  address?: string
  bank_name?: string
  bank_account?: string
  is_default?: boolean
}

/** /invoice/receiver/add: creates, or updates when `id` is given. A company needs a valid taxpayer number. */
export async function saveReceiver(db: DbOrTx, userId: number, input: ReceiverInput): Promise<InvoiceReceiver> {
  const taxNo = (input.tax_no ?? '').trim().toUpperCase()
  if (input.kind === 2 && !taxNo) throw invalid('tax_no', '不能为空')
  if (taxNo && !validTaxNo(taxNo)) throw invalid('tax_no', '不是有效的纳税人识别号')
  const values = {
    kind: input.kind,
    title: input.title.trim(),
    taxNo: input.kind === 2 ? taxNo : '',
    email: input.email ?? '',
    phone: input.phone ?? '',
    address: input.address ?? '',
    bankName: input.bank_name ?? '',
    bankAccount: input.bank_account ?? '',
    isDefault: input.is_default ? 1 : 0
  }
  if (!values.title) throw invalid('title', '不能为空')
  return db.transaction(async (tx) => {
    if (input.id) await ownReceiver(tx, userId, input.id)
    else {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(invoiceReceivers)
        .where(and(eq(invoiceReceivers.userId, userId), isNull(invoiceReceivers.deletedAt)))
      if (Number(n) >= MAX_RECEIVERS) throw new AppError(ERRNO.INVOICE_STATE, `最多保存 ${MAX_RECEIVERS} 个发票抬头`)
    }
    if (values.isDefault)
      await tx.update(invoiceReceivers).set({ isDefault: 0 }).where(eq(invoiceReceivers.userId, userId))
    const [row] = input.id
      ? await tx.update(invoiceReceivers).set(values).where(eq(invoiceReceivers.id, input.id)).returning()
      : await tx
          .insert(invoiceReceivers)
          .values({ ...values, userId })
          .returning()
    return receiverView(row)
  })
}

export async function deleteReceiver(db: DbOrTx, userId: number, id: number) {
  await ownReceiver(db, userId, id)
  await db.update(invoiceReceivers).set({ deletedAt: new Date(), isDefault: 0 }).where(eq(invoiceReceivers.id, id))
  return { id }
}

export const pdfSig = (secret: string, id: number) =>
  crypto.createHmac('sha256', secret).update(`invoice:${id}`).digest('hex').slice(0, 32)

export function invoiceView(ctx: Ctx, r: typeof invoices.$inferSelect, orderNo: string): Invoice {
  return {
    id: r.id,
    order_id: r.orderId,
    order_no: orderNo,
    kind: r.kind as InvoiceReceiverKind,
    title: r.title,
    tax_no: r.taxNo,
    email: r.email,
    amount: r.amount,
    invoice_no: r.invoiceNo,
    status: r.status as InvoiceStatus,
    status_text: STATUS_TEXT[r.status as InvoiceStatus],
    reason: r.status === 3 ? (r.reason ?? '') : '',
    pdf_url:
      r.status === 1
        ? `${ctx.config.publicUrl}/api/v1/invoice/pdf/${r.id}?sig=${pdfSig(ctx.config.paymentSecret, r.id)}`
        : null,
    apply_time: seconds(r.createdAt) as number,
    issue_time: seconds(r.issuedAt)
  }
}

/** /invoice/apply: once per order, for orders paid and not refunded; the title is copied so later edits do not change it. */
export async function applyInvoice(
  ctx: Ctx,
  userId: number,
  input: { order_id: number; receiver_id: number }
): Promise<Invoice> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.order_id), eq(orders.userId, userId)))
  if (!order) throw notFound('订单')
  const receiver = await ownReceiver(ctx.db, userId, input.receiver_id)
  if (!INVOICEABLE.includes(order.status)) throw new AppError(ERRNO.INVOICE_STATE, '订单未支付或已退款，不能开具发票')
  if (order.payAmount <= 0) throw new AppError(ERRNO.INVOICE_STATE, '订单实付金额为 0，无需开具发票')
  const row = await insertInvoice(ctx.db, order, receiver)
  if (!row) throw new AppError(ERRNO.INVOICE_STATE, '该订单已申请过发票')
  return invoiceView(ctx, row, order.orderNo)
}

/** One application per order (unique index): undefined when the order already has one. */
async function insertInvoice(db: DbOrTx, order: OrderRow, receiver: ReceiverRow) {
  const [row] = await db
    .insert(invoices)
    .values({
      userId: order.userId,
      orderId: order.id,
      receiverId: receiver.id,
      kind: receiver.kind,
      title: receiver.title,
      taxNo: receiver.taxNo,
      email: receiver.email,
      amount: order.payAmount
    })
    .onConflictDoNothing({ target: invoices.orderId })
    .returning()
  return row
}

/**
 * On receipt, the invoice asked for at checkout is applied for as /invoice/apply would. Silent when there is nothing
 * to invoice (nothing paid beyond card and points) or the shopper already applied. The title deleted from the
 * address book since still counts: the order asked for it.
 */
export async function applyCheckoutInvoice(tx: DbOrTx, order: OrderRow) {
  if (!order.invoiceReceiverId || order.payAmount <= 0) return
  const [receiver] = await tx
    .select()
    .from(invoiceReceivers)
    .where(and(eq(invoiceReceivers.id, order.invoiceReceiverId), eq(invoiceReceivers.userId, order.userId)))
  if (receiver) await insertInvoice(tx, order, receiver)
}

export async function listInvoices(
  ctx: Ctx,
  userId: number,
  page: { page: number; size: number; offset: number }
): Promise<InvoiceListResult> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(invoices).where(eq(invoices.userId, userId))
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.id))
    .limit(page.size)
    .offset(page.offset)
  const ids = rows.map((r) => r.orderId)
  const nos = ids.length
    ? await ctx.db.select({ id: orders.id, no: orders.orderNo }).from(orders).where(inArray(orders.id, ids))
    : []
  const noOf = new Map(nos.map((o) => [o.id, o.no]))
  return {
    list: rows.map((r) => invoiceView(ctx, r, noOf.get(r.orderId) ?? '')),
    total: Number(n),
    page: page.page,
    page_size: page.size
  }
}

export async function invoiceInfo(ctx: Ctx, userId: number, id: number): Promise<Invoice> {
  const [row] = await ctx.db
    .select({ i: invoices, no: orders.orderNo })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)))
  if (!row) throw notFound('发票')
  return invoiceView(ctx, row.i, row.no)
}

/** A new invoice number: the year and ten random digits (a real tax system assigns its own). */
export const newInvoiceNo = (now: Date) =>
  `${now.getFullYear()}${crypto.randomInt(0, 1e10).toString().padStart(10, '0')}`

/** A refunded order's invoice is voided (red-letter reversal in a real tax system). */
export async function voidInvoice(tx: DbOrTx, orderId: number) {
  await tx
    .update(invoices)
    .set({ status: 2 })
    .where(and(eq(invoices.orderId, orderId), ne(invoices.status, 2)))
}

/** The issued invoice as a PDF; the signature in its URL is the credential (mail clients and viewers send no token). */
export async function invoicePdf(ctx: Ctx, id: number, sig: string): Promise<Buffer | null> {
  const expected = pdfSig(ctx.config.paymentSecret, id)
  if (sig.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) return null
  const [row] = await ctx.db
    .select({ i: invoices, no: orders.orderNo })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, id))
  if (!row || row.i.status !== 1) return null
  const i = row.i
  if (i.pdfName) return readInvoiceFile(invoiceFiles(ctx), ctx.config.dataDir, i.pdfName)
  // Generated (not uploaded): a plain page of the invoice's facts; the sandbox's copy says it is a sample.
  const sample = ctx.config.sandboxMerchant
  return buildPdf([
    sample ? '电子发票（普通发票）  沙箱样张' : '电子发票（普通发票）',
    `发票号码：${i.invoiceNo}`,
    `开票日期：${i.issuedAt?.toISOString().slice(0, 10)}`,
    `购买方：${i.title}`,
    i.taxNo ? `纳税人识别号：${i.taxNo}` : '购买方类型：个人',
    `订单号：${row.no}`,
    `价税合计：￥${(i.amount / 100).toFixed(2)}`,
    sample ? '本发票由沙箱开票服务生成，不具备法律效力' : '米粒商城开具'
  ])
}
