import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { STORE_KEYS } from '../constants/storage-keys'
import { provideSession } from '../services/session-port'
import { persistOptions } from './taro-storage'

/** auth slice of spec section 3, persisted whole: authentication survives reloads (section 4). */
export interface AuthState {
  /** Set on logout: the user must log in before protected pages work again. */
  isPending: boolean
  uid: number | null
  accessToken: string
  isLogin: boolean
  /** Unix seconds when the token dies. */
  expiredTime: number
  /** The user has been told the session expired; cleared by the next login. */
  hasWarned: boolean
  isWestdex: boolean
}

export interface LoginPayload {
  token: string
  uid: number
  expired_time?: number
  isWestdex?: boolean
}

interface AuthActions {
  loginSuccess: (payload: LoginPayload) => void
  logout: () => void
  setHasWarned: (value: boolean) => void
  setWestdex: (value: boolean) => void
}

export type AuthStore = AuthState & AuthActions

export const AUTH_DEFAULTS: AuthState = {
  isPending: false,
  uid: null,
  accessToken: '',
  isLogin: false,
  expiredTime: 0,
  hasWarned: false,
  isWestdex: false
}

/**
 * Session listeners. Other slices and the request layer react to login/logout through these rather
 * than being imported here, which keeps auth free of import cycles.
 */
const loginListeners = new Set<() => void>()
const logoutListeners = new Set<() => void>()

export function onLogin(fn: () => void): () => void {
  loginListeners.add(fn)
  return () => loginListeners.delete(fn)
}

export function onLogout(fn: () => void): () => void {
  logoutListeners.add(fn)
  return () => logoutListeners.delete(fn)
}

const pickState = (s: AuthStore): AuthState => ({
  isPending: s.isPending,
  uid: s.uid,
  accessToken: s.accessToken,
  isLogin: s.isLogin,
  expiredTime: s.expiredTime,
  hasWarned: s.hasWarned,
  isWestdex: s.isWestdex
})

export const useAuthStore = create<AuthStore>()(
  persist(
    (set) => ({
      ...AUTH_DEFAULTS,
      loginSuccess: ({ token, uid, expired_time, isWestdex = false }) => {
        set({
          accessToken: token,
          isLogin: true,
          uid,
          expiredTime: expired_time ?? 0,
          isPending: false,
          hasWarned: false,
          isWestdex
        })
        loginListeners.forEach((fn) => fn())
      },
      logout: () => {
        set({ accessToken: '', isLogin: false, uid: 0, expiredTime: 0, isPending: true, isWestdex: false })
        logoutListeners.forEach((fn) => fn())
      },
      setHasWarned: (value) => set({ hasWarned: value }),
      setWestdex: (value) => set({ isWestdex: value })
    }),
    persistOptions<AuthStore, AuthState>(STORE_KEYS.auth, AUTH_DEFAULTS, pickState)
  )
)

// The API's view of the session (services/session-port.ts). Until app start installs the session-expiry
// flow, a 1006 answer at least clears the dead session.
provideSession({
  token: () => useAuthStore.getState().accessToken,
  uid: () => useAuthStore.getState().uid,
  expired: () => useAuthStore.getState().logout()
})
