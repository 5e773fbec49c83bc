import type { CouponCenterItem, CouponListResult, CouponListStatus } from '@contract/schemas/coupon'
import { request, type RequestOptions } from '../request'

/** Coupons (ours, not in the spec). */

// POST /api/v1/coupon/list
export const getCouponList = (
  body: { status?: CouponListStatus; page?: number; page_size?: number } = {},
  options?: RequestOptions
) => request<CouponListResult>('/coupon/list', body, options)

// POST /api/v1/coupon/center: coupons the user can claim; with sku_id, those that apply to that goods
export const getCouponCenter = (body: { sku_id?: number } = {}, options?: RequestOptions) =>
  request<{ list: CouponCenterItem[] }>('/coupon/center', body, options)

// POST /api/v1/coupon/receive
export const receiveCoupon = (body: { coupon_id: number }, options?: RequestOptions) =>
  request<unknown>('/coupon/receive', body, options)
