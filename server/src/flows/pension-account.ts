import { and, desc, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { bankOpenings, bankPromotions, banks, pensionAccounts } from '../db/schema'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import { OPENING_STATUS, OTP_BANK_CODES, bankView, findBank, lookupBin } from '../bank/bank'
import { queryCard } from './pension-bank'
import { checkCode, consumeCode } from '../lib/sms-codes'
import { identityState } from '../bank/identity'
import { withdrawTerms } from '../pension/pension-withdraw'
import { WITHDRAW_MIN_CENTS } from '@contract/rules'
import { absoluteUrl, bankLogoPath, getAccount, pensionTotals } from '../pension/pension'
import type { Ctx } from '../lib/context'
import type { PensionCheck } from '@contract/schemas/pension'

/** The platform pension account: readiness check, opening, partner-bank choice, card checks and binding. */

/** Luhn (mod 10) check digit, which every UnionPay debit card number carries. */
export function luhnValid(no: string): boolean {
  if (!/^\d{12,19}$/.test(no)) return false
  let sum = 0
  for (let i = 0; i < no.length; i++) {
    let d = Number(no[no.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** Luhn, then BIN lookup: the card's issuing bank, or errno BANK_CARD_INVALID. Only debit cards can be bound. */
export async function checkCard(db: DbOrTx, cardNo: string) {
  if (!luhnValid(cardNo)) throw new AppError(ERRNO.BANK_CARD_INVALID, '银行卡号有误，请核对后重新输入')
  const bin = await lookupBin(db, cardNo)
  if (!bin) throw new AppError(ERRNO.BANK_CARD_INVALID, '暂不支持该银行的银行卡')
  if (bin.cardType !== '借记卡') throw new AppError(ERRNO.BANK_CARD_INVALID, '请使用借记卡')
  return bin
}

/** /pensionaccount/checkbankno */
export async function checkBankNo(ctx: Ctx, bankNo: string) {
  const bin = await checkCard(ctx.db, bankNo)
  const partner = bin.bankId ? await findBank(ctx.db, bin.bankId) : null
  return {
    bank_name: bin.bankName,
    card_type: bin.cardType,
    bank_id: partner?.id ?? 0,
    is_cooperation: partner?.isCooperation ?? false,
    logo: partner ? absoluteUrl(ctx.config.publicUrl, bankLogoPath(partner.id)) : ''
  }
}

/** /pensionaccount/check: what stands between the user and opening / withdrawing, and the next step. */
export async function checkAccount(ctx: Ctx, userId: number): Promise<PensionCheck> {
  const id = await identityState(ctx.db, userId)
  const acc = await getAccount(ctx.db, userId)
  const [processing] = await ctx.db
    .select({ businessNo: bankOpenings.businessNo })
    .from(bankOpenings)
    .where(and(eq(bankOpenings.userId, userId), eq(bankOpenings.status, OPENING_STATUS.PROCESSING)))
    .limit(1)
  // The newest opening, so an interrupted one (app closed on the bank's page) can be resumed or explained.
  const [last] = await ctx.db
    .select()
    .from(bankOpenings)
    .where(eq(bankOpenings.userId, userId))
    .orderBy(desc(bankOpenings.id))
    .limit(1)
  const bankOpened = Boolean(acc?.accountNo)
  const bankBound = bankOpened && Boolean(acc?.cardNo)
  const { withdrawable } = await pensionTotals(ctx.db, userId)
  const next = !id.present
    ? 'identity'
    : !id.verified
      ? 'auth'
      : !id.signed
        ? 'esign'
        : !acc?.openedAt
          ? 'open'
          : !bankBound
            ? 'bank'
            : ''
  return {
    identity_present: id.present,
    identity_verified: id.verified,
    esigned: id.signed,
    account_opened: Boolean(acc?.openedAt),
    pension_account_id: acc?.openedAt ? acc.id : 0,
    bank_opened: bankOpened,
    bank_bound: bankBound,
    bank_opening: Boolean(processing),
    selected_bank_id: acc?.selectedBankId ?? 0,
    can_open: id.verified && id.signed,
    can_withdraw: bankBound,
    next_step: next,
    last_opening: last
      ? {
          business_no: last.businessNo,
          bank_id: last.bankId,
          opa_id: last.opaId ?? 0,
          status: last.status as 0 | 1 | 2,
          reason: last.reason ?? ''
        }
      : null,
    // The bounds /pensionaccount/apply enforces, so the form can say them before the user submits.
    withdrawable,
    withdraw_min: WITHDRAW_MIN_CENTS,
    withdraw_max: bankBound ? withdrawable : 0,
    // Fee, daily limit and arrival, which the form shows before the confirm.
    ...(await withdrawTerms(ctx.db, userId))
  }
}

/** /pensionaccount/open: the platform pension account, once identity is verified and the agreement signed. Idempotent. */
export async function openAccount(ctx: Ctx, userId: number) {
  const id = await identityState(ctx.db, userId)
  if (!id.verified) throw new AppError(ERRNO.PENSION_OPEN_REFUSED, '请先完成实名认证')
  if (!id.signed) throw new AppError(ERRNO.PENSION_OPEN_REFUSED, '请先签署养老金账户服务协议')
  await ctx.db.insert(pensionAccounts).values({ userId }).onConflictDoNothing()
  await ctx.db
    .update(pensionAccounts)
    .set({ openedAt: new Date() })
    .where(and(eq(pensionAccounts.userId, userId), isNull(pensionAccounts.openedAt)))
  const acc = (await getAccount(ctx.db, userId))!
  return { pension_account_id: acc.id, opened_at: Math.floor(acc.openedAt!.getTime() / 1000) }
}

/** /pensionaccount/selection: the partner bank the user chose (cannot change once a bank account is open). */
export async function selectBank(ctx: Ctx, userId: number, bankId: number) {
  const bank = await findBank(ctx.db, bankId)
  if (!bank || !bank.isShow) throw notFound('银行')
  if (!bank.isCooperation) throw new AppError(ERRNO.BANK_OPEN_STATE, '该银行暂未开通养老金账户合作')
  const acc = await getAccount(ctx.db, userId)
  if (acc?.accountNo && acc.bankId !== bankId) {
    throw new AppError(ERRNO.BANK_OPEN_STATE, '已开通养老金银行账户，不能更换银行')
  }
  await ctx.db
    .insert(pensionAccounts)
    .values({ userId, selectedBankId: bankId })
    .onConflictDoUpdate({ target: pensionAccounts.userId, set: { selectedBankId: bankId } })
  return { bank_id: bankId, bank: bankView(ctx.config.publicUrl, bank) }
}

/** The pension account's bank confirms card bindings with its own one-time code (pingan). */
async function otpBankOf(ctx: Ctx, bankId: number | null | undefined) {
  const bank = bankId ? await findBank(ctx.db, bankId) : null
  return Boolean(bank && OTP_BANK_CODES.includes(bank.code))
}

/**
 * The OTP step of /pension/account/pre {bankId, phone, card_no}: the account's bank (pingan) texts a code
 * to the reserved phone; its order number goes with the code to /bindcardno.
 */
export async function sendBindOtp(
  ctx: Ctx,
  userId: number,
  input: { bankId: number; phone?: string; card_no?: string }
) {
  if (!input.phone) throw invalid('phone', '不能为空')
  if (!input.card_no) throw invalid('card_no', '不能为空')
  if (!(await otpBankOf(ctx, input.bankId))) {
    throw new AppError(ERRNO.BANK_OPEN_STATE, '该银行无需银行验证码，请使用短信验证码')
  }
  const acc = await getAccount(ctx.db, userId)
  if (!acc?.accountNo || acc.bankId !== input.bankId) {
    throw new AppError(ERRNO.PENSION_NOT_OPENED, '请先开通该银行养老金账户')
  }
  await checkCard(ctx.db, input.card_no)
  const { orderNo } = await ctx.providers.bank.sendOtp({
    bankId: input.bankId,
    phone: input.phone,
    cardNo: input.card_no
  })
  return orderNo
}

export interface BindCardInput {
  card_no: string
  phone?: string
  verify_code?: string
  otp_order_no?: string
}

/**
 * /pensionaccount/bindcardno: binds another debit card to the opened pension account. The holder proves
 * the reserved phone: with the bank's one-time code where the account's bank sends one (pingan), else
 * with our SMS code. The new card must pass the small-amount check again, so jst_binded resets.
 */
export async function bindCardNo(ctx: Ctx, sms: Ctx, userId: number, input: BindCardInput) {
  const acc = await getAccount(ctx.db, userId)
  if (!acc?.accountNo) throw new AppError(ERRNO.PENSION_NOT_OPENED, '请先开通养老金银行账户')
  const bin = await checkCard(ctx.db, input.card_no)
  const phone = input.phone ?? acc.prePhone
  if (!phone) throw invalid('phone', '不能为空')
  if (!input.verify_code) throw invalid('verify_code', '不能为空')
  let codeId: number | null = null
  if (await otpBankOf(ctx, acc.bankId)) {
    if (!input.otp_order_no) throw new AppError(ERRNO.SMS_CODE_INVALID, '请先获取银行验证码')
    const passed = await ctx.providers.bank.verifyOtp({
      orderNo: input.otp_order_no,
      code: input.verify_code,
      phone,
      cardNo: input.card_no
    })
    if (!passed) throw new AppError(ERRNO.SMS_CODE_INVALID, '银行验证码错误或已失效，请重新获取')
  } else {
    codeId = await checkCode(sms, phone, input.verify_code)
  }
  await ctx.db.transaction(async (tx) => {
    if (codeId !== null) await consumeCode(tx, codeId)
    await tx
      .update(pensionAccounts)
      .set({
        cardNo: input.card_no,
        cardBankName: bin.bankName,
        prePhone: phone,
        jstBinded: acc.cardNo === input.card_no ? acc.jstBinded : false,
        jstRequestNo: null,
        jstTries: 0
      })
      .where(eq(pensionAccounts.id, acc.id))
  })
  return queryCard(ctx, userId)
}

/** /pensionaccount/opa: an account-opening promotion (the one named, else the newest enabled one). */
export async function opaInfo(ctx: Ctx, userId: number, opaId?: number) {
  const [p] = await ctx.db
    .select()
    .from(bankPromotions)
    .where(opaId ? eq(bankPromotions.id, opaId) : eq(bankPromotions.enabled, true))
    .orderBy(bankPromotions.id)
    .limit(1)
  if (!p || !p.enabled) throw notFound('开户活动')
  const list = (await ctx.db.select().from(banks)).filter((b) => p.bankIds.includes(b.id) && b.isShow)
  const acc = await getAccount(ctx.db, userId)
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    prize_activity_id: p.prizeActivityId ?? 0,
    banks: list.map((b) => bankView(ctx.config.publicUrl, b)),
    opened: Boolean(acc?.accountNo)
  }
}
