import { create } from 'zustand'
import type { WechatJssdkConfig } from '@contract/schemas/app'

/**
 * wechat slice of spec section 3: the JS-SDK config. Not persisted: the signature is bound to the
 * page address and a time, so a stored one would be stale at the next start.
 */
export interface WechatState {
  data: WechatJssdkConfig
}

interface WechatActions {
  setData: (data: WechatJssdkConfig) => void
}

export const WECHAT_DEFAULTS: WechatState = { data: { appId: '', timestamp: 0, nonceStr: '', signature: '' } }

export const useWechatStore = create<WechatState & WechatActions>()((set) => ({
  ...WECHAT_DEFAULTS,
  setData: (data) => set({ data })
}))
