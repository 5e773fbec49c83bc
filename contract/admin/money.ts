import { Type, type Static } from '@sinclair/typebox'
import { route } from '../api/route'
import { Nullable, OneOf } from '../schemas/common'
import { Invoice } from '../schemas/invoice'
import { Confirm, IdParams, Listing, MobilePhone, PageFields, Reason } from './common'

// 财务's money pages (docs/decisions/0023-settlement-and-reconciliation.md; server/src/admin/fulfil.routes.ts,
// money.routes.ts): withdrawals, group buying, cashback settlement, the bank's failures, reconciliation, invoices.

export const WithdrawalQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
  phone: Type.Optional(MobilePhone),
  ...PageFields
})
export const GroupQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  ...PageFields
})
export const CashbackQuery = Type.Object({
  phone: Type.Optional(MobilePhone),
  order_no: Type.Optional(Type.String({ maxLength: 32 })),
  due_only: Type.Optional(Type.Boolean()),
  ...PageFields
})
/** One flow or a batch of at most 200, with the second confirmation. */
export const SettleInput = Type.Object({
  confirm: Type.Literal(true),
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200 })
})
export const ReconcileQuery = Type.Object({ date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }) })
export const InvoiceQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
  order_no: Type.Optional(Type.String({ maxLength: 32 })),
  ...PageFields
})
/** Issue with the generated PDF; the invoice number from the tax system, or a new one. */
export const INVOICE_NO_PATTERN = '^[0-9A-Za-z]{8,24}$'
export const IssueInput = Type.Object({
  confirm: Type.Literal(true),
  invoice_no: Type.Optional(Type.String({ pattern: INVOICE_NO_PATTERN }))
})

// ---- answers

export type WithdrawalRow = Static<typeof WithdrawalRow>
export const WithdrawalRow = Type.Object({
  id: Type.Number(),
  phone: Type.String(),
  amount: Type.Number(),
  status: Type.Number(),
  status_text: Type.String(),
  bank_name: Type.String(),
  /** Masked as the app shows it. */
  card_no: Type.String(),
  payout_no: Nullable(Type.String()),
  reason: Type.String(),
  created_at: Type.String(),
  reviewed_at: Nullable(Type.String()),
  finished_at: Nullable(Type.String())
})
const WithdrawalDecision = Type.Object({
  id: Type.Number(),
  status: Type.Number(),
  status_text: Type.String(),
  reason: Type.String()
})

const RefundState = Type.Object({
  refund_no: Type.String(),
  amount: Type.Number(),
  status: Type.Number(),
  status_text: Type.String()
})
export type GroupRow = Static<typeof GroupRow>
export const GroupRow = Type.Object({
  id: Type.Number(),
  activity_id: Type.Number(),
  sku_id: Type.Number(),
  size: Type.Number(),
  status: Type.Number(),
  status_text: Type.String(),
  /** Forming and past its time: the expiry job is about to close it. */
  overdue: Type.Boolean(),
  paid: Type.Number(),
  expires_at: Type.String(),
  created_at: Type.String(),
  members: Type.Array(
    Type.Object({
      order_id: Type.Number(),
      order_no: Type.String(),
      phone: Nullable(Type.String()),
      status: Type.Number(),
      status_text: Type.String(),
      pay_amount: Type.Number(),
      paid: Type.Boolean(),
      refund: Type.Union([RefundState, Type.Null()])
    })
  )
})

export type CashbackRow = Static<typeof CashbackRow>
export const CashbackRow = Type.Object({
  id: Type.Number(),
  order_id: Nullable(Type.Number()),
  order_no: Type.String(),
  phone: Nullable(Type.String()),
  amount: Type.Number(),
  received_at: Type.String(),
  due_at: Type.String(),
  /** Past the after-sale window: may be settled now. */
  due: Type.Boolean()
})

export type Settled = Static<typeof Settled>
export const Settled = Type.Object({
  settled: Type.Number(),
  amount: Type.Number(),
  failed: Type.Array(Type.Object({ id: Type.Number(), reason: Type.String() }))
})

export type BankFailures = Static<typeof BankFailures>
export const BankFailures = Type.Object({
  payouts: Type.Array(
    Type.Object({
      id: Type.Number(),
      phone: Nullable(Type.String()),
      amount: Type.Number(),
      payout_no: Nullable(Type.String()),
      status_text: Type.String(),
      reason: Type.String(),
      at: Type.String()
    })
  ),
  deposits: Type.Array(
    Type.Object({
      user_id: Type.Number(),
      phone: Nullable(Type.String()),
      amount: Type.Number(),
      flows: Type.Number(),
      reason: Type.String()
    })
  )
})

export type DiffRow = Static<typeof DiffRow>
export const DiffRow = Type.Object({
  order_id: Type.Number(),
  order_no: Type.String(),
  /** The first side's amount (orders / cashback due / our refunds). */
  ours: Type.Number(),
  /** The other side's (payments / pension ledger / gateway); null when the gateway could not be asked. */
  theirs: Nullable(Type.Number()),
  diff: Type.Number(),
  note: Type.String()
})
export type ReconcileSection = Static<typeof ReconcileSection>
export const ReconcileSection = Type.Object({
  key: OneOf(['payments', 'cashback', 'refunds']),
  title: Type.String(),
  ours_label: Type.String(),
  theirs_label: Type.String(),
  ours_total: Type.Number(),
  theirs_total: Type.Number(),
  diffs: Type.Array(DiffRow)
})
export type Reconciliation = Static<typeof Reconciliation>
export const Reconciliation = Type.Object({
  date: Type.String(),
  balanced: Type.Boolean(),
  sections: Type.Array(ReconcileSection)
})

export type InvoiceQueueRow = Static<typeof InvoiceQueueRow>
export const InvoiceQueueRow = Type.Composite([
  Invoice,
  Type.Object({ phone: Type.String(), uploaded: Type.Boolean() })
])

/** Prefix /api/admin. */
export const adminMoneyRoutes = {
  'GET /withdrawals': route(Listing(WithdrawalRow), { querystring: WithdrawalQuery }),
  'POST /withdrawals/:id/approve': route(WithdrawalDecision, { params: IdParams, body: Confirm }),
  'POST /withdrawals/:id/refuse': route(WithdrawalDecision, { params: IdParams, body: Reason }),
  'GET /groups': route(Listing(GroupRow), { querystring: GroupQuery }),
  'GET /cashback': route(Type.Composite([Listing(CashbackRow), Type.Object({ amount: Type.Number() })]), {
    querystring: CashbackQuery
  }),
  'POST /cashback/settle': route(Settled, { body: SettleInput }),
  'GET /bank-failures': route(BankFailures),
  'GET /reconcile': route(Reconciliation, { querystring: ReconcileQuery }),
  'GET /invoices': route(Listing(InvoiceQueueRow), { querystring: InvoiceQuery }),
  'POST /invoices/:id/issue': route(Invoice, { params: IdParams, body: IssueInput }),
  'POST /invoices/:id/refuse': route(Invoice, { params: IdParams, body: Reason }),
  /** Multipart: `file` (the tax system's PDF) and optional `invoice_no`, read by the handler. */
  'POST /invoices/:id/upload': route(Invoice, { params: IdParams })
}
