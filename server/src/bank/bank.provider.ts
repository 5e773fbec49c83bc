import crypto from 'node:crypto'
import { ConfigError, type Config } from '../config'
import { sandboxNotices } from '../lib/sandbox-callbacks'
import { memoryStore, type SandboxStore } from '../lib/sandbox-store'
import type { BankNotice, OpeningResult, PayoutResult } from '../lib/bank-results'

declare module '../lib/context' {
  /** This area's port to the outside world (lib/context.ts, Providers). */
  interface Providers {
    bank: BankProvider
  }
}

/**
 * The partner banks (pension e-account opening, payouts, the corporate small-amount check).
 * Results arrive asynchronously: by notification (which may come twice) and by query (lib/bank-results.ts).
 */
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
    getOpening(businessNo: string): Promise<SandboxOpening | null>
    /** The bank page's submit (form filled) or fail button. Returns the return URL with the result appended. */
    submitOpening(
      businessNo: string,
      form: { name: string; idNo: string; phone: string; cardNo: string } | { fail: true }
    ): Promise<string>
    /** Incoming transfers to a card, newest first (the card holder's statement). */
    transfersTo(cardNo: string): Promise<Array<{ amount: number; at: Date; memo: string }>>
    /** The bank's one-time codes texted to a phone, newest first (what the phone shows). */
    otpsTo(phone: string): Promise<Array<{ code: string; at: Date; bankId: number }>>
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

type Opening = SandboxOpening & { result: OpeningResult }
type Otp = { orderNo: string; code: string; phone: string; cardNo: string; bankId: number; at: number; tries: number }
type Transfer = { amount: number; at: number; memo: string }

/** The sandbox bank's side of every flow lives in `store` (the database in the app: one bank for all API nodes). */
function createSandboxBank(config: Config, delayMs?: number, store: SandboxStore = memoryStore()): SandboxBankProvider {
  // The remote service's own latency: short in tests, noticeable in development.
  const delay = delayMs ?? (config.env === 'test' ? 20 : 1500)
  const OPENING = 'bank.opening'
  const PAYOUT = 'bank.payout'
  const OTPS = 'bank.otp'
  // Like a real bank: a notice, then the same notice again a moment later.
  const notices = sandboxNotices<BankNotice>(delay)
  const { later, notifyTwice } = notices
  const transfer = async (cardNo: string, amount: number, memo: string) => {
    const list = (await store.get<Transfer[]>('bank.transfer', cardNo)) ?? []
    await store.put('bank.transfer', cardNo, [{ amount, at: Date.now(), memo }, ...list])
  }
  const newNo = (prefix: string) => `${prefix}${Date.now()}${crypto.randomInt(100000, 999999)}`
  const live = (o: Otp) => Date.now() - o.at <= OTP_TTL_MS
  const otpsOf = async (phone: string) => ((await store.get<Otp[]>(OTPS, phone)) ?? []).filter(live)
  const finish = (businessNo: string, result: OpeningResult) =>
    later(delay, async () => {
      const o = await store.get<Opening>(OPENING, businessNo)
      if (o) await store.put(OPENING, businessNo, { ...o, result })
      notifyTwice({ kind: 'opening', result })
    })

  return {
    name: 'sandbox',
    async createOpening(args) {
      const businessNo = newNo('SBO')
      const opening: Opening = { ...args, businessNo, submitted: false, result: { businessNo, status: 'processing' } }
      await store.put(OPENING, businessNo, opening)
      return { businessNo, url: `${config.publicUrl}/sandbox/bank/open?businessNo=${businessNo}` }
    },
    async queryOpening(businessNo) {
      // An unknown number is what a real bank answers for a session it never saw.
      const o = await store.get<Opening>(OPENING, businessNo)
      return o?.result ?? { businessNo, status: 'failed', reason: '开户流水不存在' }
    },
    async payout({ requestNo, cardNo, amount }) {
      // One payout per request number, whichever node asks (the bank dedupes).
      if (!(await store.add<PayoutResult>(PAYOUT, requestNo, { requestNo, status: 'processing' }))) return
      later(delay, async () => {
        const failed = amount % 100 === SANDBOX_PAYOUT_FAIL_CENTS
        const result: PayoutResult = failed
          ? { requestNo, status: 'failed', reason: '收款账户状态异常（沙箱模拟）' }
          : { requestNo, status: 'success' }
        if (!failed) await transfer(cardNo, amount, '养老金提现')
        await store.put(PAYOUT, requestNo, result)
        notifyTwice({ kind: 'payout', result })
      })
    },
    async queryPayout(requestNo) {
      return (
        (await store.get<PayoutResult>(PAYOUT, requestNo)) ?? { requestNo, status: 'failed', reason: '付款流水不存在' }
      )
    },
    async sendSmallAmount({ cardNo }) {
      const requestNo = newNo('SBJ')
      const amount = crypto.randomInt(1, 100)
      await store.put('bank.small', requestNo, { cardNo, amount })
      await transfer(cardNo, amount, '小额打款验证')
      return { requestNo }
    },
    async verifySmallAmount(requestNo, amount) {
      return (await store.get<{ amount: number }>('bank.small', requestNo))?.amount === amount
    },
    async sendOtp({ bankId, phone, cardNo }) {
      const orderNo = newNo('SBP')
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
      // Expired codes go, so a long-running sandbox does not grow without bound.
      const kept = await otpsOf(phone)
      await store.put(OTPS, phone, [{ orderNo, code, phone, cardNo, bankId, at: Date.now(), tries: 0 }, ...kept])
      return { orderNo }
    },
    async verifyOtp({ orderNo, code, phone, cardNo }) {
      const list = await otpsOf(phone)
      const o = list.find((x) => x.orderNo === orderNo)
      if (!o || o.cardNo !== cardNo || o.tries >= OTP_MAX_TRIES) return false
      if (o.code !== code) o.tries += 1
      // A code confirms one binding only.
      const right = o.code === code
      await store.put(OTPS, phone, right ? list.filter((x) => x !== o) : list)
      return right
    },
    onNotice: notices.onNotice,
    close: notices.close,
    sandbox: {
      async getOpening(businessNo) {
        return (await store.get<Opening>(OPENING, businessNo)) ?? null
      },
      async submitOpening(businessNo, form) {
        const o = await store.get<Opening>(OPENING, businessNo)
        if (!o) throw new Error('unknown businessNo')
        const back = (result: string) => appendQuery(o.returnUrl, { bankId: o.bankId, businessNo, result })
        // A second submit of the same session changes nothing, as at a real bank.
        if (o.submitted) return back(o.result.status === 'failed' ? 'failed' : 'success')
        await store.put(OPENING, businessNo, { ...o, submitted: true })
        if ('fail' in form) {
          finish(businessNo, { businessNo, status: 'failed', reason: '银行审核未通过' })
          return back('failed')
        }
        const accountNo = `6${o.bankId}${String(crypto.randomInt(0, 1e9)).padStart(9, '0')}${form.cardNo.slice(-4)}`
        finish(businessNo, { businessNo, status: 'success', accountNo, ...form })
        return back('success')
      },
      async transfersTo(cardNo) {
        const list = (await store.get<Transfer[]>('bank.transfer', cardNo)) ?? []
        return list.map((t) => ({ ...t, at: new Date(t.at) }))
      },
      async otpsTo(phone) {
        return (await otpsOf(phone)).map(({ code, at, bankId }) => ({ code, at: new Date(at), bankId }))
      }
    }
  }
}

/** opts.delayMs: the sandbox's answer latency (tests that watch the "processing" state slow it down). */
export function createBankProvider(
  config: Config,
  opts: { delayMs?: number; store?: SandboxStore } = {}
): BankProvider {
  if (config.providers.bank === 'sandbox') return createSandboxBank(config, opts.delayMs, opts.store)
  throw new ConfigError(`unknown BANK_PROVIDER ${config.providers.bank}`)
}
