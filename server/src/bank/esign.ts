import { and, desc, eq, ne } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db, DbOrTx } from '../db/client'
import { esignAccounts, esignTransactions, users } from '../db/schema'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import type { EsignResult } from './esign.provider'
import { maskIdNo } from '../lib/mask'
import { recordEvent } from '../lib/product-events'
import type { FddAccount, FddAuthResult, FddAuthStatus, FddSignResult, SignStatus } from '@contract/schemas/esign'
import type { Ctx } from '../lib/context'
import { hashField } from '../field-crypto'
import { FDD_STATUS } from '@contract/enums'

/** E-sign (fdd) accounts, identity checks and the pension agreement signing. */

/** Our signing status: 0 unsigned, 1 signed, 2 signing in progress, 3 the last attempt failed. */
export const SIGN_STATUS = { UNSIGNED: 0, SIGNED: 1, SIGNING: 2, FAILED: 3 } as const
export const TXN_STATUS = { PROCESSING: 0, SUCCESS: 1, FAILED: 2 } as const

export const AUTH_BRIDGE = '/pages/auth-bridge/index'
export const ESIGN_BRIDGE = '/pages/esign-bridge/index'
const CONTRACT_TITLE = '养老金账户服务协议'

/**
 * Where the provider page sends the user back. Only our own origin (and localhost outside production)
 * is accepted, so the sandbox and provider pages cannot be used as an open redirect.
 */
export function resolveReturnUrl(config: Config, input: string | undefined, bridge: string): string {
  const base = config.publicUrl.replace(/\/$/, '')
  if (!input) return `${base}/#${bridge}`
  if (/^\/?pages\//.test(input)) return `${base}/#/${input.replace(/^\//, '')}`
  if (input.startsWith('/#/')) return `${base}${input}`
  let url: URL
  try {
    url = new URL(input)
  } catch {
    throw invalid('return_url')
  }
  const local = config.env !== 'production' && ['localhost', '127.0.0.1'].includes(url.hostname)
  if (url.origin !== new URL(base).origin && !local) throw invalid('return_url', '不是本站地址')
  return input
}

export async function getEsignAccount(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(esignAccounts).where(eq(esignAccounts.userId, userId)).limit(1)
  return row ?? null
}

/** The lookup hash of an id number (upper-case X), as esign_accounts.id_no_hash holds it. */
export const idNoHash = (idNo: string) => hashField(idNo.toUpperCase(), 'id_no')

const verifiedElsewhere = async (db: DbOrTx, userId: number, idNo: string) => {
  const [other] = await db
    .select({ userId: esignAccounts.userId })
    .from(esignAccounts)
    .where(
      and(
        // The column is encrypted (each value differs): the keyed hash beside it finds the same number.
        eq(esignAccounts.idNoHash, idNoHash(idNo)),
        eq(esignAccounts.authStatus, FDD_STATUS.verified),
        ne(esignAccounts.userId, userId)
      )
    )
    .limit(1)
  return Boolean(other)
}

/** Refuses an id number another account has verified. */
export async function assertIdNoFree(db: DbOrTx, userId: number, idNo: string) {
  if (await verifiedElsewhere(db, userId, idNo)) {
    throw new AppError(ERRNO.IDENTITY_TAKEN, '该身份证号已在其他账号完成实名认证')
  }
}

/** /user/fddcreateaccount: the user's e-sign account; the same identity again returns the existing one. */
export async function createAccount(
  ctx: Ctx,
  userId: number,
  input: { name: string; idNo: string }
): Promise<FddAccount> {
  const name = input.name.trim()
  const idNo = input.idNo.toUpperCase()
  const existing = await getEsignAccount(ctx.db, userId)
  const same = existing && existing.name === name && existing.idNo === idNo
  if (existing && !same && existing.authStatus === FDD_STATUS.verified) {
    throw new AppError(ERRNO.ESIGN_STATE, '已完成实名认证，不能修改身份信息')
  }
  if (!same) {
    await assertIdNoFree(ctx.db, userId, idNo)
    const { customerId } = await ctx.providers.esign.createAccount({ name, idNo })
    await ctx.db
      .insert(esignAccounts)
      .values({ userId, identityId: customerId, name, idNo, idNoHash: idNoHash(idNo) })
      .onConflictDoUpdate({
        target: esignAccounts.userId,
        set: { identityId: customerId, name, idNo, idNoHash: idNoHash(idNo) }
      })
  }
  const acc = (await getEsignAccount(ctx.db, userId))!
  return {
    identity_id: acc.identityId,
    status: acc.authStatus as FddAuthStatus,
    name: acc.name,
    id_no: maskIdNo(acc.idNo)
  }
}

/** Starts an identity check of a verification kind (auth 0, verification 1, auth-and-verification 2). */
export async function startVerify(ctx: Ctx, userId: number, customerId: string, kind: number, returnUrl: string) {
  const { transactionNo, url } = await ctx.providers.esign.startVerify({ customerId, kind, returnUrl })
  await ctx.db.insert(esignTransactions).values({ userId, purpose: 'verify', kind, transactionNo })
  return { url, transaction_no: transactionNo }
}

/** /user/fddauth: the provider's identity-check page for the caller's own e-sign account. */
export async function fddAuth(
  ctx: Ctx,
  userId: number,
  input: { identity_id: string; is_mini_program?: number; return_url?: string }
) {
  const acc = await getEsignAccount(ctx.db, userId)
  if (!acc || acc.identityId !== input.identity_id) throw notFound('实名账户')
  if (acc.authStatus === FDD_STATUS.verified) throw new AppError(ERRNO.ESIGN_STATE, '已完成实名认证')
  const returnUrl = resolveReturnUrl(ctx.config, input.return_url, AUTH_BRIDGE)
  return startVerify(ctx, userId, acc.identityId, 0, returnUrl)
}

/**
 * Applies a provider result once: the transaction moves out of "processing" by a conditional
 * update, so a duplicate notice or a query racing a notice changes nothing the second time.
 */
export async function applyEsignResult(db: Db, result: EsignResult): Promise<boolean> {
  if (result.status === 'processing') return false
  return db.transaction(async (tx) => {
    const [txn] = await tx
      .update(esignTransactions)
      .set({
        status: result.status === 'success' ? TXN_STATUS.SUCCESS : TXN_STATUS.FAILED,
        contractId: result.contractId ?? null,
        reason: result.reason?.slice(0, 120) ?? null,
        finishedAt: new Date()
      })
      .where(
        and(
          eq(esignTransactions.transactionNo, result.transactionNo),
          eq(esignTransactions.status, TXN_STATUS.PROCESSING)
        )
      )
      .returning()
    if (!txn || result.status !== 'success') return Boolean(txn)
    const now = new Date()
    if (txn.purpose === 'verify') {
      if (txn.kind !== 1) {
        const [acc] = await tx
          .update(esignAccounts)
          .set({ authStatus: FDD_STATUS.verified, verifiedAt: now })
          .where(and(eq(esignAccounts.userId, txn.userId), eq(esignAccounts.authStatus, FDD_STATUS.unauthenticated)))
          .returning()
        // The verified identity becomes the user's real name on record.
        if (acc) await tx.update(users).set({ name: acc.name, idNo: acc.idNo }).where(eq(users.id, txn.userId))
      }
      await recordEvent(tx, {
        userId: txn.userId,
        name: 'verification',
        ref: txn.transactionNo,
        data: { kind: txn.kind }
      })
    } else {
      await tx
        .update(esignAccounts)
        .set({ signStatus: SIGN_STATUS.SIGNED, esignId: result.contractId ?? txn.transactionNo, signedAt: now })
        .where(and(eq(esignAccounts.userId, txn.userId), ne(esignAccounts.signStatus, SIGN_STATUS.SIGNED)))
    }
    return true
  })
}

/** The newest transaction of a purpose; while still processing, asks the provider (the notice may be late). */
export async function refreshLatest(ctx: Ctx, userId: number, purpose: 'verify' | 'sign', transactionNo?: string) {
  const [txn] = await ctx.db
    .select()
    .from(esignTransactions)
    .where(
      and(
        eq(esignTransactions.userId, userId),
        eq(esignTransactions.purpose, purpose),
        transactionNo ? eq(esignTransactions.transactionNo, transactionNo) : undefined
      )
    )
    .orderBy(desc(esignTransactions.id))
    .limit(1)
  if (!txn || txn.status !== TXN_STATUS.PROCESSING) return txn ?? null
  await applyEsignResult(ctx.db, await ctx.providers.esign.query(txn.transactionNo))
  const [fresh] = await ctx.db.select().from(esignTransactions).where(eq(esignTransactions.id, txn.id))
  return fresh
}

/** /user/fddauthresult: 0 unauthenticated, 1 verified, 2 unregistered (no e-sign account yet). */
export async function fddAuthResult(ctx: Ctx, userId: number): Promise<FddAuthResult> {
  if (!(await getEsignAccount(ctx.db, userId))) {
    return { status: FDD_STATUS.unregistered, identity_id: '', name: '', id_no: '' }
  }
  await refreshLatest(ctx, userId, 'verify')
  const acc = (await getEsignAccount(ctx.db, userId))!
  const status = acc.authStatus as FddAuthStatus
  return { status, identity_id: acc.identityId, name: acc.name, id_no: maskIdNo(acc.idNo) }
}

/** /user/fddsign: the agreement signing page. Needs a verified identity; signing twice is refused. */
export async function fddSign(
  ctx: Ctx,
  userId: number,
  input: { sign_verify_way?: number; open_environment?: number; return_url?: string }
) {
  const acc = await getEsignAccount(ctx.db, userId)
  if (!acc || acc.authStatus !== FDD_STATUS.verified) {
    throw new AppError(ERRNO.IDENTITY_REQUIRED, '请先完成实名认证')
  }
  if (acc.signStatus === SIGN_STATUS.SIGNED) throw new AppError(ERRNO.ESIGN_STATE, `已签署${CONTRACT_TITLE}`)
  const returnUrl = resolveReturnUrl(ctx.config, input.return_url, ESIGN_BRIDGE)
  const verifyWay = input.sign_verify_way ?? 1
  const { transactionNo, url } = await ctx.providers.esign.startSign({
    customerId: acc.identityId,
    contractTitle: CONTRACT_TITLE,
    verifyWay,
    returnUrl
  })
  await ctx.db.insert(esignTransactions).values({ userId, purpose: 'sign', kind: verifyWay, transactionNo })
  return { url, transaction_no: transactionNo }
}

/** /user/fddsignresult: 0 unsigned, 1 signed, 2 signing, 3 the last attempt failed. */
export async function fddSignResult(ctx: Ctx, userId: number): Promise<FddSignResult> {
  const acc = await getEsignAccount(ctx.db, userId)
  if (!acc) return { status: SIGN_STATUS.UNSIGNED, esign_id: '', signed_at: null, reason: '' }
  const txn = await refreshLatest(ctx, userId, 'sign')
  const fresh = (await getEsignAccount(ctx.db, userId))!
  let status = fresh.signStatus as SignStatus
  if (status !== SIGN_STATUS.SIGNED && txn) {
    status = txn.status === TXN_STATUS.PROCESSING ? SIGN_STATUS.SIGNING : SIGN_STATUS.FAILED
  }
  return {
    status,
    esign_id: fresh.esignId ?? '',
    signed_at: fresh.signedAt ? Math.floor(fresh.signedAt.getTime() / 1000) : null,
    reason: status === SIGN_STATUS.FAILED ? (txn?.reason ?? '') : ''
  }
}

/** /user/esign: whether the agreement is signed; if not and the identity is verified, the signing page. */
export async function esignStatus(ctx: Ctx, userId: number, input: { mp?: number }) {
  const acc = await getEsignAccount(ctx.db, userId)
  if (acc?.signStatus === SIGN_STATUS.SIGNED) return { esign_status: true, need_auth: false, url: '' }
  if (!acc || acc.authStatus !== FDD_STATUS.verified) return { esign_status: false, need_auth: true, url: '' }
  const { url } = await fddSign(ctx, userId, { open_environment: input.mp ? 1 : 0 })
  return { esign_status: false, need_auth: false, url }
}
