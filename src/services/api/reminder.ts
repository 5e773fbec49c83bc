import type { reminderRoutes } from '@contract/api/reminder'
import type { Body, Data } from '@contract/api/route'
import { request, type RequestOptions } from '../request'

type Route = typeof reminderRoutes

/** 到货提醒 and 开抢提醒 (docs/operations.md, "Reminders"); every call needs a session. */

// POST /api/v1/reminder/subscribe: idempotent, the same target again answers the reminder the shopper has
export const subscribeReminder = (body: Body<Route['/reminder/subscribe']>, options?: RequestOptions) =>
  request<Data<Route['/reminder/subscribe']>>('/reminder/subscribe', body, options)

// POST /api/v1/reminder/cancel: another shopper's id answers "not found"
export const cancelReminder = (body: Body<Route['/reminder/cancel']>, options?: RequestOptions) =>
  request<Data<Route['/reminder/cancel']>>('/reminder/cancel', body, options)

// POST /api/v1/reminder/list: waiting first; sku_id keeps those on one SKU (goods-info's button state)
export const getReminderList = (body: Body<Route['/reminder/list']> = {}, options?: RequestOptions) =>
  request<Data<Route['/reminder/list']>>('/reminder/list', body, options)
