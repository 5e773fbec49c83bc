import { create } from 'zustand'
import { getCartNum } from '../services/api/cart'
import { onLogin, onLogout, useAuthStore } from './auth'

/**
 * The number on the cart tab (/cart/num: total quantity over all lines). Not persisted: it is the
 * server's count, asked again after every cart change and at each login, so two devices agree.
 */
export interface CartCountState {
  num: number
  /** The uid the count belongs to; null before the first answer (or when logged out). */
  owner: number | null
}

interface CartCountActions {
  /** Asks the server again (no-op when logged out); never throws, a failed refresh keeps the number. */
  refresh: () => Promise<void>
  /** A count learned from another answer (the cart list's total_qty, /cart/add's answer). */
  setNum: (num: number) => void
  /** Refreshes unless this user's count is already known (tab bars mounting on every tab page). */
  ensure: () => Promise<void>
}

export type CartCountStore = CartCountState & CartCountActions

let seq = 0

export const useCartCountStore = create<CartCountStore>()((set, get) => ({
  num: 0,
  owner: null,
  refresh: async () => {
    const { isLogin, uid } = useAuthStore.getState()
    if (!isLogin) {
      set({ num: 0, owner: null })
      return
    }
    const id = ++seq
    try {
      const res = await getCartNum({ noTip: true, autoAuth: false })
      // Only the newest answer counts: an older one may predate the last add.
      if (id === seq) set({ num: Math.max(0, Number(res?.num) || 0), owner: uid })
    } catch {
      // The badge is a hint; the cart page itself says what failed.
    }
  },
  setNum: (num) => {
    seq += 1
    set({ num: Math.max(0, Math.floor(Number(num)) || 0), owner: useAuthStore.getState().uid })
  },
  ensure: async () => {
    const { isLogin, uid } = useAuthStore.getState()
    if (isLogin && get().owner === uid) return
    await get().refresh()
  }
}))

onLogin(() => void useCartCountStore.getState().refresh())
onLogout(() => {
  seq += 1
  useCartCountStore.setState({ num: 0, owner: null })
})

/** The badge text: nothing for 0, '99+' past 99. */
export function cartBadgeText(num: number): string {
  if (!Number.isFinite(num) || num <= 0) return ''
  return num > 99 ? '99+' : String(Math.floor(num))
}
