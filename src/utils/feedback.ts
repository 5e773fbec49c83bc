import Taro from '@tarojs/taro'
import { TIP_CALLBACK_DELAY, TOAST_DURATION } from '../constants/limits'
import { MSG } from '../constants/messages'
import { TaroApiError, parameterError } from './errors'

/**
 * Toasts, modals, action sheets and the navigation title, with the parameter checks of spec
 * section 5 on every platform (Taro's H5 runtime checks them, WeChat's and Alipay's do not).
 */

export type ToastIcon = 'none' | 'success' | 'error' | 'loading'

export interface ToastOptions {
  duration?: number
  icon?: ToastIcon
  mask?: boolean
}

export function toast(title: unknown, options: ToastOptions = {}): Promise<void> {
  const duration: unknown = 'duration' in options ? options.duration : TOAST_DURATION
  if (typeof title !== 'string')
    return Promise.reject(new TaroApiError('showToast', parameterError('title', 'String', title)))
  if (typeof duration !== 'number') {
    return Promise.reject(new TaroApiError('showToast', parameterError('duration', 'Number', duration)))
  }
  return Promise.resolve(
    Taro.showToast({ title, duration, icon: options.icon ?? 'none', mask: Boolean(options.mask) })
  ).then(() => undefined)
}

/** A loading toast: stays until hideLoading(). */
export function showLoading(title: string = MSG.loading): Promise<void> {
  if (typeof title !== 'string')
    return Promise.reject(new TaroApiError('showLoading', parameterError('title', 'String', title)))
  return Promise.resolve(Taro.showLoading({ title, mask: true })).then(() => undefined)
}

export function hideLoading(): void {
  Taro.hideLoading()
}

/** A toast whose callback runs once the tip has been read (spec: tip callback delay 2000 ms). */
export async function showTip(title: string, callback?: () => void): Promise<void> {
  await toast(title, { duration: TIP_CALLBACK_DELAY })
  await new Promise((resolve) => setTimeout(resolve, TIP_CALLBACK_DELAY))
  callback?.()
}

export interface ModalOptions {
  title?: string
  content?: string
  showCancel?: boolean
  cancelText?: string
  confirmText?: string
  cancelColor?: string
  confirmColor?: string
}

export interface ModalResult {
  confirm: boolean
  cancel: boolean
}

export const MODAL_DEFAULTS = {
  title: '',
  content: '',
  showCancel: true,
  cancelText: MSG.cancel,
  confirmText: MSG.confirm,
  cancelColor: '#000000',
  confirmColor: '#3CC51F'
} as const

/** Width in half-width units: a Chinese (full-width) character counts 2. */
function textUnits(text: string): number {
  return text.replace(/[\u0391-\uFFE5]/g, 'aa').length
}

export function checkModalOptions(options: ModalOptions): TaroApiError | null {
  const o: Record<string, unknown> = { ...MODAL_DEFAULTS, ...options }
  const order = ['title', 'content', 'cancelText', 'confirmText', 'cancelColor', 'confirmColor'] as const
  for (const key of order) {
    if (typeof o[key] !== 'string') return new TaroApiError('showModal', parameterError(key, 'String', o[key]))
    if ((key === 'cancelText' || key === 'confirmText') && textUnits(o[key] as string) > 8) {
      return new TaroApiError('showModal', `${key} length should not larger then 4 Chinese characters`)
    }
  }
  return null
}

export async function modal(options: ModalOptions = {}): Promise<ModalResult> {
  const error = checkModalOptions(options)
  if (error) throw error
  const res = await Taro.showModal({ ...MODAL_DEFAULTS, ...options })
  return { confirm: Boolean(res.confirm), cancel: !res.confirm }
}

/** A yes/no question; resolves true on confirm. */
export async function confirm(content: string, title: string = MSG.confirmTitle): Promise<boolean> {
  const res = await modal({ title, content })
  return res.confirm
}

/** A notice with a single button; resolves once it is closed. */
export async function alert(content: string, title: string = MSG.noticeTitle): Promise<void> {
  await modal({ title, content, showCancel: false })
}

/** Resolves the tapped index, or null when the user cancels (the cancel button reads 取消). */
export async function actionSheet(itemList: string[]): Promise<number | null> {
  try {
    // Alipay's my.showActionSheet answers { index } (-1 when cancelled), which Taro passes on unchanged.
    const res = (await Taro.showActionSheet({ itemList })) as { tapIndex?: number; index?: number }
    const index = typeof res.tapIndex === 'number' ? res.tapIndex : res.index
    return typeof index === 'number' && index >= 0 ? index : null
  } catch {
    return null
  }
}

/** Sets the navigation bar title; rejects 'setNavigationBarTitle:fail ...' for an empty or non-string title. */
export function setNavigationTitle(title: unknown): Promise<void> {
  if (!title || typeof title !== 'string') {
    const reason = parameterError('title', 'String', title)
    return Promise.reject(new TaroApiError('setNavigationBarTitle', reason, `setNavigationBarTitle:fail ${reason}`))
  }
  return Promise.resolve(Taro.setNavigationBarTitle({ title })).then(() => undefined)
}
