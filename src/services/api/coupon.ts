import type { couponRoutes } from '@contract/api/money'
import type { Body, Data } from '@contract/api/route'
import { request, type RequestOptions } from '../request'

type Route = typeof couponRoutes

/** Coupons (ours, not in the spec). */

// POST /api/v1/coupon/list
export const getCouponList = (body: Body<Route['/coupon/list']> = {}, options?: RequestOptions) =>
  request<Data<Route['/coupon/list']>>('/coupon/list', body, options)

// POST /api/v1/coupon/center: coupons the user can claim; with sku_id, those that apply to that goods
export const getCouponCenter = (body: Body<Route['/coupon/center']> = {}, options?: RequestOptions) =>
  request<Data<Route['/coupon/center']>>('/coupon/center', body, options)

// POST /api/v1/coupon/receive: the coupon now in the user's wallet
export const receiveCoupon = (body: Body<Route['/coupon/receive']>, options?: RequestOptions) =>
  request<Data<Route['/coupon/receive']>>('/coupon/receive', body, options)
