import type { Body, Data } from '@contract/api/route'
import type { invoiceRoutes } from '@contract/api/money'
import { request, type RequestOptions } from '../request'

/** Invoices (ours, not in the spec); the answers are the contract's (contract/api/money.ts). */
type R = typeof invoiceRoutes
type D<P extends keyof R> = Data<R[P]>

export type InvoiceReceiverInput = Body<R['/invoice/receiver/add']>

// POST /api/v1/invoice/receiver/list: default first, then newest
export const getInvoiceReceiverList = (options?: RequestOptions) =>
  request<D<'/invoice/receiver/list'>>('/invoice/receiver/list', {}, options)

// POST /api/v1/invoice/receiver/add: creates, or updates when id is given
export const saveInvoiceReceiver = (body: InvoiceReceiverInput, options?: RequestOptions) =>
  request<D<'/invoice/receiver/add'>>('/invoice/receiver/add', { ...body }, options)

// POST /api/v1/invoice/receiver/del
export const deleteInvoiceReceiver = (body: Body<R['/invoice/receiver/del']>, options?: RequestOptions) =>
  request<D<'/invoice/receiver/del'>>('/invoice/receiver/del', body, options)

// POST /api/v1/invoice/apply
export const applyInvoice = (body: Body<R['/invoice/apply']>, options?: RequestOptions) =>
  request<D<'/invoice/apply'>>('/invoice/apply', body, options)

// POST /api/v1/invoice/list
export const getInvoiceList = (body: Body<R['/invoice/list']> = {}, options?: RequestOptions) =>
  request<D<'/invoice/list'>>('/invoice/list', body, options)

// POST /api/v1/invoice/info
export const getInvoiceInfo = (body: Body<R['/invoice/info']>, options?: RequestOptions) =>
  request<D<'/invoice/info'>>('/invoice/info', body, options)
