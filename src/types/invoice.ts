/** 1 personal, 2 company. */
export type InvoiceReceiverKind = 1 | 2

export interface InvoiceReceiver {
  id: number
  kind: InvoiceReceiverKind
  title: string
  tax_no: string
  email: string
  phone: string
  address: string
  bank_name: string
  bank_account: string
  is_default: boolean
}

/** 0 applied, 1 issued, 2 voided, 3 refused (reason says why). */
export type InvoiceStatus = 0 | 1 | 2 | 3

export interface Invoice {
  id: number
  order_id: number
  order_no: string
  kind: InvoiceReceiverKind
  title: string
  tax_no: string
  email: string
  amount: number
  invoice_no: string | null
  status: InvoiceStatus
  status_text: string
  /** Why the application was refused (status 3); empty otherwise. */
  reason: string
  /** Sandbox PDF served by the server, once issued. */
  pdf_url: string | null
  apply_time: number
  issue_time: number | null
}

export interface InvoiceListResult {
  list: Invoice[]
  total: number
  page: number
  page_size: number
}
