import type { DbOrTx } from '../db/client'
import type { Ctx } from '../lib/context'
import type { ProfileInfo } from '@contract/schemas/user'
import * as account from '../account/user'
import { getProfileBankFields } from '../pension/pension'

/**
 * profile.info: the account's own fields (account/) joined with the pension's (pension/: identity_id, esign_id,
 * pension_account_id and t_pension_bank_*). Only fields the account left null are taken, so the pension cannot
 * overwrite who the user is.
 */
export async function getProfile(db: DbOrTx, userId: number, publicUrl = ''): Promise<ProfileInfo> {
  const info = await account.getAccountProfile(db, userId)
  const bank = await getProfileBankFields(db, userId, publicUrl)
  const merged = info as unknown as Record<string, unknown>
  for (const [key, value] of Object.entries(bank)) {
    if (value !== undefined && key in merged && merged[key] === null) merged[key] = value
  }
  return info
}

/** Changes the nick and/or head and answers with the profile. */
export async function setProfile(db: DbOrTx, userId: number, body: { nick?: string; head?: string }, publicUrl = '') {
  await account.setProfile(db, userId, body)
  return getProfile(db, userId, publicUrl)
}

/** Moves the account to a new phone and answers with the profile. */
export async function changePhone(ctx: Ctx, userId: number, body: { phone: string; verify_code: string }) {
  await account.changePhone(ctx, userId, body)
  return getProfile(ctx.db, userId, ctx.config.publicUrl)
}
