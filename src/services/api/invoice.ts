import type { Invoice, InvoiceListResult, InvoiceReceiver } from '@contract/schemas/invoice'
import { request, type RequestOptions } from '../request'

/** Invoices (ours, not in the spec). */

export type InvoiceReceiverInput = Omit<InvoiceReceiver, 'id' | 'is_default'> & { id?: number; is_default?: boolean }

// POST /api/v1/invoice/receiver/list: default first, then newest
export const getInvoiceReceiverList = (options?: RequestOptions) =>
  request<{ list: InvoiceReceiver[] }>('/invoice/receiver/list', {}, options)

// POST /api/v1/invoice/receiver/add: creates, or updates when id is given
export const saveInvoiceReceiver = (body: InvoiceReceiverInput, options?: RequestOptions) =>
  request<InvoiceReceiver>('/invoice/receiver/add', { ...body }, options)

// POST /api/v1/invoice/receiver/del
export const deleteInvoiceReceiver = (body: { id: number }, options?: RequestOptions) =>
  request<unknown>('/invoice/receiver/del', body, options)

// POST /api/v1/invoice/apply
export const applyInvoice = (body: { order_id: number; receiver_id: number }, options?: RequestOptions) =>
  request<Invoice>('/invoice/apply', body, options)

// POST /api/v1/invoice/list
export const getInvoiceList = (body: { page?: number; page_size?: number } = {}, options?: RequestOptions) =>
  request<InvoiceListResult>('/invoice/list', body, options)

// POST /api/v1/invoice/info
export const getInvoiceInfo = (body: { id: number }, options?: RequestOptions) =>
  request<Invoice>('/invoice/info', body, options)
