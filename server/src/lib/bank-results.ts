/**
 * What a partner bank answers about an opening or a payout, by notification (which may come twice) or by query. The
 * bank's port (bank/bank.provider.ts) hands these out and pension/ applies them; they live here, below both areas,
 * so pension/ needs no import of bank/ for their shape (docs/decisions/0032-flows-layer.md).
 */
export type BankResultStatus = 'processing' | 'success' | 'failed'

export interface OpeningResult {
  businessNo: string
  status: BankResultStatus
  accountNo?: string
  cardNo?: string
  phone?: string
  name?: string
  idNo?: string
  reason?: string
}

export interface PayoutResult {
  requestNo: string
  status: BankResultStatus
  reason?: string
}

export type BankNotice = { kind: 'opening'; result: OpeningResult } | { kind: 'payout'; result: PayoutResult }
