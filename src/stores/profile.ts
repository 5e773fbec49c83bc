import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { STORE_KEYS } from '../constants/storage-keys'
import { getGiftCardList } from '../services/api/giftcard'
import { getPensionInfo, type PensionInfo } from '../services/api/pension'
import { getUserProfile } from '../services/api/user'
import type { GiftCard } from '@contract/schemas/giftcard'
import type { ProfileInfo } from '@contract/schemas/user'
import { onLogout, useAuthStore } from './auth'
import { persistOptions } from './taro-storage'

/**
 * profile slice of spec section 3. `info` and `pension` persist so that "my" pages and the pension
 * entry points render from the last known values at once after a reload (they are refreshed at
 * startup); `gift_cards` is a live list and `esgin_status` a per-session flag, so neither does.
 */
export interface ProfileState {
  info: ProfileInfo
  pension: PensionInfo
  /** Set by the e-sign return page while the server catches up; a fresh profile clears it. */
  esgin_status: boolean
  gift_cards: GiftCard[]
}

interface ProfileActions {
  /** Clears esgin_status, loads profile.info, then the pension info. */
  loadProfile: () => Promise<void>
  loadPension: () => Promise<void>
  /** Updates pension info but keeps the existing status. */
  setPension: (pension: Partial<PensionInfo>) => void
  setPensionStatus: (status: boolean) => void
  setEsginStatus: (status: boolean) => void
  loadGiftCards: () => Promise<void>
  /** Back to defaults, and the stored copy removed. */
  clearProfile: () => void
}

export type ProfileStore = ProfileState & ProfileActions

export const PROFILE_INFO_DEFAULTS: ProfileInfo = {
  id: 0,
  identity_id: null,
  status: 0,
  channel_id: '',
  esign_id: null,
  head: '',
  nick: '',
  openid_app: null,
  openid_h5: null,
  openid_mp: null,
  pension_account_id: null,
  phone: null,
  wx_unionid: null,
  name: null,
  id_no: null,
  t_pension_bank_account: null,
  t_pension_bank_name: null,
  t_pension_bank_type: null,
  t_pension_bank_logo: null
}

export const PENSION_DEFAULTS: PensionInfo = {
  accountin_total: 0,
  pension_amount_total: 0,
  accountin_waiting: 0,
  unsettled_amount: 0,
  pension_for_open: 0,
  bank_account_type: 0,
  notarize_total: 0,
  bank_account_no: '',
  bank_account_name: '',
  bank_account_logo: '',
  is_show_open_btn: true,
  jst_binded: false,
  bank_pre_phone: '',
  status: false,
  withdrawable: 0,
  withdrawn: 0
}

export const PROFILE_DEFAULTS: ProfileState = {
  info: PROFILE_INFO_DEFAULTS,
  pension: PENSION_DEFAULTS,
  esgin_status: false,
  gift_cards: []
}

type Persisted = Pick<ProfileState, 'info' | 'pension'>

export const useProfileStore = create<ProfileStore>()(
  persist(
    (set, get) => ({
      ...PROFILE_DEFAULTS,
      loadProfile: async () => {
        set({ esgin_status: false })
        const info = await getUserProfile({ noTip: true })
        set({ info: { ...PROFILE_INFO_DEFAULTS, ...info } })
        await get().loadPension()
      },
      loadPension: async () => {
        const pension = await getPensionInfo({ noTip: true })
        get().setPension(pension)
        if (typeof pension.status === 'boolean') get().setPensionStatus(pension.status)
      },
      setPension: (pension) =>
        set((s) => ({ pension: { ...PENSION_DEFAULTS, ...s.pension, ...pension, status: s.pension.status } })),
      setPensionStatus: (status) => set((s) => ({ pension: { ...s.pension, status } })),
      setEsginStatus: (status) => set({ esgin_status: status }),
      loadGiftCards: async () => {
        const res = await getGiftCardList({ noTip: true })
        set({ gift_cards: Array.isArray(res?.list) ? res.list : [] })
      },
      clearProfile: () => {
        set({ ...PROFILE_DEFAULTS })
        useProfileStore.persist.clearStorage()
      }
    }),
    persistOptions<ProfileStore, Persisted>(
      STORE_KEYS.profile,
      { info: PROFILE_INFO_DEFAULTS, pension: PENSION_DEFAULTS },
      (s) => ({ info: s.info, pension: s.pension })
    )
  )
)

// Logout resets the profile (spec section 4); auth only announces it, see onLogout.
onLogout(() => useProfileStore.getState().clearProfile())

/** The pension counts as active only when the user is logged in and has a bank account number. */
export function isPensionActive(): boolean {
  return useAuthStore.getState().isLogin && Boolean(useProfileStore.getState().pension.bank_account_no)
}

/** Hook form of isPensionActive, re-rendering when either store changes. */
export function usePensionActive(): boolean {
  const isLogin = useAuthStore((s) => s.isLogin)
  const bankNo = useProfileStore((s) => s.pension.bank_account_no)
  return isLogin && Boolean(bankNo)
}
