import type { SmsSendResult } from '@contract/schemas/user'
import { SMS_CHANNEL_ID } from '../../constants/limits'
import { request, type RequestOptions } from '../request'

// POST /api/service/sms/sendcode: ch_id is the SMS channel, always 1
export const sendSmsCode = (body: { phone: string }, options?: RequestOptions) =>
  request<SmsSendResult>(
    '/sms/sendcode',
    { phone: body.phone, ch_id: SMS_CHANNEL_ID },
    { ...options, prefix: 'service' }
  )
