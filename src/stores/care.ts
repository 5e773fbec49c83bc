import Taro from '@tarojs/taro'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { LAOLING_CHANNEL } from '../constants/limits'
import { STORE_KEYS } from '../constants/storage-keys'
import { isH5 } from '../utils/env'
import { getPageParams } from '../utils/route'
import { useGlobalStore } from './global'
import { persistOptions } from './taro-storage'

/**
 * Care mode (长辈版, docs/decisions/0003-care-mode-tokens.md). Two inputs decide it:
 * - `choice`: what the user said, by the settings switch or by a `care=1` / `care=0` link. It persists and
 *   wins over everything else, so someone who turned care mode off is not switched back on at every start.
 * - `auto`: what the device and channel say this start (the laoling channel, WeChat's font at the care
 *   level). Worked out again at every start, so it follows a changed WeChat setting; not persisted.
 */
export interface CareState {
  choice: boolean | null
  auto: boolean
}

interface CareActions {
  /** The user's choice (settings switch, care query parameter). */
  setCareMode: (on: boolean) => void
  toggleCareMode: () => void
  /** Forget the choice: care mode follows the automatic sources again. */
  clearCareChoice: () => void
  setCareAuto: (on: boolean) => void
}

export type CareStore = CareState & CareActions

export const CARE_DEFAULTS: CareState = { choice: null, auto: false }

type Persisted = Pick<CareState, 'choice'>

export const useCareStore = create<CareStore>()(
  persist(
    (set, get) => ({
      ...CARE_DEFAULTS,
      setCareMode: (on) => set({ choice: on }),
      toggleCareMode: () => set({ choice: !selectCareMode(get()) }),
      clearCareChoice: () => set({ choice: null }),
      setCareAuto: (auto) => set({ auto })
    }),
    {
      ...persistOptions<CareStore, Persisted>(STORE_KEYS.care, { choice: null }, (s) => ({ choice: s.choice })),
      // Only true or false is a choice; anything else stored (a corrupted value) means none.
      merge: (persisted, current) => {
        const choice = (persisted as Partial<Persisted> | null)?.choice
        return { ...current, choice: typeof choice === 'boolean' ? choice : null }
      }
    }
  )
)

export const selectCareMode = (s: CareState): boolean => (typeof s.choice === 'boolean' ? s.choice : s.auto)

/** Whether care mode is on now (outside React; components use hooks/use-care-mode). */
export function isCareMode(): boolean {
  return selectCareMode(useCareStore.getState())
}

/** `care=1` turns care mode on, `care=0` off; anything else (or nothing) leaves it alone. */
export function parseCareParam(value: unknown): boolean | null {
  if (typeof value !== 'string') return null
  const v = value.trim().toLowerCase()
  if (v === '1' || v === 'true') return true
  if (v === '0' || v === 'false') return false
  return null
}

/** Applies a `care` query value as the user's choice; true when it changed something. */
export function applyCareParam(value: unknown): boolean {
  const on = parseCareParam(value)
  if (on === null || useCareStore.getState().choice === on) return false
  useCareStore.getState().setCareMode(on)
  return true
}

/** The entry link's query: the H5 address, or the mini program's launch query. */
function entryQuery(): Record<string, unknown> {
  if (isH5()) return getPageParams()
  try {
    return Taro.getLaunchOptionsSync()?.query ?? {}
  } catch {
    return {}
  }
}

/**
 * Startup (run by the startup orchestrator after the entry channel is captured): the automatic sources
 * (the laoling channel; WeChat's font at the care level, read by platform/font-scale and passed in),
 * then a `care` parameter in the entry link. Pages apply their own `care` parameter on show.
 */
export function startCareMode(fontAtCareLevel = false): void {
  const laoling = useGlobalStore.getState().appcode === LAOLING_CHANNEL
  useCareStore.getState().setCareAuto(laoling || fontAtCareLevel)
  applyCareParam(entryQuery().care)
}
