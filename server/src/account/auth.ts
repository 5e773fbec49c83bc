import crypto from 'node:crypto'
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { loginLogs, oauthTickets, sessions, ssoSigns, userOauth, users } from '../db/schema'
import { AppError, ERRNO, invalid } from '../errors'
import { createSession, forgetToken, forgetUser, hashToken } from '../lib/auth'
import { channelOf, type Ctx } from '../lib/context'
import { PHONE_RE } from '../lib/schemas'
import { OauthCodeError, type OauthIdentity, type OauthKind } from './oauth.provider'
import type { LoginResult, OauthLoginResult } from '@contract/schemas/user'
import { checkCode, consumeCode } from '../lib/sms-codes'
import { assertActive, findOrCreateUserByPhone, type SignUpStep } from './user'

export const SSO_WINDOW_SECONDS = 5 * 60
export const TICKET_TTL_SECONDS = 10 * 60

export type LoginMethod = 'phone' | 'wechat_phone' | 'alipay_phone' | 'sso' | OauthKind

export async function startSession(
  ctx: Ctx,
  tx: DbOrTx,
  userId: number,
  method: LoginMethod,
  extra: { opaId?: string; appid?: string } = {}
) {
  await tx.insert(loginLogs).values({ userId, method, opaId: extra.opaId ?? null, appid: extra.appid ?? null })
  return createSession(tx, userId, ctx.config.tokenTtlSeconds)
}

/** Phone + SMS code: logs in, creating the account (with the sign-up step) on first login. The code is used up. */
export async function loginByPhone(
  ctx: Ctx,
  body: { phone: string; verify_code: string; opa_id?: string },
  signUp: SignUpStep,
  channel?: string
): Promise<LoginResult> {
  const codeId = await checkCode(ctx, body.phone, body.verify_code)
  return ctx.db.transaction(async (tx) => {
    await consumeCode(tx, codeId)
    const user = await findOrCreateUserByPhone(tx, body.phone, signUp, { channelId: channel })
    return startSession(ctx, tx, user.id, 'phone', { opaId: body.opa_id })
  })
}

export function ssoSign(secret: string, appid: string, timestamp: string, data: string) {
  return crypto.createHmac('sha256', secret).update(`${appid}\n${timestamp}\n${data}`).digest('hex')
}

/**
 * Partner single sign-on: the partner signs `${appid}\n${timestamp}\n${data}` with the shared secret; data is a
 * JSON string carrying at least the phone. A request is good for five minutes and only once.
 */
export async function loginBySso(
  ctx: Ctx,
  body: { appid: string; sign: string; timestamp: string; data: string },
  signUp: SignUpStep,
  headerChannel?: string
): Promise<LoginResult> {
  const expected = Buffer.from(ssoSign(ctx.config.ssoSecret, body.appid, body.timestamp, body.data), 'hex')
  const given = Buffer.from(body.sign.toLowerCase(), 'hex')
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    throw new AppError(ERRNO.SSO_SIGN_INVALID, '登录签名校验失败')
  }
  if (Math.abs(Date.now() / 1000 - Number(body.timestamp)) > SSO_WINDOW_SECONDS) {
    throw new AppError(ERRNO.SSO_EXPIRED, '登录请求已过期，请重新进入')
  }
  let data: unknown
  try {
    data = JSON.parse(body.data)
  } catch {
    throw invalid('data', '不是合法的 JSON')
  }
  const fields = (data && typeof data === 'object' && !Array.isArray(data) ? data : {}) as Record<string, unknown>
  const phone = typeof fields.phone === 'string' || typeof fields.phone === 'number' ? String(fields.phone) : ''
  if (!PHONE_RE.test(phone)) throw invalid('data.phone')
  // A new partner user belongs to the channel the partner names, else the call's channel, else the partner.
  const channel = channelOf(fields.channel_id) ?? headerChannel ?? body.appid
  return ctx.db.transaction(async (tx) => {
    const used = await tx
      .insert(ssoSigns)
      .values({ sign: body.sign.toLowerCase(), appid: body.appid })
      .onConflictDoNothing()
      .returning({ sign: ssoSigns.sign })
    if (!used.length) throw new AppError(ERRNO.SSO_REPLAYED, '该登录请求已使用，请重新进入')
    const user = await findOrCreateUserByPhone(tx, phone, signUp, { channelId: channel })
    return startSession(ctx, tx, user.id, 'sso', { appid: body.appid })
  })
}

const OPENID_COLUMN = { wechat_h5: 'openidH5', wechat_mp: 'openidMp', wechat_app: 'openidApp' } as const
const isWechat = (kind: string): kind is keyof typeof OPENID_COLUMN => kind in OPENID_COLUMN

const boundOther = (kind: string) =>
  new AppError(
    ERRNO.OAUTH_BOUND_OTHER,
    `该手机号已绑定其他${isWechat(kind) ? '微信' : kind === 'apple' ? 'Apple ID' : '支付宝'}账号`
  )

/** Binds a social identity to a user, mirroring wechat openids into users (profile.info shows them). */
async function bindIdentity(tx: DbOrTx, userId: number, kind: OauthKind, ident: OauthIdentity) {
  const [mine] = await tx
    .select({ openid: userOauth.openid })
    .from(userOauth)
    .where(and(eq(userOauth.userId, userId), eq(userOauth.provider, kind)))
  if (mine && mine.openid !== ident.openid) throw boundOther(kind)
  if (isWechat(kind)) {
    const [u] = await tx.select({ unionid: users.wxUnionid }).from(users).where(eq(users.id, userId))
    if (u?.unionid && ident.unionid && u.unionid !== ident.unionid) throw boundOther(kind)
  }
  if (!mine) {
    const inserted = await tx
      .insert(userOauth)
      .values({ userId, provider: kind, openid: ident.openid, unionid: ident.unionid })
      .onConflictDoNothing()
      .returning({ id: userOauth.id })
    if (!inserted.length) throw new AppError(ERRNO.OAUTH_BOUND_OTHER, '该账号已绑定其他手机号')
  }
  if (isWechat(kind)) {
    await tx
      .update(users)
      .set({ [OPENID_COLUMN[kind]]: ident.openid, ...(ident.unionid ? { wxUnionid: ident.unionid } : {}) })
      .where(eq(users.id, userId))
  }
}

/** The live user behind a social identity: its own binding, else (wechat) another app of the same person. */
async function findBoundUser(tx: DbOrTx, kind: OauthKind, ident: OauthIdentity) {
  const [byOpenid] = await tx
    .select({ id: users.id, status: users.status })
    .from(userOauth)
    .innerJoin(users, eq(users.id, userOauth.userId))
    .where(and(eq(userOauth.provider, kind), eq(userOauth.openid, ident.openid), eq(users.deleted, false)))
  if (byOpenid) return byOpenid
  if (!isWechat(kind) || !ident.unionid) return null
  const [byUnion] = await tx
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(and(eq(users.wxUnionid, ident.unionid), eq(users.deleted, false)))
  if (!byUnion) return null
  await bindIdentity(tx, byUnion.id, kind, ident)
  return byUnion
}

/** A social login: a bound identity logs straight in; an unknown one gets a single-use ticket for /bindphone. */
export async function oauthLogin(ctx: Ctx, kind: OauthKind, code: string): Promise<OauthLoginResult> {
  let ident: OauthIdentity
  try {
    ident = await ctx.providers.oauth.exchangeCode(kind, code)
  } catch (err) {
    if (err instanceof OauthCodeError) throw new AppError(ERRNO.OAUTH_CODE_INVALID, '授权已失效，请重新授权')
    throw err
  }
  return ctx.db.transaction(async (tx) => {
    const user = await findBoundUser(tx, kind, ident)
    if (user) {
      assertActive(user)
      return startSession(ctx, tx, user.id, kind)
    }
    const ticket = crypto.randomBytes(24).toString('base64url')
    await tx.insert(oauthTickets).values({
      ticketHash: hashToken(ticket),
      provider: kind,
      openid: ident.openid,
      unionid: ident.unionid,
      nick: ident.nick.slice(0, 32),
      head: ident.head,
      expiresAt: new Date(Date.now() + TICKET_TTL_SECONDS * 1000)
    })
    return { ticket }
  })
}

/** Finishes a social login: the phone (with its code) is bound to the ticket's identity, creating the user if new. */
export async function bindPhone(
  ctx: Ctx,
  body: { ticket: string; phone: string; verify_code: string },
  signUp: SignUpStep,
  channel?: string
): Promise<LoginResult> {
  const codeId = await checkCode(ctx, body.phone, body.verify_code)
  return ctx.db.transaction(async (tx) => {
    const [t] = await tx
      .update(oauthTickets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oauthTickets.ticketHash, hashToken(body.ticket)),
          isNull(oauthTickets.usedAt),
          gt(oauthTickets.expiresAt, new Date())
        )
      )
      .returning()
    if (!t) throw new AppError(ERRNO.OAUTH_TICKET_INVALID, '授权已过期，请重新授权登录')
    await consumeCode(tx, codeId)
    const kind = t.provider as OauthKind
    const user = await findOrCreateUserByPhone(tx, body.phone, signUp, {
      nick: t.nick,
      head: t.head,
      channelId: channel
    })
    await bindIdentity(tx, user.id, kind, { openid: t.openid, unionid: t.unionid, nick: t.nick, head: t.head })
    return startSession(ctx, tx, user.id, kind)
  })
}

/** Ends the session of the token the request carries; other devices stay logged in. */
export async function logout(db: DbOrTx, authorization: string | undefined) {
  const m = /^Bearer\s+(\S+)$/i.exec(authorization || '')
  if (m) {
    forgetToken(hashToken(m[1]))
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(m[1])))
  }
  return null
}

/** Dev only: makes sessions expire now (one token, or all of a user's), as the clock eventually would. */
export async function expireSessions(db: DbOrTx, by: { token?: string; uid?: number }) {
  const past = new Date(Date.now() - 1000)
  if (by.token) forgetToken(hashToken(by.token))
  else if (by.uid !== undefined) forgetUser(by.uid)
  const where = by.token ? eq(sessions.tokenHash, hashToken(by.token)) : eq(sessions.userId, by.uid ?? -1)
  const rows = await db
    .update(sessions)
    .set({ expiresAt: past })
    .where(and(where, gt(sessions.expiresAt, past)))
    .returning({ id: sessions.id })
  return { expired: rows.length }
}

/** Periodic cleanup: used SSO signs past their window and dead tickets protect nothing any more. */
export async function purgeAuthLeftovers(db: DbOrTx) {
  const now = Date.now()
  await db.delete(ssoSigns).where(lt(ssoSigns.usedAt, new Date(now - 3 * SSO_WINDOW_SECONDS * 1000)))
  await db
    .delete(oauthTickets)
    .where(or(lt(oauthTickets.expiresAt, new Date(now)), lt(oauthTickets.usedAt, new Date(now - 3600_000))))
}

/**
 * Where wechat may send the shopper back: our own origin (and localhost for development). Real wechat only
 * redirects to the domain registered for the official account; the sandbox keeps the same rule, so the
 * authorize page cannot be used as an open redirect.
 */
export function allowedRedirect(publicUrl: string, redirectUri: string): URL | null {
  let url: URL
  try {
    url = new URL(redirectUri)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const own = new URL(publicUrl).hostname
  return [own, 'localhost', '127.0.0.1'].includes(url.hostname) ? url : null
}

/** /wechat/code: the authorisation page for the H5 app, coming back to the wechat bridge page by default. */
export function wechatAuthorizeUrl(
  ctx: Ctx,
  body: { redirect_uri?: string; state?: string; scope?: 'snsapi_base' | 'snsapi_userinfo' }
) {
  const redirectUri = body.redirect_uri || `${ctx.config.publicUrl}/#/pages/wechat-bridge/index`
  if (!allowedRedirect(ctx.config.publicUrl, redirectUri)) throw invalid('redirect_uri', '不是本站地址')
  const state = body.state || crypto.randomBytes(8).toString('hex')
  return { url: ctx.providers.oauth.authorizeUrl({ redirectUri, state, scope: body.scope || 'snsapi_userinfo' }) }
}

/** Wechat's redirect: code and state go into the query before the hash, where the H5 router leaves them alone. */
export function withCode(redirect: URL, code: string, state: string) {
  const url = new URL(redirect.toString())
  url.searchParams.set('code', code)
  url.searchParams.set('state', state)
  return url.toString()
}
