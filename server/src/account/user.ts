import { and, count, eq, inArray, ne } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { afterSales, orders, pensionWithdrawals, userOauth, users } from '../db/schema'
import { AppError, ERRNO, conflict, invalid } from '../errors'
import { revokeUserSessions } from '../lib/auth'
import type { ProfileInfo } from '@contract/schemas/user'
import { checkCode, consumeCode } from '../lib/sms-codes'
import type { Ctx } from '../lib/context'
import { isUniqueViolation } from '../db/pg-error'
import { WITHDRAW_STATUS, ORDER_STATUS } from '@contract/enums'

/** An id number keeps its first 6 and last 4 characters (spec section 5). */
export function maskIdNo(idNo: string | null): string | null {
  if (!idNo) return idNo
  if (idNo.length <= 10) return '*'.repeat(idNo.length)
  return `${idNo.slice(0, 6)}${'*'.repeat(idNo.length - 10)}${idNo.slice(-4)}`
}

/** A live account may log in; a disabled one is refused whatever the login method. */
export function assertActive(user: { status: number }) {
  if (user.status !== 1) throw new AppError(ERRNO.ACCOUNT_DISABLED, '账号已被停用，请联系客服')
}

/**
 * What a new account gets beyond its users row, in the creating transaction: the welcome gift card and message
 * belong to other areas, so the flow passes the step in (flows/sign-up.ts, docs/architecture.md).
 */
export type SignUpStep = (tx: DbOrTx, userId: number) => Promise<void>

/**
 * The user owning this phone, or a new one created, with the sign-up step run, in the caller's transaction. A
 * concurrent first login of the same phone ends with one user (the unique phone decides).
 */
export async function findOrCreateUserByPhone(
  tx: DbOrTx,
  phone: string,
  signUp: SignUpStep,
  extra: { channelId?: string; nick?: string; head?: string } = {}
): Promise<{ id: number; created: boolean }> {
  const existing = async () => {
    const [u] = await tx.select({ id: users.id, status: users.status }).from(users).where(eq(users.phone, phone))
    return u
  }
  const found = await existing()
  if (found) {
    assertActive(found)
    return { id: found.id, created: false }
  }
  const [row] = await tx
    .insert(users)
    .values({
      phone,
      nick: extra.nick || `用户${phone.slice(-4)}`,
      head: extra.head ?? '',
      channelId: extra.channelId || 'm'
    })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id })
  if (!row) {
    const raced = await existing()
    if (!raced) throw conflict('登录人数较多，请稍后重试')
    assertActive(raced)
    return { id: raced.id, created: false }
  }
  await signUp(tx, row.id)
  return { id: row.id, created: true }
}

/**
 * profile.info as the account knows it: the pension's fields (identity_id, esign_id, pension_account_id,
 * t_pension_bank_*) are null here and filled by flows/profile.ts.
 */
export async function getAccountProfile(db: DbOrTx, userId: number): Promise<ProfileInfo> {
  const [u] = await db.select().from(users).where(eq(users.id, userId))
  if (!u) throw new AppError(ERRNO.SESSION_EXPIRED, '登录状态已过期，请重新登录')
  const info: ProfileInfo = {
    id: u.id,
    identity_id: null,
    status: u.status,
    channel_id: u.channelId,
    esign_id: null,
    head: u.head,
    nick: u.nick,
    openid_app: u.openidApp,
    openid_h5: u.openidH5,
    openid_mp: u.openidMp,
    pension_account_id: null,
    phone: u.phone,
    wx_unionid: u.wxUnionid,
    name: u.name,
    id_no: maskIdNo(u.idNo),
    t_pension_bank_account: null,
    t_pension_bank_name: null,
    t_pension_bank_type: null,
    t_pension_bank_logo: null
  }
  return info
}

/** Changes the nick and/or head; the route answers with the profile (flows/profile.ts). */
export async function setProfile(db: DbOrTx, userId: number, body: { nick?: string; head?: string }) {
  const patch: { nick?: string; head?: string } = {}
  if (body.nick !== undefined) {
    const nick = body.nick.trim()
    if (!nick || /[\u0000-\u001f\u007f]/.test(nick)) throw invalid('nick', '不能为空或包含特殊字符')
    patch.nick = nick
  }
  if (body.head !== undefined) patch.head = body.head.trim()
  if (!Object.keys(patch).length) throw invalid('nick', '和 head 至少填写一项')
  await db.update(users).set(patch).where(eq(users.id, userId))
}

/**
 * Moves the account to a new phone; the code was sent to the new phone, which no other account may hold. The route
 * answers with the profile (flows/profile.ts).
 */
export async function changePhone(ctx: Ctx, userId: number, body: { phone: string; verify_code: string }) {
  const [me] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
  if (me?.phone === body.phone) throw new AppError(ERRNO.PHONE_UNCHANGED, '新手机号不能与当前手机号相同')
  const codeId = await checkCode(ctx, body.phone, body.verify_code)
  const taken = () => new AppError(ERRNO.PHONE_TAKEN, '该手机号已被其他账号使用')
  try {
    await ctx.db.transaction(async (tx) => {
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, body.phone), ne(users.id, userId)))
      if (other) throw taken()
      await consumeCode(tx, codeId)
      await tx.update(users).set({ phone: body.phone }).where(eq(users.id, userId))
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw taken()
    throw err
  }
}

/** Orders still under way: money or goods are moving, or the cashback is not settled yet. */
const OPEN_ORDER_STATUSES = [
  ORDER_STATUS.awaitPayment,
  ORDER_STATUS.awaitGrouped,
  ORDER_STATUS.paymentFinished,
  ORDER_STATUS.delivering,
  ORDER_STATUS.delivered,
  ORDER_STATUS.awaitRefund
]
export const UNREGISTER_REFUSED = {
  orders: '您有未完成的订单（待付款、待发货、待收货或退款中），请处理完成后再注销账户',
  withdrawals: '您有处理中的养老金提现，请到账后再注销账户'
} as const

/** Refuses to close an account while an order, an after-sale or a withdrawal of it is still open. */
async function assertNothingOpen(db: DbOrTx, userId: number) {
  const [o] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, OPEN_ORDER_STATUSES)))
  const [a] = await db
    .select({ n: count() })
    .from(afterSales)
    .where(and(eq(afterSales.userId, userId), inArray(afterSales.status, [0, 1])))
  if (Number(o.n) + Number(a.n) > 0) throw new AppError(ERRNO.UNREGISTER_REFUSED, UNREGISTER_REFUSED.orders)
  const [w] = await db
    .select({ n: count() })
    .from(pensionWithdrawals)
    .where(
      and(
        eq(pensionWithdrawals.userId, userId),
        inArray(pensionWithdrawals.status, [WITHDRAW_STATUS.applied, WITHDRAW_STATUS.reviewed])
      )
    )
  if (Number(w.n) > 0) throw new AppError(ERRNO.UNREGISTER_REFUSED, UNREGISTER_REFUSED.withdrawals)
}

/**
 * Closes the account: the code goes to the account's phone; personal data and social bindings are erased,
 * the row stays (orders keep their owner) marked deleted, and every session dies at once. Refused (before the
 * code is spent, so it can be used again once things are settled) while orders or withdrawals are open.
 */
export async function unregister(ctx: Ctx, userId: number, verifyCode: string) {
  const [me] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
  if (!me?.phone) throw conflict('账号未绑定手机号，无法验证身份')
  await assertNothingOpen(ctx.db, userId)
  const codeId = await checkCode(ctx, me.phone, verifyCode)
  await ctx.db.transaction(async (tx) => {
    // Again inside the transaction: an order placed meanwhile still stops it (and the code stays unspent).
    await assertNothingOpen(tx, userId)
    await consumeCode(tx, codeId)
    await tx
      .update(users)
      .set({
        phone: null,
        name: null,
        idNo: null,
        openidApp: null,
        openidH5: null,
        openidMp: null,
        wxUnionid: null,
        nick: '已注销用户',
        head: '',
        deleted: true
      })
      .where(eq(users.id, userId))
    await tx.delete(userOauth).where(eq(userOauth.userId, userId))
    await revokeUserSessions(tx, userId)
  })
  return null
}
