import { Type, type Static } from '@sinclair/typebox'
import { INVOICE_RECEIVER_KIND, INVOICE_STATUS } from '../enums'
import { Enum, Nullable } from './common'

/** 1 personal, 2 company. */
export type InvoiceReceiverKind = Static<typeof InvoiceReceiverKind>
export const InvoiceReceiverKind = Enum(INVOICE_RECEIVER_KIND)

export type InvoiceReceiver = Static<typeof InvoiceReceiver>
export const InvoiceReceiver = Type.Object({
  id: Type.Number(),
  kind: InvoiceReceiverKind,
  title: Type.String(),
  tax_no: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  bank_name: Type.String(),
  bank_account: Type.String(),
  is_default: Type.Boolean()
})

/** 0 applied, 1 issued, 2 voided. */
export type InvoiceStatus = Static<typeof InvoiceStatus>
export const InvoiceStatus = Enum(INVOICE_STATUS)

export type Invoice = Static<typeof Invoice>
export const Invoice = Type.Object({
  id: Type.Number(),
  order_id: Type.Number(),
  order_no: Type.String(),
  kind: InvoiceReceiverKind,
  title: Type.String(),
  tax_no: Type.String(),
  email: Type.String(),
  amount: Type.Number(),
  invoice_no: Nullable(Type.String()),
  status: InvoiceStatus,
  status_text: Type.String(),
  /** Sandbox PDF served by the server, once issued. */
  pdf_url: Nullable(Type.String()),
  apply_time: Type.Number(),
  issue_time: Nullable(Type.Number())
})

export type InvoiceListResult = Static<typeof InvoiceListResult>
export const InvoiceListResult = Type.Object({
  list: Type.Array(Invoice),
  total: Type.Number(),
  page: Type.Number(),
  page_size: Type.Number()
})
