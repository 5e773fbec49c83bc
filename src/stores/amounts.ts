import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { STORE_KEYS } from '../constants/storage-keys'
import { persistOptions } from './taro-storage'

/**
 * Whether the pension overview hides its amounts (the eye beside 累计返现, issue 30): a shopper who hid them in a
 * queue or on a shared phone finds them hidden next time too, so the choice persists on the device.
 */
export interface AmountsState {
  hidden: boolean
}

interface AmountsActions {
  toggleHidden: () => void
}

export const AMOUNTS_DEFAULTS: AmountsState = { hidden: false }

export const useAmountsStore = create<AmountsState & AmountsActions>()(
  persist(
    (set, get) => ({
      ...AMOUNTS_DEFAULTS,
      toggleHidden: () => set({ hidden: !get().hidden })
    }),
    persistOptions<AmountsState & AmountsActions, AmountsState>(STORE_KEYS.amounts, AMOUNTS_DEFAULTS, (s) => ({
      hidden: s.hidden
    }))
  )
)
