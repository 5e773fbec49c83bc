import type { RouteDocs } from '../types'

/** 到货提醒 and 开抢提醒 (contract/api/reminder.ts, docs/operations.md "Reminders"). */
export const shopReminderDocs: RouteDocs = {
  'POST /api/v1/reminder/subscribe': {
    summary: 'Ask to be told once when a sold-out SKU has stock again (restock) or a flash sale opens (sale_start)',
    description:
      'restock takes `sku_id` of a SKU with no stock; sale_start takes `activity_id` of a flash sale that has not ' +
      'started. The message centre always; `channels` adds `wechat` / `alipay` (after the subscription-message grant) ' +
      'or `sms`. Idempotent: the same target again answers the same reminder with its channels replaced; one that ' +
      'already went out waits again. errno 2140 when there is nothing to wait for (in stock, started, ended, not a ' +
      'flash sale), 2141 past the number a shopper may have waiting.',
    request: { kind: 'restock', sku_id: 12, channels: ['sms'] },
    example: {
      id: 7,
      kind: 'restock',
      sku_id: 12,
      activity_id: 0,
      channels: ['inbox', 'sms'],
      created_time: 1795900000,
      sent_time: 0
    }
  },
  'POST /api/v1/reminder/cancel': {
    summary: 'Cancel one of the shopper’s reminders (取消提醒); another shopper’s id is not found',
    request: { id: 7 }
  },
  'POST /api/v1/reminder/list': {
    summary: 'The shopper’s reminders, waiting first; with `sku_id`, only those on that SKU (the goods page’s button)',
    request: { sku_id: 12 }
  }
}
