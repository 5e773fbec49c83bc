import type { DistrictItem } from '../../types/district'
import type { ExpressInfo } from '../../types/express'
import type { SmsSendResult } from '../../types/user'
import { SMS_CHANNEL_ID } from '../../constants/limits'
import { request, type RequestOptions } from '../request'

/** Calls under the service prefix (/api/service): districts, express, SMS. Image upload is services/upload. */
const service = (options?: RequestOptions): RequestOptions => ({ ...options, prefix: 'service' })

// POST /api/service/district/list: provinces
export const getDistrictList = (options?: RequestOptions) =>
  request<DistrictItem[]>('/district/list', {}, service(options))

// POST /api/service/district/next: children of a district code
export const getDistrictChildren = (body: { id: string }, options?: RequestOptions) =>
  request<DistrictItem[]>('/district/next', body, service(options))

// POST /api/service/express/info
export const getExpressInfo = (body: { com: string; express_no: string }, options?: RequestOptions) =>
  request<ExpressInfo>('/express/info', body, service(options))

// POST /api/service/sms/sendcode: ch_id is the SMS channel, always 1
export const sendSmsCode = (body: { phone: string }, options?: RequestOptions) =>
  request<SmsSendResult>('/sms/sendcode', { phone: body.phone, ch_id: SMS_CHANNEL_ID }, service(options))

export { uploadImage } from '../upload'
