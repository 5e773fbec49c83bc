import type { giftcardRoutes } from '@contract/api/money'
import type { Body, Data } from '@contract/api/route'
import { request, type RequestOptions } from '../request'

type Route = typeof giftcardRoutes

/** Gift cards ("shopping cards", freeca) and the welfare balance. The goods a card buys: catalogue.getGiftCardGoodsList. */

// POST /api/v1/freeca/list: the user's gift cards
export const getGiftCardList = (options?: RequestOptions) =>
  request<Data<Route['/freeca/list']>>('/freeca/list', {}, options)

// POST /api/v1/freeca/info
export const getGiftCardInfo = (body: Body<Route['/freeca/info']>, options?: RequestOptions) =>
  request<Data<Route['/freeca/info']>>('/freeca/info', body, options)

// POST /api/v1/user/efulibalance: welfare balance (efulipay)
export const getEfuliBalance = (options?: RequestOptions) =>
  request<Data<Route['/user/efulibalance']>>('/user/efulibalance', {}, options)
