import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { STORE_KEYS } from '../constants/storage-keys'
import { persistOptions } from './taro-storage'

/**
 * sdk slice of spec section 3: the third-party variant. `is_third` is persisted (the spec says so:
 * a shopper who came in through the partner SDK stays in that variant); `bridge_path`, the page
 * the SDK bridge goes on to, only matters during one hand-over and is not.
 */
export interface SdkState {
  is_third: boolean
  bridge_path: string
}

interface SdkActions {
  setThird: (value: boolean) => void
  setBridgePath: (path: string) => void
}

export type SdkStore = SdkState & SdkActions

export const SDK_DEFAULTS: SdkState = { is_third: false, bridge_path: '' }

type Persisted = Pick<SdkState, 'is_third'>

export const useSdkStore = create<SdkStore>()(
  persist(
    (set) => ({
      ...SDK_DEFAULTS,
      setThird: (value) => set({ is_third: value }),
      setBridgePath: (path) => set({ bridge_path: path })
    }),
    persistOptions<SdkStore, Persisted>(STORE_KEYS.sdk, { is_third: false }, (s) => ({ is_third: s.is_third }))
  )
)
