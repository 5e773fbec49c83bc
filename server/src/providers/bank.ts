import crypto from 'node:crypto'
import { ConfigError, type Config } from '../config'
import { sandboxNotices } from './sandbox-notices'

/**
 * The partner banks (pension e-account opening, payouts, the corporate small-amount check).
 * Results arrive asynchronously: by notification (which may come twice) and by query.
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

export interface BankProvider {
  readonly name: string
  /** Starts an opening session; the user finishes it on the bank's page, which returns to returnUrl. */
  createOpening(args: {
    bankId: number
    name: string
    idNo: string
    phone: string
    returnUrl: string
  }): Promise<{ businessNo: string; url: string }>
  queryOpening(businessNo: string): Promise<OpeningResult>
  /** Sends amount cents from the pension account to the bound card; the result comes later. */
  payout(args: { requestNo: string; accountNo: string; cardNo: string; amount: number }): Promise<void>
  queryPayout(requestNo: string): Promise<PayoutResult>
  /** Sends a random small amount to the card; the holder reads it on their statement. */
  sendSmallAmount(args: { cardNo: string; name: string }): Promise<{ requestNo: string }>
  verifySmallAmount(requestNo: string, amount: number): Promise<boolean>
  /**
   * Banks that confirm a card binding themselves (pingan) text a one-time code to the reserved phone;
   * the order number ties the code to that phone and card.
   */
  sendOtp(args: { bankId: number; phone: string; cardNo: string }): Promise<{ orderNo: string }>
  /** True once for the right code of a live order with the same phone and card; wrong tries are limited. */
  verifyOtp(args: { orderNo: string; code: string; phone: string; cardNo: string }): Promise<boolean>
  /** Registers the receiver of bank notifications. Receivers must be idempotent: notices repeat. */
  onNotice(handler: (notice: BankNotice) => Promise<void>): void
  close(): void
}

export interface SandboxOpening {
  businessNo: string
  bankId: number
  name: string
  idNo: string
  phone: string
  returnUrl: string
  submitted: boolean
}

/** What the sandbox bank pages need beyond the real interface. */
export interface SandboxBankProvider extends BankProvider {
  sandbox: {
    getOpening(businessNo: string): SandboxOpening | null
    /** The bank page's submit (form filled) or fail button. Returns the return URL with the result appended. */
    submitOpening(
      businessNo: string,
      form: { name: string; idNo: string; phone: string; cardNo: string } | { fail: true }
    ): string
    /** Incoming transfers to a card, newest first (the card holder's statement). */
    transfersTo(cardNo: string): Array<{ amount: number; at: Date; memo: string }>
    /** The bank's one-time codes texted to a phone, newest first (what the phone shows). */
    otpsTo(phone: string): Array<{ code: string; at: Date; bankId: number }>
  }
}

export const isSandboxBank = (p: BankProvider): p is SandboxBankProvider => 'sandbox' in p

/** A bank one-time code lives five minutes and survives five wrong tries. */
export const OTP_TTL_MS = 5 * 60 * 1000
export const OTP_MAX_TRIES = 5

/** Payouts whose cents end in 44 fail in the sandbox, so the failure path can be exercised on purpose. */
export const SANDBOX_PAYOUT_FAIL_CENTS = 44

const appendQuery = (url: string, params: Record<string, string | number>) =>
  url +
  (url.includes('?') ? '&' : '?') +
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))

function createSandboxBank(config: Config, delayMs?: number): SandboxBankProvider {
  // The remote service's own latency: short in tests, noticeable in development.
  const delay = delayMs ?? (config.env === 'test' ? 20 : 1500)
  const openings = new Map<string, SandboxOpening & { result: OpeningResult }>()
  const payouts = new Map<string, PayoutResult>()
  const smallAmounts = new Map<string, { cardNo: string; amount: number }>()
  const transfers = new Map<string, Array<{ amount: number; at: Date; memo: string }>>()
  const otps = new Map<
    string,
    { code: string; phone: string; cardNo: string; bankId: number; at: Date; tries: number }
  >()
  // Like a real bank: a notice, then the same notice again a moment later.
  const notices = sandboxNotices<BankNotice>(delay)
  const { later, notifyTwice } = notices
  const transfer = (cardNo: string, amount: number, memo: string) => {
    const list = transfers.get(cardNo) || []
    list.unshift({ amount, at: new Date(), memo })
    transfers.set(cardNo, list)
  }
  const newNo = (prefix: string) => `${prefix}${Date.now()}${crypto.randomInt(100000, 999999)}`

  return {
    name: 'sandbox',
    async createOpening(args) {
      const businessNo = newNo('SBO')
      openings.set(businessNo, {
        ...args,
        businessNo,
        submitted: false,
        result: { businessNo, status: 'processing' }
      })
      return { businessNo, url: `${config.publicUrl}/sandbox/bank/open?businessNo=${businessNo}` }
    },
    async queryOpening(businessNo) {
      // An unknown number is what a real bank answers for a session it never saw (or the sandbox restarted).
      return openings.get(businessNo)?.result ?? { businessNo, status: 'failed', reason: '开户流水不存在' }
    },
    async payout({ requestNo, cardNo, amount }) {
      if (payouts.has(requestNo)) return
      payouts.set(requestNo, { requestNo, status: 'processing' })
      later(delay, () => {
        const failed = amount % 100 === SANDBOX_PAYOUT_FAIL_CENTS
        const result: PayoutResult = failed
          ? { requestNo, status: 'failed', reason: '收款账户状态异常（沙箱模拟）' }
          : { requestNo, status: 'success' }
        if (!failed) transfer(cardNo, amount, '养老金提现')
        payouts.set(requestNo, result)
        notifyTwice({ kind: 'payout', result })
      })
    },
    async queryPayout(requestNo) {
      return payouts.get(requestNo) ?? { requestNo, status: 'failed', reason: '付款流水不存在' }
    },
    async sendSmallAmount({ cardNo }) {
      const requestNo = newNo('SBJ')
      const amount = crypto.randomInt(1, 100)
      smallAmounts.set(requestNo, { cardNo, amount })
      transfer(cardNo, amount, '小额打款验证')
      return { requestNo }
    },
    async verifySmallAmount(requestNo, amount) {
      return smallAmounts.get(requestNo)?.amount === amount
    },
    async sendOtp({ bankId, phone, cardNo }) {
      // Expired codes go, so a long-running sandbox does not grow without bound.
      for (const [no, o] of otps) if (Date.now() - o.at.getTime() > OTP_TTL_MS) otps.delete(no)
      const orderNo = newNo('SBP')
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
      otps.set(orderNo, { code, phone, cardNo, bankId, at: new Date(), tries: 0 })
      return { orderNo }
    },
    async verifyOtp({ orderNo, code, phone, cardNo }) {
      const o = otps.get(orderNo)
      if (!o || o.phone !== phone || o.cardNo !== cardNo) return false
      if (o.tries >= OTP_MAX_TRIES || Date.now() - o.at.getTime() > OTP_TTL_MS) return false
      if (o.code !== code) {
        o.tries += 1
        return false
      }
      // A code confirms one binding only.
      otps.delete(orderNo)
      return true
    },
    onNotice: notices.onNotice,
    close: notices.close,
    sandbox: {
      getOpening(businessNo) {
        return openings.get(businessNo) ?? null
      },
      submitOpening(businessNo, form) {
        const o = openings.get(businessNo)
        if (!o) throw new Error('unknown businessNo')
        const back = (result: string) => appendQuery(o.returnUrl, { bankId: o.bankId, businessNo, result })
        // A second submit of the same session changes nothing, as at a real bank.
        if (o.submitted) return back(o.result.status === 'failed' ? 'failed' : 'success')
        o.submitted = true
        if ('fail' in form) {
          later(delay, () => {
            o.result = { businessNo, status: 'failed', reason: '银行审核未通过' }
            notifyTwice({ kind: 'opening', result: o.result })
          })
          return back('failed')
        }
        later(delay, () => {
          const accountNo = `6${o.bankId}${String(crypto.randomInt(0, 1e9)).padStart(9, '0')}${form.cardNo.slice(-4)}`
          o.result = { businessNo, status: 'success', accountNo, ...form }
          notifyTwice({ kind: 'opening', result: o.result })
        })
        return back('success')
      },
      transfersTo(cardNo) {
        return transfers.get(cardNo) ?? []
      },
      otpsTo(phone) {
        return [...otps.values()]
          .filter((o) => o.phone === phone)
          .sort((a, b) => b.at.getTime() - a.at.getTime())
          .map(({ code, at, bankId }) => ({ code, at, bankId }))
      }
    }
  }
}

/** opts.delayMs: the sandbox's answer latency (tests that watch the "processing" state slow it down). */
export function createBankProvider(config: Config, opts: { delayMs?: number } = {}): BankProvider {
  if (config.providers.bank === 'sandbox') return createSandboxBank(config, opts.delayMs)
  throw new ConfigError(`unknown BANK_PROVIDER ${config.providers.bank}`)
}
