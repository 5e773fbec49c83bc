import type { InvoiceReceiverKind, InvoiceStatus } from '@contract/schemas/invoice'

/** Invoice words shared by the invoice pages. */

export const INVOICE_KIND_LABEL: Record<InvoiceReceiverKind, string> = { 1: '个人', 2: '企业' }

/** What each invoice status means to the shopper (the status texts come from the server). */
export const INVOICE_STATUS_DESC: Record<InvoiceStatus, string> = {
  0: '发票开具中，开具后可在此查看和下载',
  1: '发票已开具',
  2: '订单已退款，发票已作废'
}

/** The only invoice this mall issues. */
export const INVOICE_TYPE_NAME = '电子普通发票'
