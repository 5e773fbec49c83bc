import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { bankOpenings, pensionAccounts, users } from '../db/schema'
import { notFound } from '../errors'
import type { Ctx } from '../lib/context'
import type { OpenQuery } from '@contract/schemas/bank'
import type { OpeningResult } from '../lib/bank-results'
import { OPENING_STATUS, OPENING_TEXT, bankView, findBank, lookupBin } from '../bank/bank'
import { maskAccount } from '../lib/mask'
import { depositPendingCashback, getAccount, recordEvent } from '../pension/pension'

// The account opening's outcome, as the pension area applies it: the bank's result binds the pension account,
// records the event and deposits cashback that waited for an account (docs/decisions/0006-server-areas.md).
/**
 * Applies an opening result once (notice, duplicate notice or query): the opening leaves
 * "processing" by a conditional update; on success the account is bound, the event recorded
 * and pending-deposit flows deposited.
 */
export async function applyOpeningResult(db: Db, result: OpeningResult): Promise<boolean> {
  if (result.status === 'processing') return false
  return db.transaction(async (tx) => {
    const [opening] = await tx.select().from(bankOpenings).where(eq(bankOpenings.businessNo, result.businessNo))
    if (!opening || opening.status !== OPENING_STATUS.PROCESSING) return false
    let success = result.status === 'success' && Boolean(result.accountNo && result.cardNo)
    let reason = result.reason ?? (success ? null : '开户失败')
    if (success && (await getAccount(tx, opening.userId))?.accountNo) {
      // Two openings raced (two banks' pages left open): the first success keeps the account.
      success = false
      reason = '已开通其他养老金银行账户'
    }
    if (success && result.idNo) {
      const [u] = await tx.select({ idNo: users.idNo }).from(users).where(eq(users.id, opening.userId))
      if (u?.idNo && u.idNo.toUpperCase() !== result.idNo.toUpperCase()) {
        success = false
        reason = '开户人与实名信息不一致'
      }
    }
    const [moved] = await tx
      .update(bankOpenings)
      .set({
        status: success ? OPENING_STATUS.SUCCESS : OPENING_STATUS.FAILED,
        accountNo: success ? result.accountNo : null,
        cardNo: success ? result.cardNo : null,
        phone: result.phone ?? null,
        reason: reason?.slice(0, 120) ?? null,
        finishedAt: new Date()
      })
      .where(and(eq(bankOpenings.id, opening.id), eq(bankOpenings.status, OPENING_STATUS.PROCESSING)))
      .returning({ id: bankOpenings.id })
    if (!moved || !success) return Boolean(moved)
    const bin = await lookupBin(tx, result.cardNo!)
    await tx.insert(pensionAccounts).values({ userId: opening.userId }).onConflictDoNothing()
    await tx
      .update(pensionAccounts)
      .set({
        bankId: opening.bankId,
        accountNo: result.accountNo,
        cardNo: result.cardNo,
        cardBankName: bin?.bankName ?? null,
        prePhone: result.phone ?? null,
        opaId: opening.opaId,
        bankOpenedAt: new Date()
      })
      .where(and(eq(pensionAccounts.userId, opening.userId), isNull(pensionAccounts.accountNo)))
    await recordEvent(tx, {
      userId: opening.userId,
      name: 'opening_bank_account_success',
      ref: opening.businessNo,
      data: { bank_id: opening.bankId, opa_id: opening.opaId }
    })
    await depositPendingCashback(tx, opening.userId)
    return true
  })
}

/** /pension/account/queryopen: the opening's status; asks the bank while it is still processing. */
export async function queryOpen(
  ctx: Ctx,
  userId: number,
  input: { bankId: number; businessNo: string; opa_id?: number }
): Promise<OpenQuery> {
  const find = async () => {
    const [o] = await ctx.db
      .select()
      .from(bankOpenings)
      .where(and(eq(bankOpenings.businessNo, input.businessNo), eq(bankOpenings.userId, userId)))
    return o
  }
  let opening = await find()
  if (!opening || opening.bankId !== input.bankId) throw notFound('开户记录')
  if (input.opa_id && !opening.opaId) {
    await ctx.db.update(bankOpenings).set({ opaId: input.opa_id }).where(eq(bankOpenings.id, opening.id))
  }
  if (opening.status === OPENING_STATUS.PROCESSING) {
    await applyOpeningResult(ctx.db, await ctx.providers.bank.queryOpening(opening.businessNo))
    opening = (await find())!
  }
  const bank = (await findBank(ctx.db, opening.bankId))!
  const text = OPENING_TEXT[opening.status] ?? 'processing'
  return {
    status: text,
    status_code: opening.status as OpenQuery['status_code'],
    message: text === 'success' ? '开户成功' : text === 'failed' ? (opening.reason ?? '开户失败') : '开户处理中',
    businessNo: opening.businessNo,
    bank: bankView(ctx.config.publicUrl, bank),
    account_no: maskAccount(opening.accountNo)
  }
}
