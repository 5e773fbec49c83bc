import Taro from '@tarojs/taro'
import { EVENTS } from '@/constants/events'
import { AUTH_RETURN_SCHEME_PATH } from '@/constants/pages'
import { AUTH_KEYS, SESSION_KEYS } from '@/constants/storage-keys'
import { pagePath } from '@/navigation'
import { createFddAccount, saveUserIdentity, startFddAuth, startFddSign, startUserAuth } from '@/services/api/esign'
import { useProfileStore } from '@/stores/profile'
import { isNativeApp } from '@/platform/ua'
import { isMiniProgram } from '@/utils/env'
import { maskIdNo, maskPhone } from '@/utils/mask'
import { buildUrl } from '@/utils/route'
import { saveBridgeState, type BridgeReadContext } from '@/components/bridge-runner'
import { goToFaceHandOff, saveFaceHandOff, type FaceHandOff, type FaceKind } from './hand-off'

/**
 * The identity and e-sign round trips (spec section 7, e-sign identity): the provider's pages return to
 * /pages/auth-bridge/index and /pages/esign-bridge/index; the session keys they need are stamped with
 * the account, so a bridge opened by another account stops instead of continuing for it.
 */

/** The auth keys (spec section 3). Id number and phone are kept masked: the bridges only compare and show them. */
export interface AuthKeys {
  name: string
  idNo: string
  phone: string
}

/** Keys the identity and signing bridges spend once they continue. */
export const ESIGN_KEYS = [AUTH_KEYS.name, AUTH_KEYS.idNo, AUTH_KEYS.phone, SESSION_KEYS.fddWebviewUrl] as const

const flag = (): 0 | 1 => (isMiniProgram() ? 1 : 0)

/** The return address with the page to continue to once the whole flow is done. */
const returnTo = (bridge: string, redirect?: string) => (redirect ? buildUrl(bridge, { redirect }) : bridge)

/**
 * Where the identity check returns: in the native app's web view, the scheme path pages/auth-bridge/index, which
 * the native bridge opens (spec section 2); elsewhere the page path.
 */
const authReturn = (redirect?: string) =>
  returnTo(isNativeApp() ? AUTH_RETURN_SCHEME_PATH : pagePath('auth-bridge'), redirect)

function saveAuthKeys(name: string, idNo: string) {
  const phone = useProfileStore.getState().info.phone ?? ''
  saveBridgeState(AUTH_KEYS.name, name)
  saveBridgeState(AUTH_KEYS.idNo, maskIdNo(idNo))
  saveBridgeState(AUTH_KEYS.phone, maskPhone(phone))
}

async function handOff(url: string, kind: FaceKind) {
  saveFaceHandOff(url, kind)
  await goToFaceHandOff(kind)
}

/** A new identity: saved on the account, its e-sign account created, then the provider's identity check. */
export async function verifyNewIdentity(input: { name: string; idNo: string; redirect?: string }) {
  const name = input.name.trim()
  const idNo = input.idNo.trim().toUpperCase()
  await saveUserIdentity({ name, idNo }, { noTip: true })
  const account = await createFddAccount({ name, idNo }, { noTip: true })
  const { url } = await startFddAuth(
    {
      identity_id: account.identity_id,
      is_mini_program: flag(),
      return_url: authReturn(input.redirect)
    },
    { noTip: true }
  )
  saveAuthKeys(name, idNo)
  await handOff(url, 'auth')
}

/**
 * The identity on record, checked again after an interruption: with its e-sign account (status 0) through
 * /user/fddauth, without one (status 2: the app was closed before it was made) through /user/auth, which
 * makes it from the identity on record, since the full id number is no longer on this device.
 */
export async function resumeVerification(input: { identityId: string; name: string; idNo: string; redirect?: string }) {
  const return_url = authReturn(input.redirect)
  const { url } = input.identityId
    ? await startFddAuth({ identity_id: input.identityId, is_mini_program: flag(), return_url }, { noTip: true })
    : await startUserAuth({ type: 0, is_mini_program: flag(), return_url }, { noTip: true })
  saveAuthKeys(input.name, input.idNo)
  await handOff(url, 'auth')
}

/** The agreement signing page of a verified identity. */
export async function startSigning(redirect?: string) {
  const { url } = await startFddSign(
    { sign_verify_way: 1, open_environment: flag(), return_url: returnTo(pagePath('esign-bridge'), redirect) },
    { noTip: true }
  )
  await handOff(url, 'sign')
}

/** A bridge's expected value: the hand-off of `kind` this account saved before leaving, else null. */
export function readHandOff(kind: FaceKind, { session }: BridgeReadContext): FaceHandOff | null {
  const saved = session<FaceHandOff>(SESSION_KEYS.fddWebviewUrl)
  return saved && saved.kind === kind && typeof saved.url === 'string' ? saved : null
}

/** Identity or signing finished: "my" and the overview refresh on the event; the profile reloads. */
export async function announceVerification(kind: FaceKind): Promise<void> {
  Taro.eventCenter.trigger(EVENTS.verification, { kind })
  await useProfileStore
    .getState()
    .loadProfile()
    .catch(() => undefined)
}
