import type { Data } from '@contract/api/route'
import type { smsRoutes } from '@contract/api/service'
import { SMS_CHANNEL_ID } from '../../constants/limits'
import { request, type RequestOptions } from '../request'

// POST /api/service/sms/sendcode: ch_id is the SMS channel, always 1
export const sendSmsCode = (body: { phone: string }, options?: RequestOptions) =>
  request<Data<(typeof smsRoutes)['/sms/sendcode']>>(
    '/sms/sendcode',
    { phone: body.phone, ch_id: SMS_CHANNEL_ID },
    { ...options, prefix: 'service' }
  )
