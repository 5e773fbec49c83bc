import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { DEFAULT_CHANNEL } from '../constants/limits'
import { STORE_KEYS } from '../constants/storage-keys'
import { provideSession } from '../services/session-port'
import { persistOptions } from './taro-storage'

/**
 * global slice of spec section 3. `appcode` is the partner channel the user came in through (e.g.
 * laoling); it is the store channel sent as Access-Channel. It arrives once, in the entry link, so
 * it is persisted; `env` is the platform, worked out again at every start, so it is not.
 */
export interface GlobalState {
  appcode: string
  env: string
}

interface GlobalActions {
  setAppcode: (appcode: string) => void
  setEnv: (env: string) => void
}

export type GlobalStore = GlobalState & GlobalActions

export const GLOBAL_DEFAULTS: GlobalState = { appcode: '', env: 'h5' }

type Persisted = Pick<GlobalState, 'appcode'>

export const useGlobalStore = create<GlobalStore>()(
  persist(
    (set) => ({
      ...GLOBAL_DEFAULTS,
      setAppcode: (appcode) => set({ appcode }),
      setEnv: (env) => set({ env })
    }),
    persistOptions<GlobalStore, Persisted>(STORE_KEYS.global, { appcode: '' }, (s) => ({ appcode: s.appcode }))
  )
)

// Access-Channel for calls that name none (services/session-port.ts): the partner channel, else 'm'.
provideSession({ channel: () => useGlobalStore.getState().appcode || DEFAULT_CHANNEL })
