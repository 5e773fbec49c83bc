import { Type, type Static } from '@sinclair/typebox'

// Request bodies of the console's fulfilment and money routes (part 2), shared with admin/ like contract.ts.

const Page = {
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }))
}

export const OrderQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: -4, maximum: 101 })),
  order_no: Type.Optional(Type.String({ maxLength: 32 })),
  phone: Type.Optional(Type.String({ pattern: '^1\\d{10}$' })),
  goods: Type.Optional(Type.String({ maxLength: 60 })),
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
  ...Page
})
export type OrderQueryT = Static<typeof OrderQuery>

export const ShipInput = Type.Object({
  com: Type.String({ minLength: 1, maxLength: 16 }),
  express_no: Type.String({ minLength: 1, maxLength: 32 })
})

export const BulkShipInput = Type.Object({ csv: Type.String({ minLength: 1, maxLength: 400_000 }) })

export const Reason = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 100 }) })
/**
 * The console's second confirmation of a money or privacy action, also asked by the server: a click replayed from
 * elsewhere without it does nothing.
 */
export const Confirm = Type.Object({ confirm: Type.Literal(true) })
export const Approve = Type.Object({
  confirm: Type.Literal(true),
  remark: Type.Optional(Type.String({ maxLength: 100 }))
})

export const AfterSaleQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 7 })),
  order_no: Type.Optional(Type.String({ maxLength: 32 })),
  ...Page
})

export const WithdrawalQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
  phone: Type.Optional(Type.String({ pattern: '^1\\d{10}$' })),
  ...Page
})

export const ShopperQuery = Type.Object({
  phone: Type.Optional(Type.String({ pattern: '^1\\d{10}$' })),
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  ...Page
})

export const Freeze = Type.Object({
  frozen: Type.Boolean(),
  reason: Type.String({ minLength: 1, maxLength: 100 })
})

// Money, part 2 (docs/decisions/0023-settlement-and-reconciliation.md): groups, settlement, reconciliation, invoices.

export const GroupQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  ...Page
})

export const CashbackQuery = Type.Object({
  phone: Type.Optional(Type.String({ pattern: '^1\\d{10}$' })),
  order_no: Type.Optional(Type.String({ maxLength: 32 })),
  due_only: Type.Optional(Type.Boolean()),
  ...Page
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
  ...Page
})

/** Issue with the generated PDF; the invoice number from the tax system, or a new one. */
export const IssueInput = Type.Object({
  confirm: Type.Literal(true),
  invoice_no: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z]{8,24}$' }))
})
