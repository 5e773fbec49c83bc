import { SESSION_KEYS } from '@/constants/storage-keys'
import { currentUid, readBridgeState, saveBridgeState, type BridgeStateRead } from '@/components/bridge-runner'
import type { CardInfo } from './card-number-form'

/**
 * The user card info session key: the card typed on the card-number step, handed to the reserved-phone
 * step (bind-bank-account-phone) with the page to show when the binding is done.
 */
export interface CardStep extends CardInfo {
  /** The result page of the binding (bind-bank-account-status or bind-pension-account-status). */
  finished: string
}

/** Keys the reserved-phone step spends once the card is bound. */
export const CARD_KEYS = [SESSION_KEYS.userCardInfo, SESSION_KEYS.pinganOtpOrderNo] as const

export function saveCardStep(step: CardStep): void {
  saveBridgeState(SESSION_KEYS.userCardInfo, step)
}

/** The card step this account saved: missing, another account's (foreign), or the card. */
export function readCardStep(): BridgeStateRead<CardStep> {
  const read = readBridgeState<CardStep>(SESSION_KEYS.userCardInfo, currentUid(), true)
  if (read.status !== 'ok') return read
  const d = read.data
  return d && typeof d.card_no === 'string' && /^\d{12,19}$/.test(d.card_no) ? read : { status: 'missing' }
}
