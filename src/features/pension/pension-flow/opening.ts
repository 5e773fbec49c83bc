import Taro from '@tarojs/taro'
import { EVENTS } from '@/constants/events'
import { OPEN_ACCOUNT_KEYS } from '@/constants/storage-keys'
import { pageUrl } from '@/navigation'
import { getBankOpenUrl } from '@/services/api/bank'
import { selectPensionBank } from '@/services/api/pension'
import { useGlobalStore } from '@/stores/global'
import { useProfileStore } from '@/stores/profile'
import type { BankId } from '@contract/schemas/bank'
import { buildUrl, safeTarget, type PageParams } from '@/utils/route'
import {
  clearBridgeState,
  currentUid,
  readBridgeState,
  saveBridgeState,
  type BridgeReadContext
} from '@/components/bridge-runner'
import { isWebAddress } from '@/utils/webview'
import { BAD_PROVIDER_URL, leaveForProvider } from './hand-off'

/**
 * The open-account session keys (spec section 3) that carry a bank opening across the bank's page:
 * saved by third-party-account-opening just before it leaves, read by bank-bridge on the way back.
 * The bjbank info key belongs to the lottery bridge and is neither written nor cleared here.
 */
export const OPENING_KEYS = [
  OPEN_ACCOUNT_KEYS.bankId,
  OPEN_ACCOUNT_KEYS.bankName,
  OPEN_ACCOUNT_KEYS.businessNo,
  OPEN_ACCOUNT_KEYS.finishedPage,
  OPEN_ACCOUNT_KEYS.finishedParams,
  OPEN_ACCOUNT_KEYS.bankUrl,
  OPEN_ACCOUNT_KEYS.opaId,
  OPEN_ACCOUNT_KEYS.channelId
] as const

export interface OpeningStart {
  bankId: BankId
  bankName: string
  opaId?: number
  /** Where to continue once the account is open; the opening's result page when missing. */
  finishedPage?: string
  finishedParams?: Record<string, string>
}

/** What bank-bridge continues with. */
export interface OpeningReturn {
  bankId: BankId
  bankName: string
  businessNo: string
  opaId?: number
  finishedPage: string
  finishedParams: Record<string, string>
}

export const toBankId = (v: unknown): BankId | null =>
  v === 1 || v === 3 || v === '1' || v === '3' ? (Number(v) as BankId) : null

/**
 * Asks the bank for an opening session, saves the session keys (each stamped with this account) and
 * leaves for the bank's page. The keys are written before leaving, so the way back always finds them.
 */
export async function startOpening(start: OpeningStart): Promise<void> {
  // The choice is on record even if the user never comes back from the bank (the overview offers it again).
  await selectPensionBank({ bank_id: start.bankId }, { noTip: true }).catch(() => undefined)
  const { url, businessNo } = await getBankOpenUrl({ bankId: start.bankId, opa_id: start.opaId }, { noTip: true })
  // Checked before anything is saved, so a refused address leaves no half-started opening behind.
  if (!isWebAddress(url)) throw new Error(BAD_PROVIDER_URL)
  const channel = useProfileStore.getState().info.channel_id || useGlobalStore.getState().appcode || ''
  saveBridgeState(OPEN_ACCOUNT_KEYS.bankId, start.bankId)
  saveBridgeState(OPEN_ACCOUNT_KEYS.bankName, start.bankName)
  saveBridgeState(OPEN_ACCOUNT_KEYS.businessNo, businessNo)
  saveBridgeState(OPEN_ACCOUNT_KEYS.finishedPage, start.finishedPage ?? '')
  saveBridgeState(OPEN_ACCOUNT_KEYS.finishedParams, start.finishedParams ?? {})
  saveBridgeState(OPEN_ACCOUNT_KEYS.bankUrl, url)
  saveBridgeState(OPEN_ACCOUNT_KEYS.opaId, start.opaId ?? 0)
  saveBridgeState(OPEN_ACCOUNT_KEYS.channelId, channel)
  await leaveForProvider(url, 'bank')
}

/**
 * bank-bridge's expected value: the saved keys (another account's stop the bridge inside `session`),
 * checked against what the bank appended to the return address. Null when this tab started nothing,
 * or another opening than the one the bank sent back (an old link, another device): the bridge then
 * says so and offers the account continuation, which reads the opening from the server instead.
 */
export function readOpeningReturn(params: PageParams, { session }: BridgeReadContext): OpeningReturn | null {
  const businessNo = session<string>(OPEN_ACCOUNT_KEYS.businessNo)
  const bankId = toBankId(session(OPEN_ACCOUNT_KEYS.bankId))
  if (!businessNo || !bankId) return null
  if (params.businessNo && params.businessNo !== businessNo) return null
  if (params.bankId && toBankId(params.bankId) !== bankId) return null
  const opaId = Number(session(OPEN_ACCOUNT_KEYS.opaId)) || undefined
  const finishedParams = session<Record<string, string>>(OPEN_ACCOUNT_KEYS.finishedParams)
  return {
    bankId,
    bankName: session<string>(OPEN_ACCOUNT_KEYS.bankName) ?? '',
    businessNo,
    opaId,
    finishedPage: session<string>(OPEN_ACCOUNT_KEYS.finishedPage) ?? '',
    finishedParams: finishedParams && typeof finishedParams === 'object' ? finishedParams : {}
  }
}

/**
 * Kept past the bridge while the bank is still processing, so the result page can send the user back
 * to the bank's unfinished form; spent once the opening has a result.
 */
export const OPENING_RESUME_KEYS = [
  OPEN_ACCOUNT_KEYS.bankId,
  OPEN_ACCOUNT_KEYS.businessNo,
  OPEN_ACCOUNT_KEYS.bankUrl
] as const

/** What bank-bridge spends as soon as it continues. */
export const OPENING_SPENT_KEYS = OPENING_KEYS.filter((k) => !(OPENING_RESUME_KEYS as readonly string[]).includes(k))

/** The bank page this account saved in this tab for `businessNo`, or '' (another opening, another account). */
export function savedBankUrl(businessNo: string): string {
  const uid = currentUid()
  const saved = readBridgeState<string>(OPEN_ACCOUNT_KEYS.businessNo, uid, true)
  if (saved.status !== 'ok' || saved.data !== businessNo) return ''
  const url = readBridgeState<string>(OPEN_ACCOUNT_KEYS.bankUrl, uid, true)
  return url.status === 'ok' ? url.data : ''
}

/** The opening has a result: nothing is left to resume. */
export const forgetOpening = () => clearBridgeState(OPENING_RESUME_KEYS)

/** The opening's result page. */
export const openingResultUrl = (bankId: number, businessNo: string) =>
  pageUrl('bind-pension-account-status', { bankId, businessNo })

/** Where a finished opening continues: the page its starter named, else the opening's result page. */
export function finishedTarget(r: Pick<OpeningReturn, 'finishedPage' | 'finishedParams' | 'bankId' | 'businessNo'>) {
  const fallback = openingResultUrl(r.bankId, r.businessNo)
  if (!r.finishedPage) return fallback
  return safeTarget(buildUrl(r.finishedPage, r.finishedParams), { fallback })
}

const announced = new Set<string>()

/**
 * An opening finished with success: tell the app (the overview and "my" refresh on the event) once
 * per opening, and reload the profile and pension so the bank account shows everywhere.
 */
export async function announceOpened(businessNo: string, bankId: number): Promise<void> {
  if (!announced.has(businessNo)) {
    announced.add(businessNo)
    Taro.eventCenter.trigger(EVENTS.openingBankAccountSuccess, { businessNo, bankId })
  }
  await useProfileStore
    .getState()
    .loadProfile()
    .catch(() => undefined)
}
