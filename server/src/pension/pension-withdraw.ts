import { and, count, desc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { banks, pensionAccounts, pensionWithdrawals, users } from '../db/schema'
import { checkCode, consumeCode } from '../lib/sms-codes'
import { AppError, ERRNO, notFound } from '../errors'
import { paging } from '../lib/reply'
import type { Withdrawal, WithdrawalDetail, WithdrawalPage, WithdrawStatus } from '@contract/schemas/pension'
import type { PayoutResult } from '../lib/bank-results'
import { maskAccount, pensionTotals } from './pension'
import type { Ctx } from '../lib/context'
import { WITHDRAW_STATUS } from '@contract/enums'
import { tellWithdrawal } from '../lib/order-notices'

/** Withdrawals from the pension account to the bound card: applied -> reviewed -> paid | failed. */

/**
 * What the form states before the confirm (docs/decisions/0016-withdrawal-second-factor.md): no fee, the arrival
 * the bank's payout takes, and at most this much a day (the applications of the day that have not failed).
 */
export const WITHDRAW_FEE_CENTS = 0
export const WITHDRAW_DAILY_LIMIT_CENTS = 5_000_000
export const WITHDRAW_ARRIVAL_TEXT = '预计1-3个工作日到账'

/** Midnight of today in China (UTC+8, no daylight saving), where the daily limit starts again. */
export function chinaDayStart(now = Date.now()): Date {
  const offset = 8 * 3600_000
  return new Date(Math.floor((now + offset) / 86_400_000) * 86_400_000 - offset)
}

/** Cents applied for today (failed ones are back in the balance and do not count). */
export async function withdrawnToday(db: DbOrTx, userId: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<string>`coalesce(sum(${pensionWithdrawals.amount}), 0)` })
    .from(pensionWithdrawals)
    .where(
      and(
        eq(pensionWithdrawals.userId, userId),
        ne(pensionWithdrawals.status, WITHDRAW_STATUS.failed),
        gte(pensionWithdrawals.createdAt, chinaDayStart())
      )
    )
  return Number(r.n)
}

/** The day's limit and what is left of it, for /pensionaccount/check. */
export async function withdrawTerms(db: DbOrTx, userId: number) {
  const today = await withdrawnToday(db, userId)
  return {
    withdraw_fee: WITHDRAW_FEE_CENTS,
    withdraw_daily_limit: WITHDRAW_DAILY_LIMIT_CENTS,
    withdraw_today_left: Math.max(0, WITHDRAW_DAILY_LIMIT_CENTS - today),
    withdraw_arrival: WITHDRAW_ARRIVAL_TEXT
  }
}

export const WITHDRAW_STATUS_TEXT = ['已申请', '处理中', '已到账', '提现失败'] as const
/** Spec section 9: the application list page size. */
export const APPLY_PAGE_SIZE = 15

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null)

type Row = typeof pensionWithdrawals.$inferSelect

const view = (w: Row, bankName: string | null): Withdrawal => ({
  id: w.id,
  amount: w.amount,
  status: w.status as WithdrawStatus,
  status_text: WITHDRAW_STATUS_TEXT[w.status] ?? '',
  bank_name: bankName ?? '',
  card_no: maskAccount(w.cardNo),
  reason: w.reason ?? '',
  /** A failed withdrawal's amount is back in the withdrawable balance. */
  returned: w.status === WITHDRAW_STATUS.failed,
  created_at: unix(w.createdAt),
  reviewed_at: unix(w.reviewedAt),
  finished_at: unix(w.finishedAt)
})

/**
 * /pensionaccount/apply: needs an opened, card-bound bank account, an SMS code sent to the account's phone (money
 * leaves the shop: a second factor beside the session), at most the deposited balance not yet withdrawn and at
 * most what is left of the day's limit. The account row is locked so two applications cannot both spend it; the
 * code is used up in the same transaction, so a refused application leaves it usable.
 */
export async function applyWithdrawal(ctx: Ctx, userId: number, amount: number, verifyCode: string) {
  const [me] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
  if (!me?.phone) throw new AppError(ERRNO.CONFLICT, '账号未绑定手机号，无法验证身份')
  const codeId = await checkCode(ctx, me.phone, verifyCode)
  const created = await ctx.db.transaction(async (tx) => {
    const [acc] = await tx.select().from(pensionAccounts).where(eq(pensionAccounts.userId, userId)).for('update')
    if (!acc?.accountNo || !acc.cardNo) throw new AppError(ERRNO.PENSION_NOT_OPENED, '请先开通养老金银行账户')
    const { withdrawable } = await pensionTotals(tx, userId)
    if (amount > withdrawable) {
      throw new AppError(ERRNO.PENSION_BALANCE_NOT_ENOUGH, '可提现金额不足', { withdrawable })
    }
    const todayLeft = Math.max(0, WITHDRAW_DAILY_LIMIT_CENTS - (await withdrawnToday(tx, userId)))
    if (amount > todayLeft) {
      const yuan = (c: number) => (c / 100).toFixed(2)
      throw new AppError(
        ERRNO.PENSION_DAILY_LIMIT,
        `超出每日提取限额 ¥${yuan(WITHDRAW_DAILY_LIMIT_CENTS)}，今日还可提取 ¥${yuan(todayLeft)}`,
        { today_left: todayLeft }
      )
    }
    await consumeCode(tx, codeId)
    const [w] = await tx
      .insert(pensionWithdrawals)
      .values({ userId, amount, bankId: acc.bankId, accountNo: acc.accountNo, cardNo: acc.cardNo })
      .returning()
    return { w, bankName: acc.cardBankName }
  })
  return view(created.w, created.bankName)
}

/** /pensionaccount/applylist: newest first, 15 a page by default (spec). */
export async function applyList(
  db: DbOrTx,
  userId: number,
  body: { page?: number; page_size?: number }
): Promise<WithdrawalPage> {
  const { page, size, offset } = paging(body, APPLY_PAGE_SIZE)
  const where = eq(pensionWithdrawals.userId, userId)
  const [{ total }] = await db.select({ total: count() }).from(pensionWithdrawals).where(where)
  const rows = await db
    .select({ w: pensionWithdrawals, bankName: banks.name })
    .from(pensionWithdrawals)
    .leftJoin(banks, eq(banks.id, pensionWithdrawals.bankId))
    .where(where)
    .orderBy(desc(pensionWithdrawals.id))
    .limit(size)
    .offset(offset)
  return { list: rows.map((r) => view(r.w, r.bankName)), total, page, page_size: size }
}

/** /pensionaccount/applyinfo: one of the caller's applications; anyone else's is "not found". */
export async function applyInfo(db: DbOrTx, userId: number, id: number): Promise<WithdrawalDetail> {
  const [r] = await db
    .select({ w: pensionWithdrawals, bankName: banks.name })
    .from(pensionWithdrawals)
    .leftJoin(banks, eq(banks.id, pensionWithdrawals.bankId))
    .where(and(eq(pensionWithdrawals.id, id), eq(pensionWithdrawals.userId, userId)))
  if (!r) throw notFound('提现申请')
  const steps = [
    { title: '提交申请', time: unix(r.w.createdAt), done: true },
    { title: '审核通过，银行处理中', time: unix(r.w.reviewedAt), done: r.w.status >= WITHDRAW_STATUS.reviewed },
    {
      title: r.w.status === WITHDRAW_STATUS.failed ? '提现失败，金额已退回' : '到账成功',
      time: unix(r.w.finishedAt),
      done: r.w.status >= WITHDRAW_STATUS.paid
    }
  ]
  return { ...view(r.w, r.bankName), steps }
}

/** Applies a payout result once (notice, duplicate notice or query): only a reviewed application moves. */
export async function applyPayoutResult(db: DbOrTx, result: PayoutResult): Promise<boolean> {
  if (result.status === 'processing') return false
  // The notice commits with the result (a savepoint when the caller is already in a transaction).
  return db.transaction(async (tx) => {
    const [w] = await tx
      .update(pensionWithdrawals)
      .set({
        status: result.status === 'success' ? WITHDRAW_STATUS.paid : WITHDRAW_STATUS.failed,
        reason: result.status === 'success' ? null : (result.reason ?? '银行处理失败').slice(0, 120),
        finishedAt: new Date()
      })
      .where(
        and(eq(pensionWithdrawals.payoutNo, result.requestNo), eq(pensionWithdrawals.status, WITHDRAW_STATUS.reviewed))
      )
      .returning()
    if (!w) return false
    await tellWithdrawal(tx, { ...w, status: result.status === 'success' ? 'paid' : 'failed' })
    return true
  })
}

/**
 * Approves one application and sends it to the bank: the move applied -> reviewed is a conditional update, so
 * two approvals (two clicks, two operators, two nodes) send one payout; the loser gets false.
 */
export async function reviewWithdrawal(ctx: Ctx, id: number) {
  const payoutNo = `PW${String(id).padStart(10, '0')}`
  const [moved] = await ctx.db
    .update(pensionWithdrawals)
    .set({ status: WITHDRAW_STATUS.reviewed, reviewedAt: new Date(), payoutNo })
    .where(and(eq(pensionWithdrawals.id, id), eq(pensionWithdrawals.status, WITHDRAW_STATUS.applied)))
    .returning()
  if (!moved) return false
  await ctx.providers.bank.payout({
    requestNo: payoutNo,
    accountNo: moved.accountNo,
    cardNo: moved.cardNo,
    amount: moved.amount
  })
  return true
}

/**
 * The withdrawal job: asks the bank about payouts it has not answered yet. With `review` (the sandbox merchant,
 * config.sandboxMerchant) it also approves every application itself; otherwise 财务 does in the console.
 */
export async function processWithdrawals(ctx: Ctx, opts: { review: boolean; only?: number } = { review: true }) {
  let reviewed = 0
  let finished = 0
  const applied = opts.review
    ? await ctx.db
        .select({ id: pensionWithdrawals.id })
        .from(pensionWithdrawals)
        .where(
          and(
            eq(pensionWithdrawals.status, WITHDRAW_STATUS.applied),
            opts.only ? eq(pensionWithdrawals.id, opts.only) : undefined
          )
        )
        .limit(100)
    : []
  for (const w of applied) if (await reviewWithdrawal(ctx, w.id)) reviewed++
  const waiting = await ctx.db
    .select()
    .from(pensionWithdrawals)
    .where(and(eq(pensionWithdrawals.status, WITHDRAW_STATUS.reviewed), isNotNull(pensionWithdrawals.payoutNo)))
    .limit(100)
  for (const w of waiting) {
    if (await applyPayoutResult(ctx.db, await ctx.providers.bank.queryPayout(w.payoutNo!))) finished++
  }
  return { reviewed, finished }
}
