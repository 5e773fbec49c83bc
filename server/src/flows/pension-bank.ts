import { asc, eq } from 'drizzle-orm'
import { bankOpenings, banks, users } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type { BankPreCheck, BoundCard } from '@contract/schemas/bank'
import { OTP_BANK_CODES, bankView, findBank, partnerBank } from '../bank/bank'
import { identityState } from '../bank/identity'
import { getAccount } from '../pension/pension'
import { absoluteUrl } from '../lib/image-urls'
import { maskAccount, maskIdNo, maskPhone } from '../lib/mask'
import type { Ctx } from '../lib/context'

/**
 * The partner bank as the pension account meets it (/pension/account/*): can the user open here, the opening at the
 * bank's page, the bound card and the account protocol. Each reads the pension account (pension/) and the bank's
 * rows (bank/), so it lives here (docs/decisions/0032-flows-layer.md).
 */

export const BANK_BRIDGE = '/pages/bank-bridge/index'

/**
 * /pension/account/pre: can the user open an account with this bank now? Needs a name and id number on
 * record. With a phone and card number the route also runs the OTP step (flows/pension-account.ts sendBindOtp).
 */
export async function preCheck(ctx: Ctx, userId: number, bankId: number): Promise<BankPreCheck> {
  const bank = await findBank(ctx.db, bankId)
  if (!bank || !bank.isShow) throw notFound('银行')
  const id = await identityState(ctx.db, userId)
  const [u] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
  const acc = await getAccount(ctx.db, userId)
  const opened = Boolean(acc?.accountNo)
  const reason = opened
    ? '已开通养老金银行账户'
    : !id.present
      ? '请先完成实名信息填写'
      : !bank.isCooperation
        ? '该银行暂未开通合作'
        : ''
  return {
    bank: bankView(ctx.config.publicUrl, bank),
    identity_present: id.present,
    identity_verified: id.verified,
    name: id.name,
    id_no: maskIdNo(id.idNo),
    phone: maskPhone(u?.phone),
    opened,
    can_open: !reason,
    reason,
    otp_required: OTP_BANK_CODES.includes(bank.code),
    otp_order_no: ''
  }
}

/** /pension/account/openurl: starts an opening at the bank; its page returns to the bank-bridge page. */
export async function openUrl(ctx: Ctx, userId: number, input: { bankId: number; opa_id?: number }) {
  const bank = await partnerBank(ctx.db, input.bankId)
  const id = await identityState(ctx.db, userId)
  if (!id.present) throw new AppError(ERRNO.IDENTITY_REQUIRED, '请先完成实名信息填写')
  if ((await getAccount(ctx.db, userId))?.accountNo) {
    throw new AppError(ERRNO.BANK_OPEN_STATE, '您已开通养老金银行账户')
  }
  const [u] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
  const { businessNo, url } = await ctx.providers.bank.createOpening({
    bankId: bank.id,
    name: id.name,
    idNo: id.idNo,
    phone: u?.phone ?? '',
    returnUrl: `${ctx.config.publicUrl.replace(/\/$/, '')}/#${BANK_BRIDGE}`
  })
  await ctx.db.insert(bankOpenings).values({ businessNo, userId, bankId: bank.id, opaId: input.opa_id ?? null })
  return { url, businessNo, bankId: bank.id }
}

/** /pension/account/querycard: the card bound to the pension account. */
export async function queryCard(ctx: Ctx, userId: number): Promise<BoundCard> {
  const acc = await getAccount(ctx.db, userId)
  if (!acc?.cardNo || !acc.bankId) return { bound: false, card_no: '', bank_name: '', phone: '', bank: null }
  const bank = (await findBank(ctx.db, acc.bankId))!
  return {
    bound: true,
    card_no: maskAccount(acc.cardNo),
    bank_name: acc.cardBankName ?? '',
    phone: maskPhone(acc.prePhone),
    bank: bankView(ctx.config.publicUrl, bank)
  }
}

/** /pension/account/gfprotocol: the partner bank's account protocol (the opened, else selected, else first bank). */
export async function gfProtocol(ctx: Ctx, userId: number | null, bankId?: number) {
  const acc = userId ? await getAccount(ctx.db, userId) : null
  const wanted = bankId ?? acc?.bankId ?? acc?.selectedBankId
  const [bank] = wanted
    ? await ctx.db.select().from(banks).where(eq(banks.id, wanted))
    : await ctx.db.select().from(banks).where(eq(banks.isCooperation, true)).orderBy(asc(banks.sort)).limit(1)
  if (!bank) throw notFound('银行')
  return {
    bank_id: bank.id,
    title: bank.protocolTitle,
    content: bank.protocolText,
    url: absoluteUrl(ctx.config.publicUrl, `/doc/bank/protocol?bankId=${bank.id}`)
  }
}
