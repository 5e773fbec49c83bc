import { MSG } from '@/constants/messages'
import { TaroApiError, parameterError } from '@/utils/errors'
import { actionSheet, modal } from '@/utils/feedback'

/**
 * Confirm dialog and action sheet for pages, over utils/feedback's modal and action sheet so the
 * spec's modal rules hold. They live here, not in utils/feedback.ts: that module is on the H5 first
 * screen (the request layer toasts through it), and these are loaded only by the pages that ask.
 */
export interface ConfirmActionOptions {
  /** Defaults to 确认操作 (spec section 9). */
  title?: string
  content: string
  /** At most 4 Chinese characters (spec section 5); defaults to 确定. */
  confirmText?: string
  /** At most 4 Chinese characters; defaults to 取消. */
  cancelText?: string
  /** A destructive action (delete, unbind, cancel an order): the confirm button turns red. */
  danger?: boolean
}

/** WeChat's warning red for destructive confirm buttons. */
export const DANGER_COLOR = '#E64340'

/**
 * Asks before an action; resolves true on confirm. Goes through modal(), so the spec's rules hold:
 * string texts and colours, button texts of at most 4 Chinese characters (a longer one rejects).
 */
export async function confirmAction(options: ConfirmActionOptions): Promise<boolean> {
  const { title = MSG.confirmTitle, content, confirmText = MSG.confirm, cancelText = MSG.cancel, danger } = options
  const res = await modal({
    title,
    content,
    confirmText,
    cancelText,
    ...(danger ? { confirmColor: DANGER_COLOR } : {})
  })
  return res.confirm
}

export interface ActionItem<V> {
  label: string
  value: V
}

/** The most items an action sheet takes (WeChat's limit, which Taro's H5 sheet enforces too). */
export const ACTION_SHEET_MAX = 6

/**
 * Lets the user pick one of 1 to 6 actions from the action sheet (its cancel button reads 取消);
 * resolves the picked label (or item value), or null on cancel. Bad item lists reject on every
 * platform, as Taro's H5 sheet does, instead of failing silently in mini programs.
 */
export function chooseAction(items: readonly string[]): Promise<string | null>
export function chooseAction<V>(items: readonly ActionItem<V>[]): Promise<V | null>
export async function chooseAction<V>(items: readonly (string | ActionItem<V>)[]): Promise<string | V | null> {
  const list: unknown = items
  if (!Array.isArray(list)) throw new TaroApiError('showActionSheet', parameterError('itemList', 'Array', list))
  if (list.length < 1 || list.length > ACTION_SHEET_MAX) {
    throw new TaroApiError('showActionSheet', `parameter error: itemList should have 1 to ${ACTION_SHEET_MAX} items`)
  }
  const labels = items.map((item) => (typeof item === 'string' ? item : item?.label))
  const bad = labels.findIndex((label) => typeof label !== 'string')
  if (bad >= 0) throw new TaroApiError('showActionSheet', parameterError(`itemList[${bad}]`, 'String', labels[bad]))
  const index = await actionSheet(labels as string[])
  if (index === null || index < 0 || index >= items.length) return null
  const picked = items[index]
  return typeof picked === 'string' ? picked : picked.value
}
