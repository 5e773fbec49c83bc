import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { bankOpenings, bankPromotions, banks, cardBins, pensionAccounts, users } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type { BankBrief, BankPreCheck, BoundCard } from '@contract/schemas/bank'
import { identityState } from './identity'
import { absoluteUrl, bankLogoPath } from '../lib/image-urls'
import { maskAccount, maskIdNo, maskPhone } from '../lib/mask'
import type { Ctx } from '../lib/context'

/** Partner banks: lists, account opening through the bank's page, bound card, protocol, card checks. */

export const OPENING_STATUS = { PROCESSING: 0, SUCCESS: 1, FAILED: 2 } as const
export const OPENING_TEXT = ['processing', 'success', 'failed'] as const
export const BANK_BRIDGE = '/pages/bank-bridge/index'

type BankRow = typeof banks.$inferSelect

export const bankView = (publicUrl: string, b: BankRow): BankBrief => ({
  id: b.id,
  name: b.name,
  logo: absoluteUrl(publicUrl, bankLogoPath(b.id)),
  is_cooperation: b.isCooperation,
  is_show: b.isShow
})

/** A round badge in the bank's colour with the first character of its name: no image files to ship. */
export function bankLogoSvg(b: Pick<BankRow, 'name' | 'color'>) {
  const ch = (b.name[0] || '银').replace(/[<>&"']/g, '')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="46" fill="${b.color}"/>` +
    `<text x="48" y="62" font-size="42" text-anchor="middle" fill="#fff" font-family="sans-serif">${ch}</text></svg>`
  )
}

export async function findBank(db: DbOrTx, bankId: number) {
  const [b] = await db.select().from(banks).where(eq(banks.id, bankId)).limit(1)
  return b ?? null
}

/** A bank the user may open an account with: cooperating and shown. */
async function partnerBank(db: DbOrTx, bankId: number) {
  const b = await findBank(db, bankId)
  if (!b || !b.isShow) throw notFound('银行')
  if (!b.isCooperation) throw new AppError(ERRNO.BANK_OPEN_STATE, '该银行暂未开通养老金账户合作')
  return b
}

/** /pension/account/banklist */
export async function bankList(ctx: Ctx) {
  const rows = await ctx.db.select().from(banks).where(eq(banks.isShow, true)).orderBy(asc(banks.sort), asc(banks.id))
  return { list: rows.map((b) => bankView(ctx.config.publicUrl, b)) }
}

/** /pension/account/banklistv2: the banks of an account-opening promotion (all shown banks without one). */
export async function bankListV2(ctx: Ctx, opaId?: number) {
  if (!opaId) return { opa: null, ...(await bankList(ctx)) }
  const [p] = await ctx.db.select().from(bankPromotions).where(eq(bankPromotions.id, opaId)).limit(1)
  if (!p || !p.enabled) throw notFound('开户活动')
  const rows = p.bankIds.length
    ? await ctx.db
        .select()
        .from(banks)
        .where(and(inArray(banks.id, p.bankIds), eq(banks.isShow, true)))
        .orderBy(asc(banks.sort))
    : []
  return {
    opa: { id: p.id, title: p.title, description: p.description, prize_activity_id: p.prizeActivityId },
    list: rows.map((b) => bankView(ctx.config.publicUrl, b))
  }
}

export async function getAccount(db: DbOrTx, userId: number) {
  const [a] = await db.select().from(pensionAccounts).where(eq(pensionAccounts.userId, userId)).limit(1)
  return a ?? null
}

/** Banks that confirm a card binding with their own one-time code (spec: the pingan otp order no). */
export const OTP_BANK_CODES: readonly string[] = ['pingan']

/**
 * /pension/account/pre: can the user open an account with this bank now? Needs a name and id number on
 * record. With a phone and card number the route also runs the OTP step (pension-account sendBindOtp).
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

/** Issuing bank of a card by its longest matching BIN. */
export async function lookupBin(db: DbOrTx, cardNo: string) {
  const [row] = await db
    .select()
    .from(cardBins)
    .where(sql`${cardNo} like ${cardBins.prefix} || '%'`)
    .orderBy(desc(sql`length(${cardBins.prefix})`))
    .limit(1)
  return row ?? null
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
