import type { RouteDocs } from '../types'

/** 财务: cashback settlement, withdrawals, invoices, reconciliation (contract/admin/money.ts). */
export const consoleMoneyDocs: RouteDocs = {
  'GET /api/admin/bank-failures': { summary: 'Bank calls that failed (withdrawals, openings) and wait for a look' },
  'GET /api/admin/cashback': { summary: 'Cashback by order: waiting to settle, settled or cancelled' },
  'GET /api/admin/groups': { summary: 'Group buys and how far each group got' },
  'GET /api/admin/invoices': { summary: 'Invoice applications by state' },
  'GET /api/admin/reconcile': { summary: "The day's payments compared with the gateways' statements" },
  'GET /api/admin/withdrawals': { summary: 'Pension withdrawals waiting for review, and past ones' },
  'POST /api/admin/cashback/settle': {
    summary: "Settle cashback that finished its after-sale window into the shoppers' pension accounts"
  },
  'POST /api/admin/invoices/:id/issue': { summary: 'Mark an invoice issued with its number' },
  'POST /api/admin/invoices/:id/refuse': { summary: 'Refuse an invoice application with a reason' },
  'POST /api/admin/invoices/:id/upload': {
    summary: "Upload the issued invoice's PDF (multipart `file`, optional `invoice_no`)"
  },
  'POST /api/admin/withdrawals/:id/approve': { summary: 'Approve a withdrawal: the bank transfer is sent' },
  'POST /api/admin/withdrawals/:id/refuse': { summary: 'Refuse a withdrawal; the amount goes back to the balance' }
}
