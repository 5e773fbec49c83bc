import type { GiftCardInfo, GiftCardListResult, WelfareBalance } from '@contract/schemas/giftcard'
import { request, type RequestOptions } from '../request'

/** Gift cards ("shopping cards", freeca) and the welfare balance. The goods a card buys: catalogue.getGiftCardGoodsList. */

// POST /api/v1/freeca/list: the user's gift cards
export const getGiftCardList = (options?: RequestOptions) => request<GiftCardListResult>('/freeca/list', {}, options)

// POST /api/v1/freeca/info
export const getGiftCardInfo = (body: { user_freeca_id: number }, options?: RequestOptions) =>
  request<GiftCardInfo>('/freeca/info', body, options)

// POST /api/v1/user/efulibalance: welfare balance (efulipay)
export const getEfuliBalance = (options?: RequestOptions) => request<WelfareBalance>('/user/efulibalance', {}, options)
