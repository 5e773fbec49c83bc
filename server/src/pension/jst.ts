import { and, eq, lt, sql } from 'drizzle-orm'
import { pensionAccounts, users } from '../db/schema'
import { AppError, ERRNO } from '../errors'
import { getAccount, maskAccount } from './pension'
import type { Ctx } from '../lib/context'

/**
 * Corporate small-amount check (jst): the bank sends a random 0.01-0.99 yuan to the bound card and
 * the user types it back. Three wrong answers lock the check for a day.
 */
export const JST_MAX_TRIES = 3
export const JST_LOCK_MS = 24 * 3600 * 1000

const lockedMessage = (until: Date) =>
  `验证失败次数过多，请于${new Date(until.getTime() + 8 * 3600 * 1000).toISOString().slice(5, 16).replace('T', ' ')}后重试`

async function boundAccount(ctx: Ctx, userId: number) {
  const acc = await getAccount(ctx.db, userId)
  if (!acc?.accountNo || !acc.cardNo) throw new AppError(ERRNO.PENSION_NOT_OPENED, '请先开通养老金银行账户')
  if (acc.jstLockedUntil && acc.jstLockedUntil > new Date()) {
    throw new AppError(ERRNO.JST_LOCKED, lockedMessage(acc.jstLockedUntil))
  }
  return acc
}

/** /jst/bindsmallamountwithcheckcorp: asks the bank to send the small amount (again). */
export async function sendSmallAmount(ctx: Ctx, userId: number) {
  const acc = await boundAccount(ctx, userId)
  if (acc.jstBinded) return { sent: false, jst_binded: true, card_no: maskAccount(acc.cardNo), tries_left: 0 }
  const [u] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, userId))
  const { requestNo } = await ctx.providers.bank.sendSmallAmount({ cardNo: acc.cardNo!, name: u?.name ?? '' })
  await ctx.db
    .update(pensionAccounts)
    .set({ jstRequestNo: requestNo, jstTries: 0, jstLockedUntil: null })
    .where(eq(pensionAccounts.id, acc.id))
  return { sent: true, jst_binded: false, card_no: maskAccount(acc.cardNo), tries_left: JST_MAX_TRIES }
}

/** /jst/checkamountwithcorp {amount}: amount in cents (1-99). */
export async function checkSmallAmount(ctx: Ctx, userId: number, amount: number) {
  const acc = await boundAccount(ctx, userId)
  if (acc.jstBinded) return { jst_binded: true }
  if (!acc.jstRequestNo) throw new AppError(ERRNO.JST_AMOUNT_WRONG, '请先获取打款验证金额')
  if (await ctx.providers.bank.verifySmallAmount(acc.jstRequestNo, amount)) {
    await ctx.db
      .update(pensionAccounts)
      .set({ jstBinded: true, jstRequestNo: null, jstTries: 0 })
      .where(and(eq(pensionAccounts.id, acc.id), eq(pensionAccounts.jstRequestNo, acc.jstRequestNo)))
    return { jst_binded: true }
  }
  // Counted by a conditional update on the same request, so parallel guesses cannot get more than three tries.
  const [counted] = await ctx.db
    .update(pensionAccounts)
    .set({ jstTries: sql`${pensionAccounts.jstTries} + 1` })
    .where(
      and(
        eq(pensionAccounts.id, acc.id),
        eq(pensionAccounts.jstRequestNo, acc.jstRequestNo),
        lt(pensionAccounts.jstTries, JST_MAX_TRIES)
      )
    )
    .returning({ tries: pensionAccounts.jstTries })
  const tries = counted?.tries ?? JST_MAX_TRIES
  if (tries >= JST_MAX_TRIES) {
    const until = new Date(Date.now() + JST_LOCK_MS)
    await ctx.db
      .update(pensionAccounts)
      .set({ jstLockedUntil: until, jstRequestNo: null })
      .where(eq(pensionAccounts.id, acc.id))
    throw new AppError(ERRNO.JST_LOCKED, lockedMessage(until))
  }
  const left = JST_MAX_TRIES - tries
  throw new AppError(ERRNO.JST_AMOUNT_WRONG, `金额不正确，还可尝试${left}次`, { tries_left: left })
}
