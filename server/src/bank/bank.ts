import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { bankPromotions, banks, cardBins } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type { BankBrief } from '@contract/schemas/bank'
import { absoluteUrl, bankLogoPath } from '../lib/image-urls'
import type { Ctx } from '../lib/context'

/**
 * Partner banks: the banks and their lists, logos, promotions and card BINs. What the pension account does through
 * them (the opening, the bound card, the protocol) is flows/pension-bank.ts.
 */

export const OPENING_STATUS = { PROCESSING: 0, SUCCESS: 1, FAILED: 2 } as const
export const OPENING_TEXT = ['processing', 'success', 'failed'] as const

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
export async function partnerBank(db: DbOrTx, bankId: number) {
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

/** Banks that confirm a card binding with their own one-time code (spec: the pingan otp order no). */
export const OTP_BANK_CODES: readonly string[] = ['pingan']

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
