import Taro, { useDidShow } from '@tarojs/taro'
import { useEffect, useRef, type MutableRefObject } from 'react'
import { applyCareParam, selectCareMode, useCareStore } from '@/stores/care'

/**
 * Whether care mode (长辈版) is on. Besides sizes (which follow from the `care-mode` class on the page
 * root), care mode means no promotional popups: any popup that advertises (the sign-pension popup, coupon
 * or activity popups) checks this and stays closed when it is true.
 */
export function useCareMode(): boolean {
  return useCareStore(selectCareMode)
}

/** The settings switch's actions, for the settings page and components/care-mode-switch. */
export function useCareModeActions() {
  const setCareMode = useCareStore((s) => s.setCareMode)
  const clearCareChoice = useCareStore((s) => s.clearCareChoice)
  return { setCareMode, clearCareChoice }
}

function applyPageParamOnce(applied: MutableRefObject<boolean>): void {
  if (applied.current) return
  applied.current = true
  // The route's own parameters: on H5 the entry address's query stays in location.search for the whole
  // visit, and startup has applied it already (stores/care startCareMode).
  applyCareParam(Taro.getCurrentInstance()?.router?.params?.care)
}

/**
 * For the page root (PageLayout) only: applies a `care=1` / `care=0` parameter of the page's route when it shows
 * (once per page instance, so a later switch in settings is not undone by going back to that page), and
 * on H5 mirrors the class onto the document root, where NutUI mounts popups and toasts.
 */
export function useCareModeRoot(): boolean {
  const on = useCareMode()
  const applied = useRef(false)
  useEffect(() => applyPageParamOnce(applied), [])
  useDidShow(() => applyPageParamOnce(applied))
  useEffect(() => {
    if (process.env.TARO_ENV === 'h5') {
      if (typeof document !== 'undefined') document.documentElement.classList.toggle('care-mode', on)
    }
  }, [on])
  return on
}
