import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { users } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import {
  AUTH_BRIDGE,
  SIGN_STATUS,
  TXN_STATUS,
  assertIdNoFree,
  createAccount,
  getEsignAccount,
  refreshLatest,
  resolveReturnUrl,
  startVerify
} from './esign'
import { maskIdNo } from '../lib/mask'
import type { Ctx } from '../lib/context'
import type { AuthResult, AuthStart, VerifyKind } from '@contract/schemas/esign'
import { FDD_STATUS, VERIFY_FLOW } from '@contract/enums'

/** Real-name identity: what the user gave (users.name / id_no) and what the e-sign provider verified. */

export interface IdentityState {
  name: string
  idNo: string
  /** name and id number are on record */
  present: boolean
  verified: boolean
  signed: boolean
}

export async function identityState(db: DbOrTx, userId: number): Promise<IdentityState> {
  const [u] = await db.select({ name: users.name, idNo: users.idNo }).from(users).where(eq(users.id, userId))
  const acc = await getEsignAccount(db, userId)
  return {
    name: u?.name ?? '',
    idNo: u?.idNo ?? '',
    present: Boolean(u?.name && u?.idNo),
    verified: acc?.authStatus === FDD_STATUS.verified,
    signed: acc?.signStatus === SIGN_STATUS.SIGNED
  }
}

/** /user/saveidentity: stores name and id number on the user. A verified identity cannot be replaced. */
export async function saveIdentity(db: DbOrTx, userId: number, input: { name: string; idNo: string }) {
  const name = input.name.trim()
  const idNo = input.idNo.toUpperCase()
  const acc = await getEsignAccount(db, userId)
  if (acc?.authStatus === FDD_STATUS.verified && (acc.name !== name || acc.idNo !== idNo)) {
    throw new AppError(ERRNO.ESIGN_STATE, '已完成实名认证，不能修改身份信息')
  }
  await assertIdNoFree(db, userId, idNo)
  await db.update(users).set({ name, idNo }).where(eq(users.id, userId))
  return { name, id_no: maskIdNo(idNo) }
}

/**
 * /user/auth: starts a verification flow. auth (0) and auth-and-verification (2) verify the identity on
 * record; verification (1) re-checks an already verified person (before sensitive steps).
 */
export async function startAuth(
  ctx: Ctx,
  userId: number,
  input: { type: number; return_url?: string; is_mini_program?: number }
): Promise<AuthStart> {
  const state = await identityState(ctx.db, userId)
  if (input.type === VERIFY_FLOW.verification && !state.verified) {
    throw new AppError(ERRNO.IDENTITY_REQUIRED, '请先完成实名认证')
  }
  if (input.type !== VERIFY_FLOW.verification && state.verified) {
    throw new AppError(ERRNO.ESIGN_STATE, '已完成实名认证')
  }
  let acc = await getEsignAccount(ctx.db, userId)
  if (!acc) {
    if (!state.present) throw new AppError(ERRNO.IDENTITY_REQUIRED, '请先填写姓名和身份证号')
    await createAccount(ctx, userId, { name: state.name, idNo: state.idNo })
    acc = (await getEsignAccount(ctx.db, userId))!
  }
  const returnUrl = resolveReturnUrl(ctx.config, input.return_url, AUTH_BRIDGE)
  const started = await startVerify(ctx, userId, acc.identityId, input.type, returnUrl)
  // The route's schema holds type to 0-2 (contract/api/pension.ts).
  return { ...started, type: input.type as VerifyKind }
}

/** /user/authresult: the caller's verification (the newest, or the one named). status 0 processing, 1 passed, 2 failed. */
export async function authResult(ctx: Ctx, userId: number, input: { transaction_no?: string }): Promise<AuthResult> {
  const txn = await refreshLatest(ctx, userId, 'verify', input.transaction_no)
  if (!txn) throw notFound('认证记录')
  const state = await identityState(ctx.db, userId)
  return {
    transaction_no: txn.transactionNo,
    type: txn.kind as VerifyKind,
    status: txn.status as AuthResult['status'],
    passed: txn.status === TXN_STATUS.SUCCESS,
    reason: txn.reason ?? '',
    verified: state.verified,
    name: state.name,
    id_no: maskIdNo(state.idNo)
  }
}
