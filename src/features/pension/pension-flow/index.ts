import './index.scss'

export { BankBadge, BankList, FlowActions, FlowCard, KeyValue, Notice } from './parts'
export type { BankListProps } from './parts'
export { BoundCardCard, NeedsAccount, PensionAccountCard } from './account-view'
export { CARD_TEXT, CardNumberForm, groupCardNo } from './card-number-form'
export type { CardInfo } from './card-number-form'
export { BAD_PROVIDER_URL, goToFaceHandOff, leaveForProvider, readFaceHandOff, saveFaceHandOff } from './hand-off'
export type { FaceHandOff, FaceHandOffRead, FaceKind } from './hand-off'
export {
  OPENING_KEYS,
  OPENING_RESUME_KEYS,
  OPENING_SPENT_KEYS,
  announceOpened,
  forgetOpening,
  finishedTarget,
  openingResultUrl,
  readOpeningReturn,
  savedBankUrl,
  startOpening,
  toBankId
} from './opening'
export type { OpeningReturn, OpeningStart } from './opening'
export {
  ESIGN_KEYS,
  announceVerification,
  readHandOff,
  resumeVerification,
  startSigning,
  verifyNewIdentity
} from './esign'
export type { AuthKeys } from './esign'
export { pollUntil } from './poll'
export { CARD_KEYS, readCardStep, saveCardStep } from './card-step'
export type { CardStep } from './card-step'
export { OpeningLeftover } from './opening-leftover'
export { CardResult } from './card-result'
export { FACE_BLOCKED_TEXT, FaceBlocked } from './face-blocked'
export { loadBankAccounts } from './accounts'
