import crypto from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { smsCodes } from '../db/schema'
import { AppError, ERRNO } from '../errors'
import type { Ctx } from './context'

export const CODE_TTL_SECONDS = 5 * 60
export const MAX_WRONG_TRIES = 5

/** Sends allowed per phone: one a minute, five an hour, ten a day (rolling windows, so a wait is exact). */
const LIMITS = [
  { seconds: 60, max: 1, message: (wait: string) => `验证码发送过于频繁，请${wait}后再试` },
  { seconds: 3600, max: 5, message: (wait: string) => `验证码发送次数过多（每小时最多 5 次），请${wait}后再试` },
  {
    seconds: 86400,
    max: 10,
    message: (wait: string) => `今日验证码发送次数已达上限（每天最多 10 次），请${wait}后再试`
  }
]

/** 75 -> " 2 分钟", 3 700 -> " 1 小时 2 分钟": the wait a shopper reads in the refusal. */
export function describeWait(seconds: number): string {
  if (seconds <= 60) return ` ${seconds} 秒`
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 60) return ` ${minutes} 分钟`
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return m ? ` ${h} 小时 ${m} 分钟` : ` ${h} 小时`
}

/**
 * Codes are stored as an HMAC keyed by a server secret, never in plain text: a six-digit code is trivial to
 * brute-force from a bare SHA-256, but without the key a leaked table (or a curious operator) cannot turn a
 * live row into a login. The plain code only ever goes to the SMS gateway.
 */
function codeHash(secret: string, phone: string, code: string) {
  return crypto.createHmac('sha256', `sms-code:${secret}`).update(`${phone}:${code}`).digest('hex')
}

/** Sends a fresh code to the phone within the rate limits; the latest code is the only one that counts. */
export async function sendCode(ctx: Ctx, phone: string) {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')
  const now = new Date()
  const id = await ctx.db.transaction(async (tx) => {
    // Serialises concurrent sends to one phone so a burst cannot slip past the counts below.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`)
    const recent = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, new Date(now.getTime() - 86400_000))))
      .orderBy(desc(smsCodes.createdAt))
    for (const limit of LIMITS) {
      const inWindow = recent.filter((r) => r.createdAt.getTime() > now.getTime() - limit.seconds * 1000)
      if (inWindow.length >= limit.max) {
        // The window frees a slot when its max-th newest send leaves it.
        const freeAt = inWindow[limit.max - 1].createdAt.getTime() + limit.seconds * 1000
        const wait = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))
        throw new AppError(ERRNO.SMS_TOO_FREQUENT, limit.message(describeWait(wait)), { retry_after: wait })
      }
    }
    const [row] = await tx
      .insert(smsCodes)
      .values({
        phone,
        codeHash: codeHash(ctx.config.ssoSecret, phone, code),
        expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
        createdAt: now
      })
      .returning({ id: smsCodes.id })
    return row.id
  })
  try {
    await ctx.providers.sms.sendCode(phone, code)
  } catch {
    // The shopper never got it: forget the send so it neither counts against the limits nor verifies.
    await ctx.db.delete(smsCodes).where(eq(smsCodes.id, id))
    throw new AppError(ERRNO.SMS_SEND_FAILED, '短信发送失败，请稍后重试')
  }
  return { expire_in: CODE_TTL_SECONDS, interval: LIMITS[0].seconds }
}

/**
 * Checks the phone's latest code without using it up; a wrong guess counts against the code even if the
 * caller's transaction later fails, so this runs on its own. Returns the code's id for `consumeCode`.
 */
export async function checkCode(ctx: Pick<Ctx, 'db' | 'config'>, phone: string, code: string): Promise<number> {
  const [row] = await ctx.db
    .select()
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
  if (!row) throw new AppError(ERRNO.SMS_CODE_INVALID, '验证码错误，请先获取验证码')
  if (row.consumedAt) throw new AppError(ERRNO.SMS_CODE_INVALID, '验证码已使用，请重新获取')
  if (row.tries >= MAX_WRONG_TRIES) throw new AppError(ERRNO.SMS_TOO_MANY_TRIES, '验证码错误次数过多，请重新获取')
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError(ERRNO.SMS_CODE_EXPIRED, '验证码已过期，请重新获取')
  const expected = Buffer.from(row.codeHash, 'hex')
  const given = Buffer.from(codeHash(ctx.config.ssoSecret, phone, code), 'hex')
  if (!crypto.timingSafeEqual(expected, given)) {
    const [after] = await ctx.db
      .update(smsCodes)
      .set({ tries: sql`${smsCodes.tries} + 1` })
      .where(and(eq(smsCodes.id, row.id), lt(smsCodes.tries, MAX_WRONG_TRIES)))
      .returning({ tries: smsCodes.tries })
    if (!after) throw new AppError(ERRNO.SMS_TOO_MANY_TRIES, '验证码错误次数过多，请重新获取')
    const left = MAX_WRONG_TRIES - after.tries
    throw new AppError(
      ERRNO.SMS_CODE_INVALID,
      left > 0 ? `验证码错误，还可尝试 ${left} 次` : '验证码错误，请重新获取验证码'
    )
  }
  return row.id
}

/** Uses the checked code up inside the caller's transaction; a second use (double tap, replay) is refused. */
export async function consumeCode(tx: DbOrTx, id: number) {
  const rows = await tx
    .update(smsCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt), lt(smsCodes.tries, MAX_WRONG_TRIES)))
    .returning({ id: smsCodes.id })
  if (!rows.length) throw new AppError(ERRNO.SMS_CODE_INVALID, '验证码已使用，请重新获取')
}

/**
 * Development only (POST /api/dev/sms-rewind): moves a phone's sends `seconds` into the past, as if the tester
 * had waited, so a browser journey can ask for a second code without sleeping out the one-a-minute limit.
 * Expiry times stay as they were.
 */
export async function rewindSends(db: DbOrTx, phone: string, seconds: number) {
  const rows = await db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(smsCodes.phone, phone))
    .returning({ id: smsCodes.id })
  return { rewound: rows.length }
}

/** Rows older than the daily window matter to nobody. */
export async function purgeOldCodes(db: DbOrTx) {
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, new Date(Date.now() - 2 * 86400_000)))
}
