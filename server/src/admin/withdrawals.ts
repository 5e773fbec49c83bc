import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { banks, pensionWithdrawals, users } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type { Ctx } from '../lib/context'
import { maskAccount } from '../pension/pension'
import { WITHDRAW_STATUS_TEXT, applyPayoutResult, reviewWithdrawal } from '../pension/pension-withdraw'
import { audit, type Actor } from './audit'
import { WITHDRAW_STATUS } from '@contract/enums'
import { tellWithdrawal } from '../lib/order-notices'

/** 财务's withdrawal review: approve (payout through the bank provider, once) or refuse with a reason. */

export async function listWithdrawals(
  db: DbOrTx,
  q: { status?: number; phone?: string; page?: number; page_size?: number }
) {
  const where: SQL[] = []
  if (q.status !== undefined) where.push(eq(pensionWithdrawals.status, q.status))
  if (q.phone) where.push(eq(users.phone, q.phone))
  const cond = where.length ? and(...where) : undefined
  const size = q.page_size ?? 20
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ w: pensionWithdrawals, phone: users.phone, bank: banks.name })
      .from(pensionWithdrawals)
      .leftJoin(users, eq(users.id, pensionWithdrawals.userId))
      .leftJoin(banks, eq(banks.id, pensionWithdrawals.bankId))
      .where(cond)
      .orderBy(desc(pensionWithdrawals.id))
      .limit(size)
      .offset(((q.page ?? 1) - 1) * size),
    db
      .select({ total: count() })
      .from(pensionWithdrawals)
      .leftJoin(users, eq(users.id, pensionWithdrawals.userId))
      .where(cond)
  ])
  return {
    total,
    list: rows.map(({ w, phone, bank }) => ({
      id: w.id,
      phone: phone ?? '',
      amount: w.amount,
      status: w.status,
      status_text: WITHDRAW_STATUS_TEXT[w.status] ?? '',
      bank_name: bank ?? '',
      // The console shows cards masked like the app does; unmasking is a separate, audited 财务 action.
      card_no: maskAccount(w.cardNo),
      payout_no: w.payoutNo,
      reason: w.reason ?? '',
      created_at: w.createdAt.toISOString(),
      reviewed_at: w.reviewedAt?.toISOString() ?? null,
      finished_at: w.finishedAt?.toISOString() ?? null
    }))
  }
}

async function current(db: DbOrTx, id: number) {
  const [w] = await db.select().from(pensionWithdrawals).where(eq(pensionWithdrawals.id, id))
  if (!w) throw notFound('提现申请')
  return w
}

const handled = (status: number) =>
  new AppError(ERRNO.CONFLICT, `提现申请${WITHDRAW_STATUS_TEXT[status] ?? ''}，不能重复处理`)

/**
 * Approves and pays out: reviewWithdrawal moves 0 -> 1 conditionally, so a second approval at the same time sends
 * no second payout and is refused. The bank's answer, when it has one already, is applied at once.
 */
export async function approveWithdrawal(ctx: Ctx, actor: Actor, id: number) {
  const before = await current(ctx.db, id)
  if (!(await reviewWithdrawal(ctx, id))) throw handled((await current(ctx.db, id)).status)
  await audit(ctx.db, actor, {
    action: 'approve',
    entity: 'withdrawal',
    entityId: id,
    before: { status: before.status },
    after: { status: WITHDRAW_STATUS.reviewed }
  })
  const after = await current(ctx.db, id)
  if (after.payoutNo) await applyPayoutResult(ctx.db, await ctx.providers.bank.queryPayout(after.payoutNo))
  return current(ctx.db, id).then((w) => ({
    id,
    status: w.status,
    status_text: WITHDRAW_STATUS_TEXT[w.status],
    reason: w.reason ?? ''
  }))
}

/** Refuses with a reason the shopper reads on the withdrawal's page; the amount is withdrawable again. */
export async function refuseWithdrawal(ctx: Ctx, actor: Actor, id: number, reason: string) {
  await current(ctx.db, id)
  const text = `审核未通过：${reason}`.slice(0, 120)
  const w = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(pensionWithdrawals)
      .set({ status: WITHDRAW_STATUS.failed, reason: text, reviewedAt: new Date(), finishedAt: new Date() })
      .where(and(eq(pensionWithdrawals.id, id), eq(pensionWithdrawals.status, WITHDRAW_STATUS.applied)))
      .returning()
    if (!row) throw handled((await current(tx, id)).status)
    await audit(tx, actor, {
      action: 'refuse',
      entity: 'withdrawal',
      entityId: id,
      before: { status: 0 },
      after: { status: row.status, reason: text }
    })
    // 提现失败, with the reason the shopper also reads on the withdrawal's page.
    await tellWithdrawal(tx, { ...row, status: 'failed' })
    return row
  })
  return { id, status: w.status, status_text: WITHDRAW_STATUS_TEXT[w.status], reason: text }
}
